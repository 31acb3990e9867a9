import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { horodocAnchorAbi } from '@horodoc/contracts/horodoc-anchor.generated';
import { ANVIL_ACCOUNT_KEYS, findFreePort, startAnvil } from '@horodoc/contracts/start-anvil';
import { eq } from 'drizzle-orm';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainClient } from '../src/adapters/chain/chain-client';
import { type Database, openDatabase } from '../src/adapters/db/database';
import { anchorBatches, anchorTransactions } from '../src/adapters/db/schema/anchoring';
import type { AnchoringEngine } from '../src/modules/anchoring/anchoring-engine';
import { type CrashPoint, SimulatedCrash } from '../src/modules/anchoring/engine-context';
import { certificatesById, createCertificates, eventually, startEngine } from './support/anchoring';
import { nextBlock, startTestChain, type TestChain } from './support/chain';
import { openDatabaseAndChain } from './support/database-and-chain';
import { databaseTargets, openMigratedPglite } from './support/databases';

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

describe.each(targets)('anchoring faults on $name', (target) => {
  let database: Database;
  let chain: TestChain;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, chain, close } = await openDatabaseAndChain(target));
  });
  afterAll(async () => close?.());

  it.each<CrashPoint>(['before-broadcast', 'after-broadcast', 'after-receipt'])(
    'recovers from a crash %s with one transaction only and every certificate completed',
    async (point) => {
      const before = await rootCount(chain.client);
      const created = await createCertificates(database, 5);
      let crashed!: () => void;
      const crash = new Promise<void>((resolve) => {
        crashed = resolve;
      });
      const first = startEngine({
        database,
        chain: chain.client,
        crashPoint: (at) => {
          if (at !== point) return;
          crashed();
          throw new SimulatedCrash(at);
        },
      });
      await crash;
      await first.stop();
      const [assigned] = await certificatesById(database, [created[0]?.id ?? '']);
      expect(assigned?.status).toBe('pending');
      expect(assigned?.batchId).not.toBeNull();

      const second = startEngine({ database, chain: chain.client });
      try {
        const ids = created.map((c) => c.id);
        await eventually(
          async () => (await certificatesById(database, ids)).every((c) => c.status === 'completed'),
          20_000,
          'recovery',
        );
        const rows = await certificatesById(database, ids);
        const batchIds = new Set(rows.map((r) => r.batchId));
        expect(batchIds.size).toBe(1);
        const transactions = await transactionsOf(database, assigned?.batchId ?? '');
        expect(transactions).toHaveLength(1);
        expect(rows.every((r) => r.txHash === transactions[0]?.txHash)).toBe(true);
        expect(await rootCount(chain.client)).toBe(before + 1n);
      } finally {
        await second.stop();
      }
    },
  );

  it('replaces a transaction stuck unmined with the same nonce and higher fees', async () => {
    const before = await rootCount(chain.client);
    const [created] = await createCertificates(database, 1);
    const test = chain.client.publicClient as unknown as {
      request(args: { method: string; params: unknown[] }): Promise<unknown>;
    };
    await test.request({ method: 'evm_setIntervalMining', params: [0] });
    const engine = startEngine({ database, chain: chain.client, stuckAfterMs: 2000 });
    try {
      await eventually(
        async () => {
          const [row] = await certificatesById(database, [created?.id ?? '']);
          return row?.batchId ? (await transactionsOf(database, row.batchId)).length >= 2 : false;
        },
        20_000,
        'a replacement transaction',
      );
      await test.request({ method: 'evm_setIntervalMining', params: [1] });
      const done = await engine.anchorNowAndWait(created?.id ?? '', 20_000);
      const transactions = await transactionsOf(database, done.batchId ?? '');
      const [original, replacement] = transactions.sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
      );
      expect(replacement?.nonce).toBe(original?.nonce);
      expect(BigInt(replacement?.maxFeePerGas ?? 0)).toBeGreaterThan(BigInt(original?.maxFeePerGas ?? 0));
      expect(transactions.map((t) => t.txHash)).toContain(done.txHash);
      expect(await rootCount(chain.client)).toBe(before + 1n);
    } finally {
      await test.request({ method: 'evm_setIntervalMining', params: [1] });
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

const postgres = targets.find((t) => t.name === 'postgres');

describe.skipIf(!postgres)('two anchoring workers racing on PostgreSQL', () => {
  it('elects one leader, never anchors a certificate twice, and fails over when the leader stops', async () => {
    const opened = await (postgres as NonNullable<typeof postgres>).open();
    const chain = await startTestChain({ blockTime: 1 });
    // Two instances: each its own pool, as two processes would have.
    const other = await openDatabase({ kind: 'postgres', url: opened.url ?? '' });
    const engines = [
      startEngine({ database: opened.database, chain: chain.client }),
      startEngine({ database: other, chain: chain.client }),
    ];
    try {
      const before = await rootCount(chain.client);
      const created = [];
      for (let wave = 0; wave < 4; wave++) {
        created.push(...(await createCertificates(opened.database, 25)));
        const leaders = (await Promise.all(engines.map((e) => e.health()))).filter((h) => h.leader).length;
        expect(leaders).toBeLessThanOrEqual(1);
        // Each wave in a block of its own.
        await nextBlock(chain.client);
      }
      const ids = created.map((c) => c.id);
      await eventually(
        async () => (await certificatesById(opened.database, ids)).every((c) => c.status === 'completed'),
        30_000,
        'completion',
      );
      const health = await Promise.all(engines.map((e) => e.health()));
      expect(health.filter((h) => h.leader)).toHaveLength(1);

      const batches = await opened.database.db.select().from(anchorBatches);
      expect(BigInt(batches.filter((b) => b.state === 'confirmed').length)).toBe(
        (await rootCount(chain.client)) - before,
      );
      expect(batches.reduce((sum, b) => sum + b.leafCount, 0)).toBe(created.length);
      const nonces = (await opened.database.db.select().from(anchorTransactions)).map((t) => t.nonce);
      expect(new Set(nonces).size).toBe(nonces.length);

      // The leader stops: the other instance takes over and anchors what comes next.
      const leaderIndex = health.findIndex((h) => h.leader);
      await engines[leaderIndex]?.stop();
      const follower = engines[1 - leaderIndex] as AnchoringEngine;
      const [late] = await createCertificates(opened.database, 1);
      const done = await follower.anchorNowAndWait(late?.id ?? '', 30_000);
      expect(done.status).toBe('completed');
      expect((await follower.health()).leader).toBe(true);
    } finally {
      await Promise.all(engines.map((e) => e.stop()));
      await other.close();
      await chain.stop();
      await opened.cleanup();
    }
  });
});
