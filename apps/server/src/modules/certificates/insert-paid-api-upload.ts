import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../adapters/db/database';
import { rowsOf } from '../../adapters/db/rows';
import type { ApiUploadAnswer } from '../../adapters/db/schema/api-uploads';

export interface PaidApiUpload {
  accountId: string;
  fileHash: string;
  fileName: string;
  fileSize: number;
  webhookUrl?: string;
  idempotencyKey?: string;
  deadlineMs: number;
  /** The uploader's labels, kept on its api_uploads record. */
  tags?: string[];
  metadata?: Record<string, string>;
}

/**
 * What the one statement did: `answer` when the certificate, its one-credit debit (account and ledger) and
 * the api_uploads record were all written; `live` when the fingerprint is already pending or anchored and
 * nothing was written; `unpaid` when the certificate was written but no credit was left to pay it — the
 * caller must then roll the transaction back.
 */
export type PaidApiUploadResult =
  | { kind: 'created'; answer: ApiUploadAnswer }
  | { kind: 'live' }
  | { kind: 'unpaid' };

/**
 * A new API upload paid with one credit, in ONE statement (one round trip) inside the caller's transaction.
 * The certificate goes first, skipped when its fingerprint is live (the unique index waits for a racing
 * insert to commit or roll back); the debit only happens when the certificate was written and only while
 * the balance is at least one (re-checked on the locked row), so concurrent uploads never take more credits
 * than there are; the ledger row and the upload record follow from both.
 */
export async function insertPaidApiUpload(tx: Tx, upload: PaidApiUpload): Promise<PaidApiUploadResult> {
  const salt = `0x${randomBytes(32).toString('hex')}`;
  const deadlineAt = new Date(Date.now() + upload.deadlineMs).toISOString();
  const [row] = rowsOf<{ created: number; answer: ApiUploadAnswer | string | null }>(
    await tx.execute(sql`
      with certificate as (
        insert into certificates
          (file_hash, file_name, file_size, source, account_id, webhook_url, salt, deadline_at)
        values (${upload.fileHash}, ${upload.fileName}, ${upload.fileSize}, 'api', ${upload.accountId},
          ${upload.webhookUrl ?? null}, ${salt}, ${deadlineAt}::timestamptz)
        on conflict do nothing
        returning id, file_hash, file_name, file_size, status),
      debited as (
        update accounts set credits_balance = credits_balance - 1
        where id = ${upload.accountId} and credits_balance >= 1 and exists (select 1 from certificate)
        returning id, credits_balance),
      ledger as (
        insert into credit_ledger (account_id, delta, balance_after, reason, certificate_id)
        select d.id, -1, d.credits_balance, 'timestamp', c.id from debited d cross join certificate c
        returning id),
      upload as (
        insert into api_uploads (account_id, certificate_id, idempotency_key, webhook_url, tags, metadata, answer)
        select d.id, c.id, ${upload.idempotencyKey ?? null}, ${upload.webhookUrl ?? null},
          ${JSON.stringify(upload.tags ?? [])}::jsonb, ${JSON.stringify(upload.metadata ?? {})}::jsonb, jsonb_build_object(
          'certificateId', c.id, 'fileHash', c.file_hash, 'fileName', c.file_name, 'fileSize', c.file_size,
          'status', c.status, 'creditsUsed', 1, 'creditsRemaining', d.credits_balance)
        from debited d cross join certificate c
        returning answer)
      select (select count(*) from certificate)::int as created,
        (select answer from upload) as answer`),
  );
  if (row?.answer) {
    const answer = typeof row.answer === 'string' ? (JSON.parse(row.answer) as ApiUploadAnswer) : row.answer;
    return { kind: 'created', answer };
  }
  return Number(row?.created) > 0 ? { kind: 'unpaid' } : { kind: 'live' };
}
