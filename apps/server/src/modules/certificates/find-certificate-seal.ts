import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { anchorBatches } from '../../adapters/db/schema/anchoring';
import { certificates } from '../../adapters/db/schema/certificates';
import { type CheckpointRow, checkpoints } from '../../adapters/db/schema/checkpoints';

/**
 * The final Ethereum checkpoint that seals a certificate, through its batch (as the batch's transaction is
 * read by a join, never copied): null until one is final.
 */
export async function findCertificateSeal(db: Db, certificateId: string): Promise<CheckpointRow | null> {
  const [row] = await db
    .select({ checkpoint: checkpoints })
    .from(certificates)
    .innerJoin(anchorBatches, eq(anchorBatches.id, certificates.batchId))
    .innerJoin(
      checkpoints,
      and(eq(checkpoints.id, anchorBatches.checkpointId), eq(checkpoints.state, 'final')),
    )
    .where(eq(certificates.id, certificateId));
  return row?.checkpoint ?? null;
}

/**
 * The final checkpoints among `ids`, by id: read once for a page of certificates, rather than joined to each
 * row (ten thousand rows of one checkpoint would each carry its evidence).
 */
export async function findFinalCheckpoints(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, CheckpointRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(checkpoints)
    .where(and(inArray(checkpoints.id, [...ids]), eq(checkpoints.state, 'final')));
  return new Map(rows.map((row) => [row.id, row]));
}
