import { verifyProof } from '@horodoc/shared/verify-proof';
import { eq } from 'drizzle-orm';
import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { anchorBatches } from '../src/adapters/db/schema/anchoring';
import type { AnchoringEngine } from '../src/modules/anchoring/anchoring-engine';
import type { ChainLogHealth } from '../src/modules/anchoring/chain-log-watch';
import { verifyDocument } from '../src/modules/verification/verify-document';
import { certificatesById } from './support/anchoring';
import { databaseTargets } from './support/databases';
import { type FakeChainRig, fakeChainRig, rigOn } from './support/engine-on-fake-chain';
import { createFakeChain, type FakeChain } from './support/fake-chain';

const targets = await databaseTargets();

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

async function anchorAll(rig: FakeChainRig, database: Database, engine: AnchoringEngine, count: number) {
  const created = await rig.certificates(database, count);
  for (const certificate of created) await rig.settle(engine.anchorNowAndWait(certificate.id, 30_000));
  return certificatesById(
    database,
    created.map((c) => c.id),
  );
}

/**
 * The certificate is found under its id and its proof leads to a root the chain's log holds now. (Its check
 * against a node, code hash and block time included, is `anchoring-on-anvil.test.ts`'s.)
 */
async function expectAnchoredOn(fake: FakeChain, database: Database, fileHash: string) {
  const answer = await verifyDocument({
    db: database.db,
    chain: fake.client,
    fileHash: fileHash as Hex,
    chainTimeoutMs: 1000,
    now: new Date(),
  });
  if (!answer.found) throw new Error(`${fileHash} is not found`);
  expect(await verifyProof(answer.proof, { fingerprint: fileHash })).toMatchObject({ valid: true });
  expect((await fake.anchorLog.recordOf(answer.proof.root as Hex)).sequence).toBeGreaterThan(0n);
  return answer;
}

/** The chain-log check on the fake chain, whose blocks the driven clock makes and whose history a test rewrites. */
describe.each(targets)('the chain-log check on $name', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let rig: FakeChainRig;

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
    rig = fakeChainRig();
  });
  afterAll(async () => cleanup?.());

  it('proves the whole log at start with two chain calls when no root is missing', async () => {
    const first = rig.start(database);
    try {
      await anchorAll(rig, database, first, 2);
    } finally {
      await first.stop();
    }
    const second = rig.start(database);
    try {
      await rig.until(async () => (await chainLogOf(second)).lastCheck !== null, 'the start-up check');
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
    const lost = rigOn(rig.clock, createFakeChain({ clock: rig.clock }));
    const first = lost.start(database);
    let anchored: Awaited<ReturnType<typeof anchorAll>>;
    try {
      anchored = await anchorAll(lost, database, first, 3);
    } finally {
      await first.stop();
    }
    const oldBatchIds = new Set(anchored.map((c) => c.batchId));

    // A fresh chain on the same database: the contract is deployed again at the same address, empty.
    const fresh = rigOn(rig.clock, createFakeChain({ clock: rig.clock }));
    expect(fresh.fake.client.contractAddress).toBe(lost.fake.client.contractAddress);
    const second = fresh.start(database);
    try {
      const ids = anchored.map((c) => c.id);
      await fresh.until(
        async () =>
          (await certificatesById(database, ids)).every(
            (c) => c.status === 'completed' && !oldBatchIds.has(c.batchId),
          ),
        'the certificates anchored again',
      );
      for (const batchId of oldBatchIds) {
        expect(await batchOf(database, batchId)).toMatchObject({
          state: 'dropped',
          droppedAt: expect.any(Date),
        });
      }
      for (const before of anchored) {
        const answer = await expectAnchoredOn(fresh.fake, database, before.fileHash);
        expect(answer.certificate.certificate_id).toBe(before.id);
        expect(answer.certificate.tx_hash).not.toBe(before.txHash);
        expect(answer.proof.salt).not.toBe(before.salt);
      }
      const health = await chainLogOf(second);
      expect(health.reanchored).toMatchObject({ batches: oldBatchIds.size, certificates: 3 });
    } finally {
      await second.stop();
      await own.cleanup();
    }
  });

  it('notices while running that the chain went back past the confirmations, and anchors the lost roots again', async () => {
    const engine = rig.start(database);
    try {
      await anchorAll(rig, database, engine, 1);
      const snapshot = rig.fake.snapshot();
      const [lost] = await anchorAll(rig, database, engine, 1);
      // Deeper than the one confirmation: as a reorganisation of Base past ANCHOR_CONFIRMATIONS would be.
      rig.fake.revert(snapshot);

      await rig.until(
        async () => (await batchOf(database, lost?.batchId ?? null))?.state === 'dropped',
        'the lost batch found',
      );
      const [again] = await certificatesById(database, [lost?.id ?? '']);
      const done =
        again?.status === 'completed'
          ? again
          : await rig.settle(engine.anchorNowAndWait(lost?.id ?? '', 30_000));
      expect(done.batchId).not.toBe(lost?.batchId);
      await expectAnchoredOn(rig.fake, database, done.fileHash);
    } finally {
      await engine.stop();
    }
  });
});

describe('the chain-log check on a remote chain', () => {
  it('takes a node that has not reached the blocks of our roots for a lagging node, not a lost chain', async () => {
    const { database, cleanup } = await (targets[0] as (typeof targets)[number]).open();
    // A chain with Base Sepolia's id, as a remote node serves it: its node may lag, the local one never.
    const rig = fakeChainRig({ name: 'base-sepolia' });
    const engines: AnchoringEngine[] = [];
    try {
      rig.fake.mine(40);
      engines.push(rig.start(database));
      const [anchored] = await anchorAll(rig, database, engines[0] as AnchoringEngine, 1);
      await (engines[0] as AnchoringEngine).stop();

      // Another node for the same chain, still far below the block of our root.
      const lagging = rigOn(rig.clock, createFakeChain({ clock: rig.clock, name: 'base-sepolia' }));
      engines.push(lagging.start(database));
      const engine = engines[1] as AnchoringEngine;
      await lagging.until(
        async () => ((await chainLogOf(engine)).lastCheck?.behind ?? 0) > 0,
        'the lag seen',
      );
      expect(await batchOf(database, anchored?.batchId ?? null)).toMatchObject({ state: 'confirmed' });

      // Once it has passed that block without the root, the root is lost: anchored again.
      lagging.fake.mine(60);
      await lagging.until(
        async () => (await batchOf(database, anchored?.batchId ?? null))?.state === 'dropped',
        'the root found missing',
      );
      const again = await lagging.settle(engine.anchorNowAndWait(anchored?.id ?? '', 30_000));
      expect(again.batchId).not.toBe(anchored?.batchId);
    } finally {
      for (const engine of engines) await engine.stop();
      await cleanup();
    }
  });
});
