import { and, eq, inArray } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../adapters/db/database';
import { anchorBatches } from '../../adapters/db/schema/anchoring';
import { type BatchState, canTransition } from './batch-lifecycle';

type BatchValues = Omit<PgUpdateSetSource<typeof anchorBatches>, 'state'>;

/**
 * Moves a batch from one of `from` to `to`, with `values`, in one conditional update: a batch found in any
 * other state is left as it is, so two instances (or a restart) never apply the same move twice.
 * @returns whether the batch moved.
 * @throws when a move in the request is not in the lifecycle: a programming error, caught by the tests.
 */
export async function moveBatch(
  db: Db | Tx,
  batchId: string,
  move: { from: BatchState | BatchState[]; to: BatchState },
  values: BatchValues = {},
): Promise<boolean> {
  const from = Array.isArray(move.from) ? move.from : [move.from];
  for (const state of from) {
    if (!canTransition(state, move.to)) throw new Error(`illegal batch move ${state} → ${move.to}`);
  }
  const moved = await db
    .update(anchorBatches)
    .set({ ...values, state: move.to })
    .where(and(eq(anchorBatches.id, batchId), inArray(anchorBatches.state, from)))
    .returning({ id: anchorBatches.id });
  return moved.length > 0;
}
