import { horodocAnchorAbi } from '@horodoc/contracts/horodoc-anchor.generated';
import { type Hex32, leafHash } from '@horodoc/shared/merkle';
import { verifyProof } from '@horodoc/shared/verify-proof';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { anchorBatches, anchorTransactions } from '../src/adapters/db/schema/anchoring';
import { AnchoringError } from '../src/modules/anchoring/anchoring-engine';
import { buildProof } from '../src/modules/verification/build-proof';
import { certificatesById, createCertificates, eventually, startEngine } from './support/anchoring';
import type { TestChain } from './support/chain';
import { openDatabaseAndChain } from './support/database-and-chain';
import { databaseTargets } from './support/databases';

const targets = await databaseTargets();

describe.each(targets)('anchoring on $name', (target) => {
  // A fresh database and chain for each test: none reads what another left behind.
  let database: Database;
  let chain: TestChain;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ database, chain, close } = await openDatabaseAndChain(target));
  });
  afterEach(async () => close?.());

  const statusesOf = (ids: string[]) => certificatesById(database, ids);

  async function rootsOnChain(): Promise<bigint> {
    return chain.client.publicClient.readContract({
      address: chain.client.contractAddress,
      abi: horodocAnchorAbi,
      functionName: 'count',
    });
  }

  it.each([1, 10, 1000])(
    'anchors %i certificates in one root and every proof verifies on chain',
    async (count) => {
      const before = await rootsOnChain();
      const created = await createCertificates(database, count);
      const engine = startEngine({ database, chain: chain.client });
      try {
        const ids = created.map((c) => c.id);
        await eventually(
          async () => (await statusesOf(ids)).every((c) => c.status === 'completed'),
          30_000,
          'completion',
        );
        const rows = await statusesOf(ids);
        expect(new Set(rows.map((r) => r.batchId)).size).toBe(1);
        expect(await rootsOnChain()).toBe(before + 1n);
        const [batch] = await database.db
          .select()
          .from(anchorBatches)
          .where(eq(anchorBatches.id, rows[0]?.batchId ?? ''));
        expect(batch).toMatchObject({ state: 'confirmed', leafCount: count });
        expect(batch?.gasUsed).toBeGreaterThan(0n);
        expect(BigInt(batch?.feeWei ?? '0')).toBeGreaterThan(0n);
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
          const result = await verifyProof(proof, {
            fingerprint: row.fileHash,
            publicClient: chain.client.publicClient as never,
          });
          expect(result, row.id).toMatchObject({ valid: true, checkedOnChain: true });
          if (count === 1000 && rows.indexOf(row) >= 20) break;
        }
      } finally {
        await engine.stop();
      }
    },
  );

  it('rejects on chain a proof whose contract, chain, timestamp or root was tampered with', async () => {
    const [created] = await createCertificates(database, 1);
    const engine = startEngine({ database, chain: chain.client });
    try {
      const done = await engine.anchorNowAndWait(created?.id ?? '', 20_000);
      const [batch] = await database.db
        .select()
        .from(anchorBatches)
        .where(eq(anchorBatches.id, done.batchId ?? ''));
      const proof = buildProof({
        certificate: done,
        batch: batch as never,
        chainName: 'Anvil',
        explorerUrl: null,
        deploymentBlock: null,
      });
      const client = chain.client.publicClient as never;
      const check = (p: object) => verifyProof(p, { publicClient: client });
      expect(await check(proof)).toMatchObject({ valid: true });
      expect(await check({ ...proof, chainId: 8453 })).toMatchObject({ reason: 'chain_mismatch' });
      expect(
        await check({ ...proof, contractAddress: '0x000000000000000000000000000000000000dEaD' }),
      ).toMatchObject({
        reason: 'contract_not_found',
      });
      expect(await check({ ...proof, blockTimestamp: proof.blockTimestamp - 60 })).toMatchObject({
        reason: 'block_time_mismatch',
      });
      expect(await check({ ...proof, transactionHash: `0x${'ab'.repeat(32)}` })).toMatchObject({
        reason: 'transaction_mismatch',
      });
      // Some other contract at the named address: its code is not HorodocAnchor's.
      const deploy = await chain.client.walletClient.sendTransaction({
        data: '0x6001600c60003960016000f300',
      });
      const { contractAddress: other } = await chain.client.publicClient.waitForTransactionReceipt({
        hash: deploy,
      });
      expect(await check({ ...proof, contractAddress: other })).toMatchObject({
        reason: 'contract_not_genuine',
      });
      // A forged but self-consistent proof (another salt, so its own leaf and root) is not on chain.
      const salt = `0x${'77'.repeat(32)}` as Hex32;
      const leaf = leafHash(salt, proof.fingerprint);
      const forged = { ...proof, salt, leaf, path: [], root: leaf };
      expect(await check(forged)).toMatchObject({ reason: 'root_not_on_chain' });
    } finally {
      await engine.stop();
    }
  });

  it('answers a waiting flow once anchored, and times out without losing the certificate', async () => {
    const [created] = await createCertificates(database, 1);
    // A stopped worker: the wait ends with an error, the certificate stays pending for the next leader.
    const idle = startEngine({ database, chain: chain.client });
    await idle.stop();
    await expect(idle.anchorNowAndWait(created?.id ?? '', 300)).rejects.toBeInstanceOf(AnchoringError);
    expect((await statusesOf([created?.id ?? '']))[0]?.status).toBe('pending');
    const engine = startEngine({ database, chain: chain.client });
    try {
      const done = await engine.anchorNowAndWait(created?.id ?? '', 20_000);
      expect(done.status).toBe('completed');
    } finally {
      await engine.stop();
    }
  });

  it('expires a certificate whose deadline passes before it is anchored', async () => {
    const [late] = await createCertificates(database, 1, -1000);
    const engine = startEngine({ database, chain: chain.client });
    try {
      await expect(engine.anchorNowAndWait(late?.id ?? '', 10_000)).rejects.toMatchObject({
        reason: 'expired',
      });
      const [row] = await statusesOf([late?.id ?? '']);
      expect(row).toMatchObject({ status: 'expired', batchId: null });
    } finally {
      await engine.stop();
    }
  });

  it('records Ethereum finality once the block is final', async () => {
    const [created] = await createCertificates(database, 1);
    const engine = startEngine({ database, chain: chain.client });
    try {
      await engine.anchorNowAndWait(created?.id ?? '', 20_000);
      await eventually(
        async () => (await statusesOf([created?.id ?? '']))[0]?.finalizedAt != null,
        30_000,
        'finality',
      );
    } finally {
      await engine.stop();
    }
  });

  it('keeps the transactions of every batch and one nonce each', async () => {
    const engine = startEngine({ database, chain: chain.client });
    try {
      // One batch after the other: two transactions of the one signer.
      for (let i = 0; i < 2; i++) {
        const [created] = await createCertificates(database, 1);
        await engine.anchorNowAndWait(created?.id ?? '', 20_000);
      }
    } finally {
      await engine.stop();
    }
    const rows = await database.db.select().from(anchorTransactions);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const nonces = rows.map((r) => r.nonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    const [{ n } = { n: -1 }] = (
      (await database.db.execute(
        sql`select count(*)::int as n from anchor_batches where state = 'confirmed'`,
      )) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    expect(BigInt(n)).toBe(await rootsOnChain());
  });
});
