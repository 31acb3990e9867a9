import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { anchorBatches } from '../../adapters/db/schema/anchoring';

export interface UnstampedBatch {
  id: string;
  root: string;
}

/** Confirmed batches without a token whose retry time has come, oldest confirmation first. */
export async function findUnstampedBatches(db: Db, now: Date, limit: number): Promise<UnstampedBatch[]> {
  return (
    db
      // A confirmed batch always has its root.
      .select({ id: anchorBatches.id, root: sql<string>`${anchorBatches.root}` })
      .from(anchorBatches)
      .where(
        and(
          eq(anchorBatches.state, 'confirmed'),
          isNull(anchorBatches.tsaToken),
          or(isNull(anchorBatches.tsaRetryAt), lte(anchorBatches.tsaRetryAt, now)),
        ),
      )
      .orderBy(asc(anchorBatches.confirmedAt))
      .limit(limit)
  );
}

/** Keeps the token; a batch stamped meanwhile by another instance keeps its first one. */
export async function saveTimestamp(
  db: Db,
  batchId: string,
  stamp: { token: string; time: Date; authority: string; qualified: boolean; chain: string[] },
): Promise<void> {
  await db
    .update(anchorBatches)
    .set({
      tsaToken: stamp.token,
      tsaTime: stamp.time,
      tsaAuthority: stamp.authority,
      tsaQualified: stamp.qualified,
      tsaChain: stamp.chain,
      tsaAttempts: sql`${anchorBatches.tsaAttempts} + 1`,
      tsaRetryAt: null,
      tsaLastError: null,
    })
    .where(and(eq(anchorBatches.id, batchId), isNull(anchorBatches.tsaToken)));
}

export async function recordTimestampFailure(db: Db, batchId: string, error: string, retryAt: Date) {
  await db
    .update(anchorBatches)
    .set({
      tsaAttempts: sql`${anchorBatches.tsaAttempts} + 1`,
      tsaRetryAt: retryAt,
      tsaLastError: error.slice(0, 500),
    })
    .where(eq(anchorBatches.id, batchId));
}
