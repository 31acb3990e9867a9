import type { BatchSettledEvent } from '@horodoc/shared/pro-batch-api';
import type { Db } from '../../adapters/db/database';
import { findBatchCertificates } from '../certificates/api-batch-repository';

/** The `data` of `batch.settled`: how many of the batch's certificates ended in each state, and each one. */
export async function describeSettledBatch(db: Db, batchId: string): Promise<BatchSettledEvent['data']> {
  const certificates = await findBatchCertificates(db, batchId);
  const count = (status: string) => certificates.filter((c) => c.status === status).length;
  return {
    batch_id: batchId,
    documents: certificates.length,
    completed: count('completed'),
    failed: count('failed'),
    expired: count('expired'),
    certificates: certificates.map((c) => ({
      certificate_id: c.id,
      file_hash: c.fileHash,
      status: c.status,
    })),
  };
}
