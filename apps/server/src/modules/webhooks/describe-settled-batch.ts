import type { BatchSettledEvent } from '@horodoc/shared/pro-batch-api';
import type { Db } from '../../adapters/db/database';
import { findBatchCertificates } from '../api-intake/api-batch-repository';

/**
 * The `data` of `batch.settled`: how many of the batch's certificates ended in each state, and each one;
 * `mode: 'test'` for a test key's batch, as its certificates' status answers have it.
 */
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
    // A batch is sent with one key, so all its certificates share their mode: the batch has it from them
    // rather than a copy of its own. Only on test batches: live events stay as they were.
    ...(certificates[0]?.mode === 'test' ? { mode: 'test' as const } : {}),
  };
}
