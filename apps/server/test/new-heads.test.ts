import { foundry } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headSubscriptionsTo, subscribeNewHeads } from '../src/adapters/chain/new-heads';
import { startTestChain, type TestChain } from './support/chain';

let chain: TestChain;
let webSocketUrl: string;

beforeAll(async () => {
  chain = await startTestChain();
  webSocketUrl = chain.node.rpcUrl.replace(/^http/, 'ws');
});
afterAll(() => chain.stop());

async function mine(): Promise<bigint> {
  const answer = await fetch(chain.node.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }),
  });
  await answer.json();
  return chain.client.publicClient.getBlockNumber({ cacheTime: 0 });
}

describe('new heads pushed by the node', () => {
  it('serves two engines on one node with one subscription, which outlives the first to close', async () => {
    const failures: Error[] = [];
    const signal = new AbortController().signal;
    const live = subscribeNewHeads(webSocketUrl, foundry, (error) => failures.push(error));
    const test = subscribeNewHeads(webSocketUrl, foundry, (error) => failures.push(error));
    expect(headSubscriptionsTo(webSocketUrl)).toBe(1);

    // The subscription is set up asynchronously: mine until both feeds heard a block.
    let seen: [bigint | null, bigint | null] = [null, null];
    for (let i = 0; i < 20 && (seen[0] === null || seen[1] === null); i++) {
      await mine();
      seen = [seen[0] ?? (await live.next(500, signal)), seen[1] ?? (await test.next(500, signal))];
    }
    expect(seen[0]).not.toBeNull();
    expect(seen[1]).not.toBeNull();

    live.close();
    expect(headSubscriptionsTo(webSocketUrl)).toBe(1);
    const head = await mine();
    let heard: bigint | null = null;
    for (let i = 0; i < 10 && heard !== head; i++) heard = (await test.next(1000, signal)) ?? heard;
    expect(heard).toBe(head);
    expect(test.live).toBe(true);
    expect(live.live).toBe(false);

    test.close();
    expect(headSubscriptionsTo(webSocketUrl)).toBe(0);
    expect(failures).toEqual([]);
  });
});
