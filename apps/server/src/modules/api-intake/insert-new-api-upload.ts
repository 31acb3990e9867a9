import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../adapters/db/database';
import { jsonOf, rowsOf } from '../../adapters/db/rows';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import type { ApiUploadAnswer } from '../../adapters/db/schema/api-uploads';

/** A new upload, as the signed upload route received it. */
export interface NewApiUpload {
  accountId: string;
  fileHash: string;
  /** Null when the client sent none: nothing is made up. */
  fileName: string | null;
  fileSize: number | null;
  webhookUrl?: string;
  idempotencyKey?: string;
  deadlineMs: number;
  /** The uploader's labels, kept on its api_uploads record. */
  tags?: string[];
  metadata?: Record<string, string>;
}

/**
 * How a new upload is settled, inside its one statement. `payer` is SQL for common table expressions that
 * may read `certificate` (the row just written, or none) and define `payer`, first: the account's `id`, its
 * `credits_balance` once settled and the `credits_used`; no `payer` row, no api_uploads record.
 */
export interface UploadSettlement {
  mode: ApiMode;
  payer: SQL;
}

/**
 * A new API upload in ONE statement (one round trip) inside the caller's transaction: the certificate goes
 * first, skipped when its fingerprint is live (the unique index waits for a racing insert to commit or roll
 * back); then the settlement; then the api_uploads record with its answer, when the settlement yields a payer.
 * @returns whether the certificate was written, and the upload's answer when it was recorded.
 */
export async function insertNewApiUpload(
  tx: Tx,
  upload: NewApiUpload,
  settlement: UploadSettlement,
): Promise<{ created: boolean; answer: ApiUploadAnswer | undefined }> {
  const salt = `0x${randomBytes(32).toString('hex')}`;
  const deadlineAt = new Date(Date.now() + upload.deadlineMs).toISOString();
  const [row] = rowsOf<{ created: number; answer: ApiUploadAnswer | string | null }>(
    await tx.execute(sql`
      with certificate as (
        insert into certificates
          (file_hash, file_name, file_size, source, mode, account_id, webhook_url, salt, deadline_at)
        values (${upload.fileHash}, ${upload.fileName}, ${upload.fileSize}, 'api', ${settlement.mode}::api_mode,
          ${upload.accountId}, ${upload.webhookUrl ?? null}, ${salt}, ${deadlineAt}::timestamptz)
        on conflict do nothing
        returning id, file_hash, file_name, file_size, status),
      ${settlement.payer},
      upload as (
        insert into api_uploads (account_id, certificate_id, idempotency_key, webhook_url, tags, metadata, answer)
        select p.id, c.id, ${upload.idempotencyKey ?? null}, ${upload.webhookUrl ?? null},
          ${JSON.stringify(upload.tags ?? [])}::jsonb, ${JSON.stringify(upload.metadata ?? {})}::jsonb, jsonb_build_object(
          'certificateId', c.id, 'fileHash', c.file_hash, 'fileName', c.file_name, 'fileSize', c.file_size,
          'status', c.status, 'creditsUsed', p.credits_used, 'creditsRemaining', p.credits_balance)
        from payer p cross join certificate c
        returning answer)
      select (select count(*) from certificate)::int as created,
        (select answer from upload) as answer`),
  );
  return { created: Number(row?.created) > 0, answer: jsonOf(row?.answer) };
}
