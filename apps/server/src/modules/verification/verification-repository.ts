import { and, eq } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { anchorBatches } from '../../adapters/db/schema/anchoring';
import { certificates } from '../../adapters/db/schema/certificates';
import { type CheckpointRow, checkpoints } from '../../adapters/db/schema/checkpoints';
import { type CertificateRow, certificateView } from '../certificate-view/certificate-view';
import type { AnchorBatchRow } from './build-proof';

export interface CertificateWithBatch {
  certificate: CertificateRow;
  /** Null while the certificate waits for a batch. */
  batch: AnchorBatchRow | null;
  /** The final Ethereum checkpoint covering its batch: its proof is then sealed (version 4). */
  checkpoint?: CheckpointRow | null;
}

/** The final checkpoint of a certificate's batch, joined: a checkpoint still in flight seals nothing yet. */
const finalCheckpointOfBatch = and(
  eq(checkpoints.id, anchorBatches.checkpointId),
  eq(checkpoints.state, 'final'),
);

/**
 * The live certificate of a fingerprint (pending or completed: at most one per mode, by a unique index), with
 * its batch: the live mode's when there is one, else a test key's. Failed and expired attempts are not live
 * and are never reported.
 */
export async function findLiveCertificateByHash(
  db: Db,
  fileHash: string,
): Promise<CertificateWithBatch | null> {
  const [row] = await db
    .select({ certificate: certificateView, batch: anchorBatches, checkpoint: checkpoints })
    .from(certificates)
    .leftJoin(anchorBatches, eq(anchorBatches.id, certificates.batchId))
    .leftJoin(checkpoints, finalCheckpointOfBatch)
    .where(and(eq(certificates.fileHash, fileHash), eq(certificates.status, 'pending')))
    // The enum's order: live before test.
    .orderBy(certificates.mode)
    .limit(1);
  return row ?? null;
}

/** A certificate by its id, with its batch. */
export async function findCertificateById(db: Db, id: string): Promise<CertificateWithBatch | null> {
  const [row] = await db
    .select({ certificate: certificateView, batch: anchorBatches, checkpoint: checkpoints })
    .from(certificates)
    .leftJoin(anchorBatches, eq(anchorBatches.id, certificates.batchId))
    .leftJoin(checkpoints, finalCheckpointOfBatch)
    .where(eq(certificates.id, id))
    .limit(1);
  return row ?? null;
}
