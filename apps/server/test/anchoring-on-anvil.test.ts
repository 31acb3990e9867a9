import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { horodocAnchorAbi } from '@horodoc/contracts/horodoc-anchor.generated';
import { ANVIL_ACCOUNT_KEYS, findFreePort, startAnvil } from '@horodoc/contracts/start-anvil';
import { type Hex32, leafHash } from '@horodoc/shared/merkle';
import { verifyProof } from '@horodoc/shared/verify-proof';
import { eq } from 'drizzle-orm';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChainClient } from '../src/adapters/chain/chain-client';
import type { Database } from '../src/adapters/db/database';
import { anchorBatches, anchorTransactions } from '../src/adapters/db/schema/anchoring';
import type { AnchoringEngine } from '../src/modules/anchoring/anchoring-engine';
import { buildProof } from '../src/modules/verification/build-proof';
import { certificatesById, createCertificates, eventually, startEngine } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
import { openDatabaseAndChain } from './support/database-and-chain';
import { databaseTargets, openMigratedPglite } from './support/databases';

/**
 * The engine end to end on anvil, the real contract behind the real adapter: an anchoring whose proofs verify
 * on chain with their evidence, a node that goes away, the contract's own revert. The rest of the engine's
 * behaviour is tested on the fake chain (`anchoring.test.ts` and beside it), which `anchor-log.test.ts` holds
 * to anvil.
 */
const targets = await databaseTargets();

async function rootCount(chain: ChainClient): Promise<bigint> {
  return chain.publicClient.readContract({
    address: chain.contractAddress,
    abi: horodocAnchorAbi,
    functionName: 'count',
  });
}

async function transactionsOf(database: Database, batchId: string) {
  return database.db.select().from(anchorTransactions).where(eq(anchorTransactions.batchId, batchId));
}

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

  const rootsOnChain = () => rootCount(chain.client);

  it.each([10])(
    'anchors %i certificates in one root and every proof verifies on chain, with its chain evidence',
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
          expect(proof).toHaveProperty('chainEvidence');
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
});

describe('anchoring when the chain misbehaves', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openMigratedPglite();
  });
  afterAll(async () => database?.close());

  it('pauses while the node is down and resumes by itself when it is back', async () => {
    const port = await findFreePort();
    const statePath = join(mkdtempSync(join(tmpdir(), 'horodoc-anvil-')), 'state.json');
    let { node, client } = await startTestChain({ port, statePath, blockTime: 1 });
    const engine = startEngine({ database, chain: client });
    try {
      const [first] = await createCertificates(database, 1);
      await engine.anchorNowAndWait(first?.id ?? '', 20_000);

      await node.stop();
      const created = await createCertificates(database, 3);
      await eventually(async () => (await engine.health()).paused != null, 30_000, 'the pause');
      const health = await engine.health();
      expect(health).toMatchObject({ ok: false, paused: { error: expect.any(String) } });
      // Pending, and in no batch: they may still expire while the node is away.
      expect(
        (
          await certificatesById(
            database,
            created.map((c) => c.id),
          )
        ).every((c) => c.status === 'pending' && c.batchId === null),
      ).toBe(true);

      node = await startAnvil({ port, statePath, blockTime: 1, slotsInAnEpoch: 1 });
      for (const c of created) await engine.anchorNowAndWait(c.id, 30_000);
      expect(await engine.health()).toMatchObject({ ok: true, paused: null });
      expect(await rootCount(client)).toBe(2n);
    } finally {
      await engine.stop();
      await node.stop();
    }
  });

  it('fails the certificates of a batch whose transaction keeps reverting, after retries', async () => {
    const chain = await startTestChain({ blockTime: 1 });
    const engine: { current?: AnchoringEngine } = {};
    try {
      // Ownership moves away from the anchoring key: every anchor() now reverts with NotOwner.
      const hash = await chain.client.walletClient.writeContract({
        address: chain.client.contractAddress,
        abi: horodocAnchorAbi,
        functionName: 'transferOwnership',
        args: [privateKeyToAccount(ANVIL_ACCOUNT_KEYS[1]).address],
      });
      await chain.client.publicClient.waitForTransactionReceipt({ hash });
      const [created] = await createCertificates(database, 1);
      engine.current = startEngine({ database, chain: chain.client });
      await expect(engine.current.anchorNowAndWait(created?.id ?? '', 30_000)).rejects.toMatchObject({
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
      await engine.current?.stop();
      await chain.stop();
    }
  });
});
