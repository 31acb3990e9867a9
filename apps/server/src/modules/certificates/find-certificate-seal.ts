import { and, eq } from 'drizzle-orm';
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
