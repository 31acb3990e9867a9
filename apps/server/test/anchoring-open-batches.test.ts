import { horodocAnchorAbi } from '@horodoc/contracts/horodoc-anchor.generated';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { anchorBatches } from '../src/adapters/db/schema/anchoring';
import { certificates } from '../src/adapters/db/schema/certificates';
import { completeBatch, recordOutcome } from '../src/modules/anchoring/batch-repository';
import {
  claimPendingCertificates,
  openBatch,
  releaseOpenBatches,
  sealBatch,
} from '../src/modules/anchoring/open-batch-repository';
import { PATH_CHUNK, writePaths } from '../src/modules/anchoring/path-repository';
import {
  certificatesById,
  createCertificates,
  eventually,
  randomFingerprint,
  startEngine,
} from './support/anchoring';
import type { TestChain } from './support/chain';
import { openDatabaseAndChain } from './support/database-and-chain';
import { databaseTargets } from './support/databases';

const targets = await databaseTargets();

describe.each(targets)('open batches on $name', (target) => {
  let database: Database;
  let chain: TestChain;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, chain, close } = await openDatabaseAndChain(target));
  });
  afterAll(async () => close?.());

  const where = () => ({ chainId: chain.client.chain.id, contractAddress: chain.client.contractAddress });
  const rowsOf = (ids: string[]) => certificatesById(database, ids);
  /** Earlier tests leave certificates pending: out of the queue, so each test claims its own. */
  const emptyQueue = () =>
    database.db.update(certificates).set({ status: 'expired' }).where(eq(certificates.status, 'pending'));

  it('anchors once the certificates a dead leader left in an open batch', async () => {
    const created = await createCertificates(database, 5);
    const abandoned = await openBatch(database.db, where());
    expect(await claimPendingCertificates(database.db, abandoned, 100)).toHaveLength(5);
    const before = await chain.client.publicClient.readContract({
      address: chain.client.contractAddress,
      abi: horodocAnchorAbi,
      functionName: 'count',
    });

    const engine = startEngine({ database, chain: chain.client });
    try {
      const ids = created.map((c) => c.id);
      await eventually(
        async () => (await rowsOf(ids)).every((c) => c.status === 'completed'),
        20_000,
        'completion',
      );
      const rows = await rowsOf(ids);
      expect(new Set(rows.map((r) => r.batchId)).size).toBe(1);
      expect(rows[0]?.batchId).not.toBe(abandoned);
      expect(await database.db.select().from(anchorBatches).where(eq(anchorBatches.id, abandoned))).toEqual(
        [],
      );
      const after = await chain.client.publicClient.readContract({
        address: chain.client.contractAddress,
        abi: horodocAnchorAbi,
        functionName: 'count',
      });
      expect(after).toBe(before + 1n);
    } finally {
      await engine.stop();
    }
  });

  it('never seals nor fills an open batch once another leader released it', async () => {
    await emptyQueue();
    const created = await createCertificates(database, 3);
    const batchId = await openBatch(database.db, where());
    const claimed = await claimPendingCertificates(database.db, batchId, 2);
    expect(claimed.map((c) => c.id).sort()).toEqual(
      created
        .slice(0, 2)
        .map((c) => c.id)
        .sort(),
    );

    expect(await releaseOpenBatches(database.db, where().chainId, where().contractAddress)).toBe(2);
    expect((await rowsOf(created.map((c) => c.id))).every((c) => c.batchId === null)).toBe(true);
    expect(await claimPendingCertificates(database.db, batchId, 10)).toEqual([]);
    const sealed = await database.db.transaction(async (tx) =>
      sealBatch(tx, batchId, { root: `0x${'11'.repeat(32)}`, leafCount: 2, nonce: 0 }),
    );
    expect(sealed).toBe(false);
  });

  it('refuses to seal an open batch whose rows differ from the leaves its root was built from', async () => {
    await emptyQueue();
    await createCertificates(database, 3);
    const batchId = await openBatch(database.db, where());
    expect(await claimPendingCertificates(database.db, batchId, 3)).toHaveLength(3);
    const sealed = await database.db.transaction(async (tx) =>
      sealBatch(tx, batchId, { root: `0x${'22'.repeat(32)}`, leafCount: 2, nonce: 0 }),
    );
    expect(sealed).toBe(false);
    await releaseOpenBatches(database.db, where().chainId, where().contractAddress);
  });

  it('leaves a certificate past its deadline to expire rather than claim it', async () => {
    await emptyQueue();
    const [late] = await createCertificates(database, 1, -1000);
    const batchId = await openBatch(database.db, where());
    expect((await claimPendingCertificates(database.db, batchId, 10)).map((c) => c.id)).not.toContain(
      late?.id,
    );
    await releaseOpenBatches(database.db, where().chainId, where().contractAddress);
  });

  it('completes certificates with their path once mined, and the batch with the last of them', async () => {
    await emptyQueue();
    // More than one statement of paths: the last one is left to the batch's completion.
    const created = await database.db
      .insert(certificates)
      .values(
        Array.from({ length: PATH_CHUNK + 100 }, (_, i) => ({
          fileHash: randomFingerprint(),
          fileName: `document-${i}.pdf`,
          fileSize: 1000,
          source: 'api' as const,
          salt: randomFingerprint(),
          deadlineAt: new Date(Date.now() + 600_000),
        })),
      )
      .returning({ id: certificates.id });
    const batchId = await openBatch(database.db, where());
    expect(await claimPendingCertificates(database.db, batchId, created.length)).toHaveLength(created.length);
    const path = [{ side: 'left' as const, hash: `0x${'33'.repeat(32)}` as const }];
    const entries = created.map((c, leafIndex) => ({ id: c.id, leafIndex, path }));
    const [first, ...others] = entries;
    const outcome = {
      txHash: `0x${'44'.repeat(32)}`,
      blockNumber: 7,
      blockTimestamp: 1_700_000_000,
      gasUsed: 1n,
      feeWei: 1n,
      sequence: 1,
      explorerUrl: null,
    };
    const batchRow = async () =>
      (await database.db.select().from(anchorBatches).where(eq(anchorBatches.id, batchId)))[0];

    await writePaths(database.db, [first as (typeof entries)[number]]);
    expect(await recordOutcome(database.db, batchId, outcome, [])).toEqual([first?.id]);
    expect(await batchRow()).toMatchObject({ txHash: outcome.txHash, blockNumber: 7 });
    const withPaths = await writePaths(database.db, others, () => outcome);
    expect(withPaths).toHaveLength(PATH_CHUNK);
    const statuses = new Map((await rowsOf(created.map((c) => c.id))).map((r) => [r.id, r]));
    for (const id of withPaths)
      expect(statuses.get(id)).toMatchObject({ status: 'completed', merklePath: path });
    expect(others.slice(PATH_CHUNK).every((e) => statuses.get(e.id)?.status === 'pending')).toBe(true);
    expect((await batchRow())?.state).not.toBe('confirmed');

    expect(await completeBatch(database.db, batchId, outcome)).toHaveLength(others.length - PATH_CHUNK);
    expect(await batchRow()).toMatchObject({ state: 'confirmed' });
    expect((await rowsOf(created.map((c) => c.id))).every((r) => r.status === 'completed')).toBe(true);
  });
});
