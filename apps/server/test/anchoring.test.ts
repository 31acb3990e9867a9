import { verifyProof } from '@horodoc/shared/verify-proof';
import { eq, sql } from 'drizzle-orm';
import type { Hex } from 'viem';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { anchorBatches, anchorTransactions } from '../src/adapters/db/schema/anchoring';
import { AnchoringError } from '../src/modules/anchoring/anchoring-engine';
import { buildProof } from '../src/modules/verification/build-proof';
import { certificatesById } from './support/anchoring';
import { databaseTargets } from './support/databases';
import { type FakeChainRig, fakeChainRig } from './support/engine-on-fake-chain';

const targets = await databaseTargets();

/** The engine on the fake chain and a driven clock; `anchoring-on-anvil.test.ts` runs it end to end on anvil. */
describe.each(targets)('anchoring on $name', (target) => {
  // A fresh database and chain for each test: none reads what another left behind.
  let database: Database;
  let cleanup: () => Promise<void>;
  let rig: FakeChainRig;

  beforeEach(async () => {
    ({ database, cleanup } = await target.open());
    rig = fakeChainRig();
  });
  afterEach(async () => cleanup?.());

  const statusesOf = (ids: string[]) => certificatesById(database, ids);

  it.each([1, 10, 1000])(
    'anchors %i certificates in one root, recorded on the log, and every proof leads to it',
    async (count) => {
      const before = await rig.fake.anchorLog.count();
      const created = await rig.certificates(database, count);
      const engine = rig.start(database);
      try {
        const ids = created.map((c) => c.id);
        await rig.until(
          async () => (await statusesOf(ids)).every((c) => c.status === 'completed'),
          'completion',
        );
        const rows = await statusesOf(ids);
        expect(new Set(rows.map((r) => r.batchId)).size).toBe(1);
        expect(await rig.fake.anchorLog.count()).toBe(before + 1n);
        const [batch] = await database.db
          .select()
          .from(anchorBatches)
          .where(eq(anchorBatches.id, rows[0]?.batchId ?? ''));
        expect(batch).toMatchObject({ state: 'confirmed', leafCount: count, sequence: Number(before + 1n) });
        expect(batch?.gasUsed).toBeGreaterThan(0n);
        expect(BigInt(batch?.feeWei ?? '0')).toBeGreaterThan(0n);
        const record = await rig.fake.anchorLog.recordOf(batch?.root as Hex);
        expect(record).toMatchObject({ sequence: before + 1n, leafCount: BigInt(count) });
        expect(Number(record.timestamp)).toBe(batch?.blockTimestamp);
        for (const row of rows) {
          expect(row).toMatchObject({
            txHash: batch?.txHash,
            blockNumber: batch?.blockNumber,
            explorerUrl: null,
          });
          expect(row.blockchainTimestamp).toBe(batch?.blockTimestamp);
          const proof = buildProof({
            certificate: row,
            batch: batch as never,
            chainName: 'Anvil',
            explorerUrl: null,
            deploymentBlock: null,
          });
          // Offline: the path from the certificate's leaf reaches the root the log holds.
          const result = await verifyProof(proof, { fingerprint: row.fileHash });
          expect(result, row.id).toMatchObject({ valid: true, checkedOnChain: false });
          expect(proof.root).toBe(batch?.root);
          if (count === 1000 && rows.indexOf(row) >= 20) break;
        }
      } finally {
        await engine.stop();
      }
    },
  );

  it('answers a waiting flow once anchored, and times out without losing the certificate', async () => {
    const [created] = await rig.certificates(database, 1);
    // A stopped worker: the wait ends with an error, the certificate stays pending for the next leader.
    const idle = rig.start(database);
    await idle.stop();
    await expect(idle.anchorNowAndWait(created?.id ?? '', 300)).rejects.toBeInstanceOf(AnchoringError);
    expect((await statusesOf([created?.id ?? '']))[0]?.status).toBe('pending');
    const engine = rig.start(database);
    try {
      const done = await rig.settle(engine.anchorNowAndWait(created?.id ?? '', 20_000));
      expect(done.status).toBe('completed');
    } finally {
      await engine.stop();
    }
  });

  it('hands a waiter given the row what the engine confirmed, as the row then reads; a later waiter reads it', async () => {
    const [created] = await rig.certificates(database, 1);
    const engine = rig.start(database);
    try {
      if (!created) throw new Error('no certificate');
      const handed = await rig.settle(engine.anchorNowAndWait(created, 20_000));
      const [read] = await statusesOf([created.id]);
      const { confirmedHere, ...row } = handed;
      expect(confirmedHere).toBe(true);
      expect(row).toEqual({ ...read, updatedAt: row.updatedAt });
      // Settled a moment ago: a waiter that comes now reads the row at once rather than wait for an event gone
      // (which only its safety read, 5 s on, or its deadline would end).
      const again = await rig.settle(engine.anchorNowAndWait(created, 20_000), 1_000);
      expect(again).toMatchObject({ status: 'completed', txHash: read?.txHash, confirmedHere: false });
    } finally {
      await engine.stop();
    }
  });

  it('hands a waiter nothing when the receipt names another root: the row is read back, to be checked on chain', async () => {
    const [created] = await rig.certificates(database, 1);
    rig.fake.misreportRoots(`0x${'ab'.repeat(32)}`);
    const engine = rig.start(database);
    try {
      if (!created) throw new Error('no certificate');
      const { confirmedHere, ...row } = await rig.settle(engine.anchorNowAndWait(created, 20_000));
      expect(confirmedHere).toBe(false);
      expect(row.status).toBe('completed');
    } finally {
      await engine.stop();
      rig.fake.misreportRoots(null);
    }
  });

  it('expires a certificate whose deadline passes before it is anchored', async () => {
    const [late] = await rig.certificates(database, 1, -1000);
    const engine = rig.start(database);
    try {
      await expect(rig.settle(engine.anchorNowAndWait(late?.id ?? '', 10_000))).rejects.toMatchObject({
        reason: 'expired',
      });
      const [row] = await statusesOf([late?.id ?? '']);
      expect(row).toMatchObject({ status: 'expired', batchId: null });
    } finally {
      await engine.stop();
    }
  });

  it('records Ethereum finality once the block is final', async () => {
    const [created] = await rig.certificates(database, 1);
    const engine = rig.start(database);
    try {
      const done = await rig.settle(engine.anchorNowAndWait(created?.id ?? '', 20_000));
      expect(done.finalizedAt).toBeNull();
      await rig.until(
        async () => (await statusesOf([created?.id ?? '']))[0]?.finalizedAt != null,
        'finality',
      );
      // Final means two blocks behind the head on this chain: not before its block was that deep.
      expect(rig.fake.head() - 2n).toBeGreaterThanOrEqual(BigInt(done.blockNumber ?? 0));
    } finally {
      await engine.stop();
    }
  });

  it('keeps the transactions of every batch and one nonce each', async () => {
    const engine = rig.start(database);
    try {
      // One batch after the other: two transactions of the one signer.
      for (let i = 0; i < 2; i++) {
        const [created] = await rig.certificates(database, 1);
        await rig.settle(engine.anchorNowAndWait(created?.id ?? '', 20_000));
      }
    } finally {
      await engine.stop();
    }
    const rows = await database.db.select().from(anchorTransactions);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const nonces = rows.map((r) => r.nonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(await rig.fake.anchorLog.minedNonce()).toBe(Math.max(...nonces) + 1);
    const [{ n } = { n: -1 }] = (
      (await database.db.execute(
        sql`select count(*)::int as n from anchor_batches where state = 'confirmed'`,
      )) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    expect(BigInt(n)).toBe(await rig.fake.anchorLog.count());
  });
});
