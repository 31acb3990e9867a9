/**
 * The few Ethereum JSON-RPC calls a verifier makes, over any transport: plain `fetch` in the browser and the
 * command line, the server's viem client on the server. No library: the checks stay readable and the browser
 * bundle small.
 */
export type JsonRpc = (method: string, params: readonly unknown[]) => Promise<unknown>;

/** The node could not be reached, or answered something that is not JSON-RPC. */
export class RpcUnreachableError extends Error {
  override name = 'RpcUnreachableError';
}

/** The node answered with a JSON-RPC error (unknown method, bad parameters, execution reverted…). */
export class RpcAnswerError extends Error {
  override name = 'RpcAnswerError';
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

export interface HttpJsonRpcOptions {
  /** A node that does not answer within this delay counts as unreachable. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** JSON-RPC over HTTP POST to `url`. */
export function httpJsonRpc(url: string, options: HttpJsonRpcOptions = {}): JsonRpc {
  const doFetch = options.fetch ?? fetch;
  let id = 0;
  return async (method, params) => {
    let body: unknown;
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      body = await response.json();
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      throw new RpcUnreachableError(
        `${url}: ${error instanceof Error ? error.message : String(error)}${cause}`,
      );
    }
    const answer = body as { result?: unknown; error?: { code?: number; message?: string } } | null;
    if (answer?.error) throw new RpcAnswerError(answer.error.message ?? 'error', answer.error.code ?? 0);
    if (!answer || !('result' in answer)) throw new RpcUnreachableError(`${url}: not a JSON-RPC answer`);
    return answer.result;
  };
}

/** A hex quantity (`0x1a`) as a number; throws on anything else. */
export function quantity(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value))
    throw new RpcUnreachableError(`not a quantity: ${String(value)}`);
  return Number(BigInt(value));
}

export const toQuantity = (value: number) => `0x${value.toString(16)}`;
