import { and, desc, eq, isNull } from 'drizzle-orm';
import { pino } from 'pino';
import type { ChainClient } from '../../src/adapters/chain/chain-client';
import type { Database } from '../../src/adapters/db/database';
import { anchorBatches } from '../../src/adapters/db/schema/anchoring';
import { type CheckpointRow, checkpoints } from '../../src/adapters/db/schema/checkpoints';
import type { AnchoringEngine } from '../../src/modules/anchoring/anchoring-engine';
import {
  type CheckpointerOptions,
  createCheckpointer,
} from '../../src/modules/checkpoints/create-checkpointer';
import { createCertificates, eventually } from './anchoring';
import { mineBlocks } from './chain';
import type { DrivenClock } from './driven-clock';

export const CHECKPOINT_EVERY_MS = 24 * 3_600_000;

/** The checkpoint job on a driven clock, a day apart, one L1 block time of one second. */
export function testCheckpointer(
  options: Pick<CheckpointerOptions, 'database' | 'base' | 'l1' | 'clock'> & Partial<CheckpointerOptions>,
) {
  return createCheckpointer({
    settings: { everyMs: CHECKPOINT_EVERY_MS, confirmations: 1, blockTimeMs: 1000, publicRpcUrl: null },
    lowBalanceWei: 1n,
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    ...options,
  });
}

/**
 * Anchors `sizes.length` batches of the given sizes, one after the other, with the real engine, and waits
 * until each is final on its chain (a checkpoint seals only final roots).
 * @returns the certificates' ids, batch by batch.
 */
export async function anchorFinalBatches(
  database: Database,
  anchoring: AnchoringEngine,
  sizes: number[],
): Promise<string[][]> {
  const ids: string[][] = [];
  for (const size of sizes) {
    const created = await createCertificates(database, size);
    for (const certificate of created) await anchoring.anchorNowAndWait(certificate.id, 30_000);
    ids.push(created.map((c) => c.id));
  }
  // Every confirmed batch, those anchored before included.
  await eventually(
    async () =>
      (
        await database.db
          .select({ id: anchorBatches.id })
          .from(anchorBatches)
          .where(and(eq(anchorBatches.state, 'confirmed'), isNull(anchorBatches.finalizedAt)))
      ).length === 0,
    30_000,
    'the batches final',
  );
  return ids;
}

/**
 * Drives one checkpoint to `final` on an L1 that mines a block per transaction: each tick moves it one step,
 * and the blocks its confirmations and finality need are mined at once.
 */
export async function driveToFinal(
  checkpointer: { tick(): Promise<void> },
  clock: DrivenClock,
  database: Database,
  l1: ChainClient,
): Promise<CheckpointRow> {
  for (let step = 0; step < 12; step++) {
    await checkpointer.tick();
    // One L1 block time later: the job in flight is due again.
    clock.advance(1000);
    const [last] = await database.db
      .select()
      .from(checkpoints)
      .orderBy(desc(checkpoints.firstSequence))
      .limit(1);
    if (last?.state === 'final') return last;
    if (last?.state === 'mined' || last?.state === 'confirmed') await mineBlocks(l1, 3);
  }
  throw new Error('the checkpoint did not become final in 12 steps');
}
