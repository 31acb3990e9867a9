import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../adapters/db/database';
import { rowsOf } from '../../adapters/db/rows';
import type { ApiUploadAnswer } from '../../adapters/db/schema/api-uploads';
import type { PaidApiUpload } from './insert-paid-api-upload';

/**
 * A new upload made with a test key, in ONE statement inside the caller's transaction: a test certificate
 * (free, anchored on the test network) and its api_uploads record; the balance is read, never debited.
 * @returns its answer, or undefined when the fingerprint already has a live test certificate.
 */
export async function insertTestApiUpload(
  tx: Tx,
  upload: PaidApiUpload,
): Promise<ApiUploadAnswer | undefined> {
  const salt = `0x${randomBytes(32).toString('hex')}`;
  const deadlineAt = new Date(Date.now() + upload.deadlineMs).toISOString();
  const [row] = rowsOf<{ answer: ApiUploadAnswer | string | null }>(
    await tx.execute(sql`
      with certificate as (
        insert into certificates
          (file_hash, file_name, file_size, source, mode, account_id, webhook_url, salt, deadline_at)
        values (${upload.fileHash}, ${upload.fileName}, ${upload.fileSize}, 'api', 'test', ${upload.accountId},
          ${upload.webhookUrl ?? null}, ${salt}, ${deadlineAt}::timestamptz)
        on conflict do nothing
        returning id, file_hash, file_name, file_size, status),
      upload as (
        insert into api_uploads (account_id, certificate_id, idempotency_key, webhook_url, tags, metadata, answer)
        select a.id, c.id, ${upload.idempotencyKey ?? null}, ${upload.webhookUrl ?? null},
          ${JSON.stringify(upload.tags ?? [])}::jsonb, ${JSON.stringify(upload.metadata ?? {})}::jsonb, jsonb_build_object(
          'certificateId', c.id, 'fileHash', c.file_hash, 'fileName', c.file_name, 'fileSize', c.file_size,
          'status', c.status, 'creditsUsed', 0, 'creditsRemaining', a.credits_balance)
        from accounts a cross join certificate c
        where a.id = ${upload.accountId}
        returning answer)
      select (select answer from upload) as answer`),
  );
  if (!row?.answer) return undefined;
  return typeof row.answer === 'string' ? (JSON.parse(row.answer) as ApiUploadAnswer) : row.answer;
}
