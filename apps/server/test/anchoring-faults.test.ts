import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/adapters/db/database';
import { anchorBatches, anchorTransactions } from '../src/adapters/db/schema/anchoring';
import type { AnchoringEngine } from '../src/modules/anchoring/anchoring-engine';
import { type CrashPoint, SimulatedCrash } from '../src/modules/anchoring/engine-context';
import { certificatesById } from './support/anchoring';
import { databaseTargets, openMigratedPglite } from './support/databases';
import { type FakeChainRig, fakeChainRig } from './support/engine-on-fake-chain';
import { STRANGER } from './support/fake-chain';

const targets = await databaseTargets();

async function transactionsOf(database: Database, batchId: string) {
  return database.db.select().from(anchorTransactions).where(eq(anchorTransactions.batchId, batchId));
}

/** Faults on the fake chain and a driven clock; `anchoring-on-anvil.test.ts` has a node going away on anvil. */
describe.each(targets)('anchoring faults on $name', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let rig: FakeChainRig;

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
    rig = fakeChainRig();
  });
  afterAll(async () => cleanup?.());

  it.each<CrashPoint>(['before-broadcast', 'after-broadcast', 'after-receipt'])(
    'recovers from a crash %s with one transaction only and every certificate completed',
    async (point) => {
      const before = await rig.fake.anchorLog.count();
      const created = await rig.certificates(database, 5);
      let crashed = false;
      const first = rig.start(database, {
        crashPoint: (at) => {
          if (at !== point) return;
          crashed = true;
          throw new SimulatedCrash(at);
        },
      });
      await rig.until(() => crashed, `the crash ${point}`);
      await first.stop();
      const [assigned] = await certificatesById(database, [created[0]?.id ?? '']);
      expect(assigned?.status).toBe('pending');
      expect(assigned?.batchId).not.toBeNull();

      const second = rig.start(database);
      try {
        const ids = created.map((c) => c.id);
        await rig.until(
          async () => (await certificatesById(database, ids)).every((c) => c.status === 'completed'),
          'recovery',
        );
        const rows = await certificatesById(database, ids);
        const batchIds = new Set(rows.map((r) => r.batchId));
        expect(batchIds.size).toBe(1);
        const transactions = await transactionsOf(database, assigned?.batchId ?? '');
        expect(transactions).toHaveLength(1);
        expect(rows.every((r) => r.txHash === transactions[0]?.txHash)).toBe(true);
        expect(await rig.fake.anchorLog.count()).toBe(before + 1n);
      } finally {
        await second.stop();
      }
    },
  );

  it('replaces a transaction stuck unmined with the same nonce and higher fees', async () => {
    const before = await rig.fake.anchorLog.count();
    const [created] = await rig.certificates(database, 1);
    rig.fake.setIntervalMining(false);
    const engine = rig.start(database, { stuckAfterMs: 2000 });
    try {
      await rig.until(async () => {
        const [row] = await certificatesById(database, [created?.id ?? '']);
        return row?.batchId ? (await transactionsOf(database, row.batchId)).length >= 2 : false;
      }, 'a replacement transaction');
      rig.fake.setIntervalMining(true);
      const done = await rig.settle(engine.anchorNowAndWait(created?.id ?? '', 20_000));
      const transactions = await transactionsOf(database, done.batchId ?? '');
      const [original, replacement] = transactions.sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
      );
      expect(replacement?.nonce).toBe(original?.nonce);
      expect(BigInt(replacement?.maxFeePerGas ?? 0)).toBeGreaterThan(BigInt(original?.maxFeePerGas ?? 0));
      expect(transactions.map((t) => t.txHash)).toContain(done.txHash);
      expect(await rig.fake.anchorLog.count()).toBe(before + 1n);
    } finally {
      rig.fake.setIntervalMining(true);
      await engine.stop();
    }
  });
});

describe('anchoring when the chain misbehaves', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openMigratedPglite();
  });
  afterAll(async () => database?.close());

  it('pauses while the node is down and resumes by itself when it is back', async () => {
    const rig = fakeChainRig();
    const engine = rig.start(database);
    try {
      const [first] = await rig.certificates(database, 1);
      await rig.settle(engine.anchorNowAndWait(first?.id ?? '', 20_000));

      rig.fake.setReachable(false);
      const created = await rig.certificates(database, 3);
      await rig.until(async () => (await engine.health()).paused != null, 'the pause');
      const health = await engine.health();
      expect(health).toMatchObject({ ok: false, paused: { error: expect.any(String) } });
      expect(engine.isAvailable()).toBe(false);
      // Pending, and in no batch: they may still expire while the node is away.
      expect(
        (
          await certificatesById(
            database,
            created.map((c) => c.id),
          )
        ).every((c) => c.status === 'pending' && c.batchId === null),
      ).toBe(true);

      rig.fake.setReachable(true);
      for (const c of created) await rig.settle(engine.anchorNowAndWait(c.id, 30_000));
      expect(await engine.health()).toMatchObject({ ok: true, paused: null });
      expect(await rig.fake.anchorLog.count()).toBe(2n);
    } finally {
      await engine.stop();
    }
  });

  it('fails the certificates of a batch whose transaction keeps reverting, after retries', async () => {
    const rig = fakeChainRig();
    // Ownership moves away from the anchoring key: every anchor() now reverts, as NotOwner.
    rig.fake.transferOwnership(STRANGER);
    const [created] = await rig.certificates(database, 1);
    const engine = rig.start(database);
    try {
      await expect(rig.settle(engine.anchorNowAndWait(created?.id ?? '', 30_000))).rejects.toMatchObject({
        reason: 'failed',
      });
      const [row] = await certificatesById(database, [created?.id ?? '']);
      expect(row?.failureReason).toMatch(/reverted \(attempt 3 of 3\)/);
      const [batch] = await database.db
        .select()
        .from(anchorBatches)
        .where(eq(anchorBatches.id, row?.batchId ?? ''));
      expect(batch).toMatchObject({ state: 'failed', attempts: 3 });
      const transactions = await transactionsOf(database, batch?.id ?? '');
      expect(new Set(transactions.map((t) => t.nonce)).size).toBe(3);
    } finally {
      await engine.stop();
    }
  });
});

const postgres = targets.find((t) => t.name === 'postgres');

describe.skipIf(!postgres)('two anchoring workers racing on PostgreSQL', () => {
  it('elects one leader, never anchors a certificate twice, and fails over when the leader stops', async () => {
    const opened = await (postgres as NonNullable<typeof postgres>).open();
    const rig = fakeChainRig();
    // Two instances: each its own pool, as two processes would have, on one chain.
    const other = await openDatabase({ kind: 'postgres', url: opened.url ?? '' });
    const engines = [rig.start(opened.database), rig.start(other)];
    try {
      const before = await rig.fake.anchorLog.count();
      const created = [];
      for (let wave = 0; wave < 4; wave++) {
        created.push(...(await rig.certificates(opened.database, 25)));
        const leaders = (await Promise.all(engines.map((e) => e.health()))).filter((h) => h.leader).length;
        expect(leaders).toBeLessThanOrEqual(1);
        // Each wave in a block of its own.
        const head = rig.fake.head();
        await rig.until(() => rig.fake.head() > head, 'the next block');
      }
      const ids = created.map((c) => c.id);
      await rig.until(
        async () => (await certificatesById(opened.database, ids)).every((c) => c.status === 'completed'),
        'completion',
      );
      const health = await Promise.all(engines.map((e) => e.health()));
      expect(health.filter((h) => h.leader)).toHaveLength(1);

      const batches = await opened.database.db.select().from(anchorBatches);
      expect(BigInt(batches.filter((b) => b.state === 'confirmed').length)).toBe(
        (await rig.fake.anchorLog.count()) - before,
      );
      expect(batches.reduce((sum, b) => sum + b.leafCount, 0)).toBe(created.length);
      const nonces = (await opened.database.db.select().from(anchorTransactions)).map((t) => t.nonce);
      expect(new Set(nonces).size).toBe(nonces.length);

      // The leader stops: the other instance takes over and anchors what comes next.
      const leaderIndex = health.findIndex((h) => h.leader);
      await engines[leaderIndex]?.stop();
      const follower = engines[1 - leaderIndex] as AnchoringEngine;
      const [late] = await rig.certificates(opened.database, 1);
      const done = await rig.settle(follower.anchorNowAndWait(late?.id ?? '', 30_000));
      expect(done.status).toBe('completed');
      expect((await follower.health()).leader).toBe(true);
    } finally {
      await Promise.all(engines.map((e) => e.stop()));
      await other.close();
      await opened.cleanup();
    }
  });
});
