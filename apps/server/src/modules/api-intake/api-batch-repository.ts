import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { anchorBatches } from '../../adapters/db/schema/anchoring';
import { type ApiBatchAnswer, apiBatches } from '../../adapters/db/schema/api-batches';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { apiUploads } from '../../adapters/db/schema/api-uploads';
import { certificates } from '../../adapters/db/schema/certificates';
import { type CertificateStatus, certificateView } from '../certificate-view/certificate-view';

/**
 * Records a batch. A batch sent with an Idempotency-Key keeps it with its request's SHA-256 and its answer;
 * the unique key makes the second of two concurrent requests with it fail here, and roll back.
 */
export async function insertApiBatch(
  tx: Tx,
  batch: {
    id: string;
    accountId: string;
    webhookUrl?: string;
    documentCount: number;
    creditsUsed: number;
    idempotency?: { key: string; requestSha256: string; answer: ApiBatchAnswer };
  },
): Promise<void> {
  await tx.insert(apiBatches).values({
    id: batch.id,
    accountId: batch.accountId,
    webhookUrl: batch.webhookUrl,
    documentCount: batch.documentCount,
    creditsUsed: batch.creditsUsed,
    idempotencyKey: batch.idempotency?.key,
    requestSha256: batch.idempotency?.requestSha256,
    answer: batch.idempotency?.answer,
  });
}

/** The certificates of a batch with their status as readers see it, by fingerprint. */
export async function findBatchCertificates(
  db: Db,
  batchId: string,
): Promise<Array<{ id: string; fileHash: string; status: CertificateStatus; mode: ApiMode }>> {
  return db
    .selectDistinct({
      id: certificates.id,
      fileHash: certificates.fileHash,
      status: certificateView.status,
      mode: certificates.mode,
    })
    .from(apiUploads)
    .innerJoin(certificates, eq(certificates.id, apiUploads.certificateId))
    .leftJoin(anchorBatches, eq(anchorBatches.id, certificates.batchId))
    .where(eq(apiUploads.batchId, batchId))
    .orderBy(certificates.fileHash);
}
