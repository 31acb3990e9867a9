import { sql } from 'drizzle-orm';
import type { Tx } from '../../adapters/db/database';
import type { ApiUploadAnswer } from '../../adapters/db/schema/api-uploads';

/** What an account's record of one certificate it sent holds. */
export interface ApiUploadRecord {
  certificateId: string;
  tags?: string[];
  metadata?: Record<string, string>;
  /** An upload's (never a batch's): the key its first answer is replayed under. */
  idempotencyKey?: string;
  /** An upload's (never a batch's, which keeps its own): the first answer, for a retry with its key. */
  answer?: ApiUploadAnswer;
}

/**
 * Writes an account's `api_uploads` records in ONE multi-row statement: an upload's one record, or those of a
 * batch (`batchId`). The unique (account, key) makes the second of two concurrent uploads with one key fail
 * here, and roll back.
 */
export async function insertApiUploads(
  tx: Tx,
  records: {
    accountId: string;
    webhookUrl?: string;
    batchId: string | null;
    uploads: readonly ApiUploadRecord[];
  },
): Promise<void> {
  if (records.uploads.length === 0) return;
  const input = records.uploads.map((upload) => ({
    certificate_id: upload.certificateId,
    tags: upload.tags ?? [],
    metadata: upload.metadata ?? {},
    idempotency_key: upload.idempotencyKey ?? null,
    answer: upload.answer ?? null,
  }));
  await tx.execute(sql`
    insert into api_uploads
      (account_id, certificate_id, webhook_url, tags, metadata, batch_id, idempotency_key, answer)
    select ${records.accountId}, i.certificate_id, ${records.webhookUrl ?? null}, i.tags, i.metadata,
      ${records.batchId}::uuid, i.idempotency_key, i.answer
    from jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
      as i(certificate_id uuid, tags jsonb, metadata jsonb, idempotency_key text, answer jsonb)`);
}
