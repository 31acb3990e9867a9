import { deployAnchor } from '@horodoc/contracts/deploy-anchor';
import { ANVIL_ACCOUNT_KEYS, startAnvil } from '@horodoc/contracts/start-anvil';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChainClient, createChainClient } from '../src/adapters/chain/chain-client';
import type { Database } from '../src/adapters/db/database';
import { anchorBatches } from '../src/adapters/db/schema/anchoring';
import type { AnchoringEngine } from '../src/modules/anchoring/anchoring-engine';
import type { ChainLogHealth } from '../src/modules/anchoring/chain-log-watch';
import { verifyDocument } from '../src/modules/verification/verify-document';
import { certificatesById, createCertificates, eventually, startEngine } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';

const targets = await databaseTargets();

/** Anvil's own test methods, which viem's public client does not type. */
function testRpc(chain: ChainClient) {
  return chain.publicClient as unknown as {
    request(args: { method: string; params: unknown[] }): Promise<unknown>;
  };
}

async function chainLogOf(engine: AnchoringEngine): Promise<ChainLogHealth> {
  return (await engine.health()).chainLog as ChainLogHealth;
}

async function batchOf(database: Database, batchId: string | null) {
  const [batch] = await database.db
    .select()
    .from(anchorBatches)
    .where(eq(anchorBatches.id, batchId ?? ''));
  return batch;
}

async function anchorAll(database: Database, engine: AnchoringEngine, count: number) {
  const created = await createCertificates(database, count);
  for (const certificate of created) await engine.anchorNowAndWait(certificate.id, 30_000);
  return certificatesById(
    database,
    created.map((c) => c.id),
  );
}

describe.each(targets)('the chain-log check on $name', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let chain: TestChain;

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
    chain = await startTestChain({ blockTime: 1 });
  });
  afterAll(async () => {
    await chain?.stop();
    await cleanup?.();
  });

  it('proves the whole log at start with two chain calls when no root is missing', async () => {
    const first = startEngine({ database, chain: chain.client });
    try {
      await anchorAll(database, first, 2);
    } finally {
      await first.stop();
    }
    const second = startEngine({ database, chain: chain.client });
    try {
      await eventually(
        async () => (await chainLogOf(second)).lastCheck !== null,
        20_000,
        'the start-up check',
      );
      expect(await chainLogOf(second)).toMatchObject({
        lastCheck: { outcome: 'proven', missing: 0, chainCalls: 2 },
        reanchored: { batches: 0, certificates: 0 },
      });
    } finally {
      await second.stop();
    }
  });

  it('finds at start the roots a fresh chain lacks, and anchors their certificates again under the same ids', async () => {
    // A database of its own: every confirmed batch in it is on the chain about to be lost.
    const own = await target.open();
    const database = own.database;
    const lost = await startTestChain({ blockTime: 1 });
    const first = startEngine({ database, chain: lost.client });
    let anchored: Awaited<ReturnType<typeof anchorAll>>;
    try {
      anchored = await anchorAll(database, first, 3);
    } finally {
      await first.stop();
      await lost.stop();
    }
    const oldBatchIds = new Set(anchored.map((c) => c.batchId));

    // A fresh node on the same database: the contract is deployed again at the same address, empty.
    const fresh = await startTestChain({ blockTime: 1 });
    expect(fresh.client.contractAddress).toBe(lost.client.contractAddress);
    const second = startEngine({ database, chain: fresh.client });
    try {
      const ids = anchored.map((c) => c.id);
      await eventually(
        async () =>
          (await certificatesById(database, ids)).every(
            (c) => c.status === 'completed' && !oldBatchIds.has(c.batchId),
          ),
        60_000,
        'the certificates anchored again',
      );
      for (const batchId of oldBatchIds) {
        expect(await batchOf(database, batchId)).toMatchObject({
          state: 'dropped',
          droppedAt: expect.any(Date),
        });
      }
      for (const before of anchored) {
        const answer = await verifyDocument({
          db: database.db,
          chain: fresh.client,
          fileHash: before.fileHash as `0x${string}`,
          chainTimeoutMs: 10_000,
          now: new Date(),
        });
        expect(answer).toMatchObject({
          found: true,
          verified: true,
          certificate: { certificate_id: before.id },
        });
        if (!answer.found) throw new Error('unreachable');
        expect(answer.certificate.tx_hash).not.toBe(before.txHash);
        expect(answer.proof.salt).not.toBe(before.salt);
      }
      const health = await chainLogOf(second);
      expect(health.reanchored).toMatchObject({ batches: oldBatchIds.size, certificates: 3 });
    } finally {
      await second.stop();
      await fresh.stop();
      await own.cleanup();
    }
  });

  it('notices while running that the chain went back past the confirmations, and anchors the lost roots again', async () => {
    const engine = startEngine({ database, chain: chain.client });
    try {
      await anchorAll(database, engine, 1);
      const snapshot = await testRpc(chain.client).request({ method: 'evm_snapshot', params: [] });
      const [lost] = await anchorAll(database, engine, 1);
      // Deeper than the one confirmation: as a reorganisation of Base past ANCHOR_CONFIRMATIONS would be.
      await testRpc(chain.client).request({ method: 'evm_revert', params: [snapshot] });

      await eventually(
        async () => (await batchOf(database, lost?.batchId ?? null))?.state === 'dropped',
        30_000,
        'the lost batch found',
      );
      const [again] = await certificatesById(database, [lost?.id ?? '']);
      const done =
        again?.status === 'completed' ? again : await engine.anchorNowAndWait(lost?.id ?? '', 30_000);
      expect(done.batchId).not.toBe(lost?.batchId);
      const answer = await verifyDocument({
        db: database.db,
        chain: chain.client,
        fileHash: done.fileHash as `0x${string}`,
        chainTimeoutMs: 10_000,
        now: new Date(),
      });
      expect(answer).toMatchObject({ found: true, verified: true });
    } finally {
      await engine.stop();
    }
  });
});

describe('the chain-log check on a remote chain', () => {
  /** A node serving Base Sepolia's chain id, as a remote node would, with the contract deployed. */
  async function startRemoteLikeNode() {
    const node = await startAnvil({ blockTime: 1, slotsInAnEpoch: 1, chainId: 84532 });
    const options = { name: 'base-sepolia' as const, rpcUrl: node.rpcUrl, privateKey: ANVIL_ACCOUNT_KEYS[0] };
    const bootstrap = createChainClient({
      ...options,
      contractAddress: '0x0000000000000000000000000000000000000000',
    });
    const { address } = await deployAnchor({
      walletClient: bootstrap.walletClient,
      publicClient: bootstrap.publicClient,
    });
    return { node, client: createChainClient({ ...options, contractAddress: address }) };
  }

  it('takes a node that has not reached the blocks of our roots for a lagging node, not a lost chain', async () => {
    const { database, cleanup } = await (targets[0] as (typeof targets)[number]).open();
    const synced = await startRemoteLikeNode();
    let lagging: Awaited<ReturnType<typeof startRemoteLikeNode>> | null = null;
    const engines: AnchoringEngine[] = [];
    try {
      await testRpc(synced.client).request({ method: 'anvil_mine', params: ['0x28'] });
      engines.push(startEngine({ database, chain: synced.client }));
      const [anchored] = await anchorAll(database, engines[0] as AnchoringEngine, 1);
      await (engines[0] as AnchoringEngine).stop();
      await synced.node.stop();

      // Another node for the same chain, still far below the block of our root.
      lagging = await startRemoteLikeNode();
      engines.push(startEngine({ database, chain: lagging.client }));
      const engine = engines[1] as AnchoringEngine;
      await eventually(
        async () => ((await chainLogOf(engine)).lastCheck?.behind ?? 0) > 0,
        20_000,
        'the lag seen',
      );
      expect(await batchOf(database, anchored?.batchId ?? null)).toMatchObject({ state: 'confirmed' });

      // Once it has passed that block without the root, the root is lost: anchored again.
      await testRpc(lagging.client).request({ method: 'anvil_mine', params: ['0x3c'] });
      await eventually(
        async () => (await batchOf(database, anchored?.batchId ?? null))?.state === 'dropped',
        30_000,
        'the root found missing',
      );
      const again = await engine.anchorNowAndWait(anchored?.id ?? '', 30_000);
      expect(again.batchId).not.toBe(anchored?.batchId);
    } finally {
      for (const engine of engines) await engine.stop();
      await lagging?.node.stop();
      await synced.node.stop();
      await cleanup();
    }
  });
});
