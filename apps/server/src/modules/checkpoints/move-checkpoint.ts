import { and, eq, inArray } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../adapters/db/database';
import { checkpoints } from '../../adapters/db/schema/checkpoints';
import { type CheckpointState, canMoveCheckpoint } from './checkpoint-lifecycle';

type CheckpointValues = Omit<PgUpdateSetSource<typeof checkpoints>, 'state'>;

/**
 * Moves a checkpoint from one of `from` to `to`, with `values`, in one conditional update: a checkpoint found
 * in any other state is left as it is, so two instances (or a restart) never apply the same move twice.
 * @returns whether it moved.
 * @throws when a move in the request is not in the lifecycle: a programming error, caught by the tests.
 */
export async function moveCheckpoint(
  db: Db | Tx,
  checkpointId: string,
  move: { from: CheckpointState | CheckpointState[]; to: CheckpointState },
  values: CheckpointValues = {},
): Promise<boolean> {
  const from = Array.isArray(move.from) ? move.from : [move.from];
  for (const state of from) {
    if (!canMoveCheckpoint(state, move.to)) throw new Error(`illegal checkpoint move ${state} → ${move.to}`);
  }
  const moved = await db
    .update(checkpoints)
    .set({ ...values, state: move.to })
    .where(and(eq(checkpoints.id, checkpointId), inArray(checkpoints.state, from)))
    .returning({ id: checkpoints.id });
  return moved.length > 0;
}
