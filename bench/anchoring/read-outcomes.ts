/**
 * What the benchmark reads back from the database: the only place that knows where a certificate's
 * outcome is stored, so a change of the lifecycle's tables is followed here alone.
 */
import { eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/adapters/db/database';
import { rowsOf } from '../../apps/server/src/adapters/db/rows';
import { anchorBatches } from '../../apps/server/src/adapters/db/schema/anchoring';
import { certificates } from '../../apps/server/src/adapters/db/schema/certificates';
import {
  certificateView,
  derivedStatus,
} from '../../apps/server/src/modules/certificate-view/certificate-view';

export interface Outcome {
  createdAt: number;
  completedAt: number | null;
  batchId: string | null;
}

/** How many certificates still wait for their anchoring. */
export async function countPending(database: Database): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await database.db.execute(
      sql`select count(*)::int as n from certificates c left join anchor_batches b on b.id = c.batch_id
        where c.status = 'pending' and ${derivedStatus('c', 'b')} = 'pending'`,
    ),
  );
  return row?.n ?? 0;
}

/** The certificates fed under `tag` (their file names start with it): when created, when completed. */
export async function outcomesOf(database: Database, tag: string): Promise<Outcome[]> {
  const rows = await database.db
    .select({
      createdAt: certificates.createdAt,
      completedAt: certificateView.completedAt,
      batchId: certificates.batchId,
    })
    .from(certificates)
    .leftJoin(anchorBatches, eq(anchorBatches.id, certificates.batchId))
    .where(like(certificates.fileName, `${tag}-%`));
  return rows.map((r) => ({
    createdAt: r.createdAt.getTime(),
    completedAt: r.completedAt?.getTime() ?? null,
    batchId: r.batchId,
  }));
}

/** A batch's size and the gas its transaction used. */
export async function batchGas(
  database: Database,
  batchId: string,
): Promise<{ leafCount: number; gasUsed: bigint | null } | null> {
  const [batch] = await database.db
    .select({ leafCount: anchorBatches.leafCount, gasUsed: anchorBatches.gasUsed })
    .from(anchorBatches)
    .where(eq(anchorBatches.id, batchId));
  return batch ?? null;
}
