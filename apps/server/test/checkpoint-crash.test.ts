import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { horodocAnchorAbi } from '@horodoc/contracts/horodoc-anchor.generated';
import { httpJsonRpc } from '@horodoc/shared/json-rpc';
import { verifyProof } from '@horodoc/shared/verify-proof';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/adapters/db/database';
import { checkpoints, checkpointTransactions } from '../src/adapters/db/schema/checkpoints';
import { anchoredProof } from '../src/modules/verification/anchored-proof';
import { findCertificateById } from '../src/modules/verification/verification-repository';
import { startEngine } from './support/anchoring';
import { startTestChain, startTestL1, type TestChain } from './support/chain';
import {
  anchorFinalBatches,
  CHECKPOINT_EVERY_MS,
  driveToFinal,
  testCheckpointer,
} from './support/checkpoints';
import { drivenClock } from './support/driven-clock';

const standIn = new URL('./support/run-checkpoint-step.ts', import.meta.url).pathname;

/** Runs the job in a process of its own until it kills itself with SIGKILL at `point`. */
function killDuringSend(
  dataDir: string,
  base: TestChain,
  l1: TestChain,
  point: string,
  now: number,
): Promise<NodeJS.Signals | null> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      standIn,
      dataDir,
      base.node.rpcUrl,
      base.client.contractAddress,
      l1.node.rpcUrl,
      l1.client.contractAddress,
      point,
      String(now),
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  return new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
}

/**
 * kill -9 during a checkpoint's send, before and after its broadcast: after the restart, one L1 transaction
 * per checkpoint, and every covered proof can be upgraded and verified with the L1 node alone.
 */
describe('a checkpoint killed during its send', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'horodoc-checkpoint-crash-'));
  let base: TestChain;
  let l1: TestChain;
  let database: Database;
  const clock = drivenClock(Date.now());

  beforeAll(async () => {
    base = await startTestChain({ blockTime: 1 });
    l1 = await startTestL1();
  });
  afterAll(async () => {
    await database?.close();
    await l1?.stop();
    await base?.stop();
  });

  /** Anchors batches in the data folder's database, then lets the child have it. */
  async function anchorThenRelease(sizes: number[]): Promise<string[]> {
    database = await openDatabase({ kind: 'pglite', dataDir });
    const engine = startEngine({ database, chain: base.client });
    const ids = await anchorFinalBatches(database, engine, sizes);
    await engine.stop();
    await database.close();
    database = undefined as never;
    return ids.flat();
  }

  it.each(['before-broadcast', 'after-broadcast'])(
    'sends it once and seals every proof after a kill -9 %s',
    async (point) => {
      const ids = await anchorThenRelease([2]);
      const logCount = () =>
        l1.client.publicClient.readContract({
          address: l1.client.contractAddress,
          abi: horodocAnchorAbi,
          functionName: 'count',
        });
      const before = await logCount();
      // A day after the last checkpoint: the next one is due.
      clock.advance(CHECKPOINT_EVERY_MS);
      expect(await killDuringSend(dataDir, base, l1, point, clock.now())).toBe('SIGKILL');

      database = await openDatabase({ kind: 'pglite', dataDir });
      const [left] = await database.db.select().from(checkpoints).orderBy(desc(checkpoints.gatheredAt));
      expect(left?.state).toBe('gathered');
      // Killed after its broadcast, the transaction is on the chain (a block per transaction here) already.
      expect(await logCount()).toBe(point === 'after-broadcast' ? before + 1n : before);
      const checkpointer = testCheckpointer({ database, base: base.client, l1: l1.client, clock });
      const final = await driveToFinal(checkpointer, clock, database, l1.client);
      await checkpointer.release();

      const all = await database.db.select().from(checkpoints);
      // One checkpoint per run, each with one transaction, and the L1 log holds exactly those.
      expect(Number(await logCount())).toBe(all.length);
      const sent = await database.db.select().from(checkpointTransactions);
      expect(sent).toHaveLength(all.length);
      const nonce = await l1.client.publicClient.getTransactionCount({ address: l1.client.account.address });
      expect(nonce).toBe(1 + all.length);

      for (const id of ids) {
        const found = await findCertificateById(database.db, id);
        const proof = found && anchoredProof(found, base.client);
        expect(proof, id).toMatchObject({ version: 4, checkpoint: { root: final.root } });
        const checked = await verifyProof(proof, { l1Rpc: httpJsonRpc(l1.node.rpcUrl) });
        expect(checked, id).toMatchObject({ valid: true, checkpoint: { checkedOnChain: true } });
      }
      await database.close();
      database = undefined as never;
    },
    120_000,
  );
});
