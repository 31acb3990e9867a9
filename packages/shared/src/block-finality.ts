import { type JsonRpc, quantity, RpcAnswerError } from './json-rpc';

/** Whether `blockNumber` is at or below the node's `finalized` block; null when the node does not know the tag. */
export async function isFinal(rpc: JsonRpc, blockNumber: number): Promise<boolean | null> {
  try {
    const finalized = (await rpc('eth_getBlockByNumber', ['finalized', false])) as { number: string } | null;
    return finalized ? quantity(finalized.number) >= blockNumber : null;
  } catch (error) {
    if (error instanceof RpcAnswerError) return null;
    throw error;
  }
}
