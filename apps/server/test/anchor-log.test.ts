import { horodocAnchorAbi } from '@horodoc/contracts/horodoc-anchor.generated';
import { ANVIL_ACCOUNT_KEYS } from '@horodoc/contracts/start-anvil';
import { BaseError, type Hex, HttpRequestError, parseTransaction, recoverTransactionAddress } from 'viem';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AnchorLog, createAnchorLog, type Fees } from '../src/adapters/chain/anchor-log';
import { createChainClient } from '../src/adapters/chain/chain-client';
import { mineBlocks, startTestChain } from './support/chain';
import { drivenClock } from './support/driven-clock';
import { createFakeChain, STRANGER } from './support/fake-chain';

describe('the anchor log', () => {
  it('signs an anchoring without any network call, so a database transaction may hold it', async () => {
    // Port 9 (discard) on loopback: nothing answers there; a network call would fail.
    const client = createChainClient({
      name: 'local',
      rpcUrl: 'http://127.0.0.1:9',
      privateKey: ANVIL_ACCOUNT_KEYS[0],
      contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    });
    const anchorLog = createAnchorLog(client);
    const root = `0x${'ab'.repeat(32)}` as const;
    const signed = await anchorLog.signAnchor(root, 3, 7, {
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1n,
    });
    const transaction = parseTransaction(signed.raw);
    expect(transaction).toMatchObject({ chainId: 31337, nonce: 7, to: client.contractAddress.toLowerCase() });
    expect(await recoverTransactionAddress({ serializedTransaction: signed.raw as never })).toBe(
      anchorLog.signer,
    );
  });
});

/** A chain as the contract below drives it: the anchor log, and the test's hand on the node. */
interface ChainUnderTest {
  anchorLog: AnchorLog;
  mine(blocks: number): Promise<void>;
  transferOwnership(to: Hex): Promise<void>;
  snapshot(): Promise<unknown>;
  revert(id: unknown): Promise<void>;
  takeDown(): Promise<void>;
  close(): Promise<void>;
}

/** Anvil mining only when told (no automine), with the real contract behind the real adapter. */
async function onAnvil(): Promise<ChainUnderTest> {
  const chain = await startTestChain();
  const rpc = chain.client.publicClient as unknown as {
    request(args: { method: string; params: unknown[] }): Promise<unknown>;
  };
  await rpc.request({ method: 'evm_setAutomine', params: [false] });
  let down = false;
  return {
    anchorLog: createAnchorLog(chain.client),
    mine: (blocks) => mineBlocks(chain.client, blocks),
    async transferOwnership(to) {
      await chain.client.walletClient.writeContract({
        address: chain.client.contractAddress,
        abi: horodocAnchorAbi,
        functionName: 'transferOwnership',
        args: [to],
      });
      await mineBlocks(chain.client, 1);
    },
    snapshot: () => rpc.request({ method: 'evm_snapshot', params: [] }),
    revert: async (id) => {
      await rpc.request({ method: 'evm_revert', params: [id] });
    },
    async takeDown() {
      down = true;
      await chain.stop();
    },
    close: async () => {
      if (!down) await chain.stop();
    },
  };
}

/** The fake, mining only when told too. */
async function onFake(): Promise<ChainUnderTest> {
  const fake = createFakeChain({ clock: drivenClock(), blockTimeMs: 0 });
  return {
    anchorLog: fake.anchorLog,
    mine: async (blocks) => fake.mine(blocks),
    transferOwnership: async (to) => fake.transferOwnership(to),
    snapshot: async () => fake.snapshot(),
    revert: async (id) => fake.revert(id as number),
    takeDown: async () => fake.setReachable(false),
    close: async () => {},
  };
}

const rootOf = (byte: number) => `0x${byte.toString(16).padStart(2, '0').repeat(32)}` as Hex;
const bumped = (fees: Fees): Fees => ({
  maxFeePerGas: (fees.maxFeePerGas * 1125n) / 1000n + 1n,
  maxPriorityFeePerGas: (fees.maxPriorityFeePerGas * 1125n) / 1000n + 1n,
});

/**
 * One contract, the same assertions on anvil and on the fake the engine tests run on: what the engine relies on
 * (nonces, fees, the pool, blocks, receipts with their sequence, reverts, replacements, the chain going back, a
 * node that is down). The chain evidence is left out: the fake has no block headers, and says so by throwing,
 * which the engine takes as a node without them.
 */
describe.each([
  { name: 'anvil', open: onAnvil },
  { name: 'the fake chain', open: onFake },
])('the anchor log on $name', ({ open }) => {
  let chain: ChainUnderTest;
  let log: AnchorLog;

  beforeEach(async () => {
    chain = await open();
    log = chain.anchorLog;
  });
  afterEach(async () => chain?.close());

  async function anchor(root: Hex, leafCount = 3, fees?: Fees, nonce?: number) {
    const signed = await log.signAnchor(
      root,
      leafCount,
      nonce ?? (await log.pendingNonce()),
      fees ?? (await log.estimateFees()),
    );
    await log.broadcast(signed.raw);
    return signed;
  }

  it('starts empty, owned by the signer, with the nonces agreeing', async () => {
    expect(await log.count()).toBe(0n);
    expect(await log.head()).toBe(rootOf(0));
    expect((await log.owner()).toLowerCase()).toBe(log.signer.toLowerCase());
    expect(await log.recordOf(rootOf(1))).toEqual({ timestamp: 0n, sequence: 0n, leafCount: 0n });
    expect(await log.pendingNonce()).toBe(await log.minedNonce());
    expect(await log.balance()).toBeGreaterThan(0n);
  });

  it('holds a broadcast transaction in the pool until a block, then gives its receipt and sequence', async () => {
    const fees = await log.estimateFees();
    expect(fees.maxPriorityFeePerGas).toBeGreaterThan(0n);
    expect(fees.maxFeePerGas).toBeGreaterThan(fees.maxPriorityFeePerGas);
    const mined = await log.minedNonce();
    const signed = await anchor(rootOf(1), 3, fees);
    expect(await log.receipt(signed.hash)).toBeNull();
    expect(await log.pendingNonce()).toBe(mined + 1);
    expect(await log.minedNonce()).toBe(mined);

    const before = await log.blockNumber();
    await chain.mine(1);
    const receipt = await log.receipt(signed.hash);
    expect(receipt).toMatchObject({ txHash: signed.hash, status: 'success', sequence: 1n, root: rootOf(1) });
    expect(receipt?.blockNumber).toBe(before + 1n);
    expect(await log.blockNumber()).toBe(before + 1n);
    expect(receipt?.gasUsed).toBeGreaterThan(0n);
    expect(receipt?.feeWei).toBeGreaterThan(0n);
    expect(receipt?.feeWei).toBeLessThanOrEqual((receipt?.gasUsed ?? 0n) * fees.maxFeePerGas);
    const time = await log.blockTimestamp(receipt?.blockNumber ?? 0n);
    expect(time).toBeGreaterThan(0);
    expect(await log.minedNonce()).toBe(mined + 1);
    expect(await log.count()).toBe(1n);
    expect(await log.head()).toBe(rootOf(1));
    expect(await log.recordOf(rootOf(1))).toEqual({ timestamp: BigInt(time), sequence: 1n, leafCount: 3n });

    const second = await anchor(rootOf(2), 5);
    await chain.mine(1);
    expect(await log.receipt(second.hash)).toMatchObject({ status: 'success', sequence: 2n });
    expect(await log.head()).toBe(rootOf(2));
  });

  it('takes the same transaction broadcast again, pooled or mined, without an error', async () => {
    const signed = await anchor(rootOf(1));
    await log.broadcast(signed.raw);
    await chain.mine(1);
    await log.broadcast(signed.raw);
    expect(await log.receipt(signed.hash)).toMatchObject({ status: 'success' });
    expect(await log.count()).toBe(1n);
  });

  it('reverts a root anchored twice, or any root once the signer no longer owns the log, and spends the nonce', async () => {
    await anchor(rootOf(1));
    await chain.mine(1);
    const again = await anchor(rootOf(1));
    await chain.mine(1);
    expect(await log.receipt(again.hash)).toMatchObject({ status: 'reverted', sequence: null, root: null });
    expect(await log.minedNonce()).toBe(again.nonce + 1);
    expect(await log.count()).toBe(1n);

    await chain.transferOwnership(STRANGER);
    const refused = await anchor(rootOf(2));
    await chain.mine(1);
    expect(await log.receipt(refused.hash)).toMatchObject({ status: 'reverted', sequence: null });
    expect(await log.recordOf(rootOf(2))).toMatchObject({ sequence: 0n });
  });

  it('replaces a pooled transaction paying an eighth more on its nonce, and refuses one paying the same', async () => {
    const fees = await log.estimateFees();
    const first = await anchor(rootOf(1), 3, fees);
    const underpriced = await log.signAnchor(rootOf(1), 4, first.nonce, fees);
    await expect(log.broadcast(underpriced.raw)).rejects.toThrow(/underpriced/);
    const replacement = await anchor(rootOf(1), 3, bumped(fees), first.nonce);
    await chain.mine(1);
    expect(await log.receipt(replacement.hash)).toMatchObject({ status: 'success', sequence: 1n });
    expect(await log.receipt(first.hash)).toBeNull();
    expect(await log.pendingNonce()).toBe(first.nonce + 1);
  });

  it('leaves a transaction above a nonce gap unmined, and uncounted by the pending nonce, until the gap fills', async () => {
    const nonce = await log.pendingNonce();
    const above = await anchor(rootOf(2), 3, undefined, nonce + 1);
    await chain.mine(1);
    expect(await log.receipt(above.hash)).toBeNull();
    expect(await log.pendingNonce()).toBe(nonce);
    await anchor(rootOf(1), 3, undefined, nonce);
    await chain.mine(1);
    expect(await log.receipt(above.hash)).toMatchObject({ status: 'success', sequence: 2n });
  });

  it('loses the blocks, receipts and roots mined after the point the chain goes back to', async () => {
    await anchor(rootOf(1));
    await chain.mine(1);
    const height = await log.blockNumber();
    const snapshot = await chain.snapshot();
    const lost = await anchor(rootOf(2));
    await chain.mine(2);
    expect(await log.count()).toBe(2n);
    await chain.revert(snapshot);
    expect(await log.blockNumber()).toBe(height);
    expect(await log.receipt(lost.hash)).toBeNull();
    expect(await log.count()).toBe(1n);
    expect(await log.head()).toBe(rootOf(1));
    expect(await log.recordOf(rootOf(2))).toMatchObject({ sequence: 0n });
  });

  it('calls a block final two blocks behind the head', async () => {
    await chain.mine(5);
    const head = await log.blockNumber();
    expect(await log.finalizedBlockNumber()).toBe(head - 2n);
  });

  it("throws viem's HttpRequestError from every read once the node is down, and still signs", async () => {
    await chain.takeDown();
    const reads: Array<() => Promise<unknown>> = [
      () => log.blockNumber(),
      () => log.pendingNonce(),
      () => log.estimateFees(),
      () => log.receipt(rootOf(9)),
      () => log.count(),
      () => log.head(),
    ];
    for (const read of reads) {
      const error = await read().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(BaseError);
      expect((error as BaseError).walk((e) => e instanceof HttpRequestError)).toBeInstanceOf(
        HttpRequestError,
      );
    }
    const signed = await log.signAnchor(rootOf(1), 1, 0, { maxFeePerGas: 2n, maxPriorityFeePerGas: 1n });
    expect(signed.nonce).toBe(0);
  });
});
