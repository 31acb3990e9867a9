import { buildMerkleTree, type Hex32, leafHash, rootFromPath } from '@horodoc/shared/merkle';
import { and, eq, isNull } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { anchorBatches } from '../src/adapters/db/schema/anchoring';
import { certificates } from '../src/adapters/db/schema/certificates';
import { loadConfig } from '../src/config';
import { createBatchGatherer } from '../src/modules/anchoring/batch-gatherer';
import { packLeaves, pathInBatch } from '../src/modules/anchoring/batch-leaves';
import {
  type BatchRow,
  confirmBatch,
  markSent,
  recordMined,
} from '../src/modules/anchoring/batch-repository';
import type { EngineContext } from '../src/modules/anchoring/engine-context';
import {
  claimPendingCertificates,
  openBatch,
  releaseOpenBatches,
  sealBatch,
} from '../src/modules/anchoring/open-batch-repository';
import { certificatesById, createCertificates } from './support/anchoring';
import { databaseTargets } from './support/databases';
import { clockReading } from './support/driven-clock';
import { type FakeChainRig, fakeChainRig } from './support/engine-on-fake-chain';

const targets = await databaseTargets();

describe.each(targets)('open batches on $name', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let rig: FakeChainRig;

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
    rig = fakeChainRig();
  });
  afterAll(async () => cleanup?.());

  const where = () => ({
    mode: 'live' as const,
    chainId: rig.fake.client.chain.id,
    contractAddress: rig.fake.client.contractAddress,
  });
  const rowsOf = (ids: string[]) => certificatesById(database, ids);
  /** Earlier tests leave certificates pending: out of the queue, so each test claims its own. */
  const emptyQueue = () =>
    database.db
      .update(certificates)
      .set({ status: 'expired' })
      .where(and(eq(certificates.status, 'pending'), isNull(certificates.batchId)));

  it('anchors once the certificates a dead leader left in an open batch', async () => {
    const created = await rig.certificates(database, 5);
    const abandoned = await openBatch(database.db, where());
    expect(await claimPendingCertificates(database.db, abandoned, 100, 'live')).toHaveLength(5);
    const before = await rig.fake.anchorLog.count();

    const engine = rig.start(database);
    try {
      const ids = created.map((c) => c.id);
      await rig.until(async () => (await rowsOf(ids)).every((c) => c.status === 'completed'), 'completion');
      const rows = await rowsOf(ids);
      expect(new Set(rows.map((r) => r.batchId)).size).toBe(1);
      expect(rows[0]?.batchId).not.toBe(abandoned);
      expect(await database.db.select().from(anchorBatches).where(eq(anchorBatches.id, abandoned))).toEqual(
        [],
      );
      expect(await rig.fake.anchorLog.count()).toBe(before + 1n);
    } finally {
      await engine.stop();
    }
  });

  it('never seals nor fills an open batch once another leader released it', async () => {
    await emptyQueue();
    const created = await createCertificates(database, 3);
    const batchId = await openBatch(database.db, where());
    const claimed = await claimPendingCertificates(database.db, batchId, 2, 'live');
    expect(claimed.map((c) => c.id).sort()).toEqual(
      created
        .slice(0, 2)
        .map((c) => c.id)
        .sort(),
    );

    expect(await releaseOpenBatches(database.db, where().chainId, where().contractAddress, new Date())).toBe(
      2,
    );
    expect((await rowsOf(created.map((c) => c.id))).every((c) => c.batchId === null)).toBe(true);
    expect(await claimPendingCertificates(database.db, batchId, 10, 'live')).toEqual([]);
    const sealed = await database.db.transaction(async (tx) =>
      sealBatch(tx, batchId, {
        root: `0x${'11'.repeat(32)}`,
        leaves: Buffer.alloc(64),
        leafCount: 2,
        nonce: 0,
      }),
    );
    expect(sealed).toBe(false);
  });

  it('refuses to seal an open batch whose rows differ from the leaves its root was built from', async () => {
    await emptyQueue();
    await createCertificates(database, 3);
    const batchId = await openBatch(database.db, where());
    expect(await claimPendingCertificates(database.db, batchId, 3, 'live')).toHaveLength(3);
    const sealed = await database.db.transaction(async (tx) =>
      sealBatch(tx, batchId, {
        root: `0x${'22'.repeat(32)}`,
        leaves: Buffer.alloc(64),
        leafCount: 2,
        nonce: 0,
      }),
    );
    expect(sealed).toBe(false);
    await releaseOpenBatches(database.db, where().chainId, where().contractAddress, new Date());
  });

  it('stops a timed gathering at its time, claiming in small statements, and leaves the rest pending', async () => {
    await emptyQueue();
    const created = await createCertificates(database, 1200);
    // The first look, at 0 ms, is already at the first limit: nothing is claimed.
    let at = -100;
    const context: EngineContext = {
      db: database.db,
      mode: 'live',
      chain: rig.fake.client,
      anchorLog: rig.fake.anchorLog,
      settings: loadConfig({}).anchoring,
      log: pino({ level: 'silent' }),
      // Each look at the clock finds it 100 ms later: the look at 100 ms leaves 50 ms before the limit of
      // 150 ms, time for the smallest claim (500 rows), and the look at 200 ms stops the gathering.
      clock: clockReading(() => {
        at += 100;
        return at;
      }),
    };
    const gatherer = createBatchGatherer(context, { maxBatch: 10_000, maxOpen: 1 });
    try {
      await gatherer.gather(0);
      expect(gatherer.size()).toBe(0);
      await gatherer.gather(150);
      expect(gatherer.size()).toBe(500);
      await gatherer.gather();
      const [batch] = gatherer.take(1);
      expect(batch?.leaves).toHaveLength(1200);
      const rows = await rowsOf(created.map((c) => c.id));
      expect(new Set(rows.map((r) => r.batchId))).toEqual(new Set([batch?.id]));
    } finally {
      await releaseOpenBatches(database.db, where().chainId, where().contractAddress, new Date());
    }
  });

  it('leaves a certificate past its deadline to expire rather than claim it', async () => {
    await emptyQueue();
    const [late] = await createCertificates(database, 1, -1000);
    const batchId = await openBatch(database.db, where());
    expect((await claimPendingCertificates(database.db, batchId, 10, 'live')).map((c) => c.id)).not.toContain(
      late?.id,
    );
    await releaseOpenBatches(database.db, where().chainId, where().contractAddress, new Date());
  });

  it('walks a batch through sealed, sent, mined and confirmed, refusing moves out of turn', async () => {
    await emptyQueue();
    const created = await createCertificates(database, 3);
    const batchId = await openBatch(database.db, where());
    const batchRow = async () =>
      (await database.db.select().from(anchorBatches).where(eq(anchorBatches.id, batchId)))[0];
    expect(await batchRow()).toMatchObject({ state: 'open', root: null, leaves: null });
    const claimed = await claimPendingCertificates(database.db, batchId, 10, 'live');
    expect(claimed).toHaveLength(3);

    const leaves = claimed
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((c) => leafHash(c.salt as Hex32, c.fileHash as Hex32));
    const root = buildMerkleTree(leaves).root;
    const outcome = {
      txHash: `0x${'44'.repeat(32)}`,
      blockNumber: 7,
      blockTimestamp: 1_700_000_000,
      gasUsed: 1n,
      feeWei: 1n,
      sequence: 1,
      explorerUrl: null,
    };
    // Out of turn: a batch still open is neither confirmed nor sent.
    expect(await confirmBatch(database.db, batchId, outcome, new Date())).toEqual([]);
    await markSent(database.db, batchId, new Date());
    expect((await batchRow())?.state).toBe('open');

    const sealed = await database.db.transaction((tx) =>
      sealBatch(tx, batchId, { root, leaves: packLeaves(leaves), leafCount: 3, nonce: 0 }),
    );
    expect(sealed).toBe(true);
    expect(await batchRow()).toMatchObject({ state: 'sealed', root, leafCount: 3 });
    await markSent(database.db, batchId, new Date());
    await recordMined(database.db, (await batchRow()) as BatchRow, outcome, new Date());
    expect(await batchRow()).toMatchObject({ state: 'mined', txHash: outcome.txHash, blockNumber: 7 });
    // Mined is not completed: the certificates wait for the confirmations.
    const ids = created.map((c) => c.id);
    expect((await rowsOf(ids)).every((r) => r.status === 'pending' && r.txHash === null)).toBe(true);

    expect((await confirmBatch(database.db, batchId, outcome, new Date())).sort()).toEqual([...ids].sort());
    expect(await confirmBatch(database.db, batchId, outcome, new Date())).toEqual([]);
    const rows = await rowsOf(ids);
    expect(rows.every((r) => r.status === 'completed' && r.txHash === outcome.txHash)).toBe(true);
    expect(rows.every((r) => r.blockNumber === 7 && r.blockchainTimestamp === 1_700_000_000)).toBe(true);
    // Each path comes from the batch's leaves, and leads to its root.
    const stored = (await batchRow())?.leaves as Buffer;
    for (const c of claimed) {
      const leaf = leafHash(c.salt as Hex32, c.fileHash as Hex32);
      expect(rootFromPath(leaf, pathInBatch(stored, leaf)?.path ?? [])).toBe(root);
    }
  });
});
