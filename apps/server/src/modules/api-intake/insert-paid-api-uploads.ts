import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { executePrepared } from '../../adapters/db/prepared-statement';
import { jsonOf, rowsOf } from '../../adapters/db/rows';
import type { ApiUploadAnswer } from '../../adapters/db/schema/api-uploads';
import { debitCreditsSql } from '../credits/debit-credits';

/** A new live upload, as the signed upload route received it. */
export interface NewApiUpload {
  accountId: string;
  fileHash: string;
  /** Null when the client sent none: nothing is made up. */
  fileName: string | null;
  fileSize: number | null;
  /** Whether anyone who verifies the document may see its name; false when absent. */
  fileNamePublic?: boolean;
  webhookUrl?: string;
  idempotencyKey?: string;
  deadlineMs: number;
  /** The uploader's labels, kept on its api_uploads record. */
  tags?: string[];
  metadata?: Record<string, string>;
}

/**
 * Several new API uploads, each paid with one credit, in ONE statement, which is its own transaction: no
 * begin nor commit around it. The uploads must have distinct fingerprints, and Idempotency-Keys per account.
 * Answers, keyed by fingerprint, each upload written (certificate, one-credit debit, ledger row and
 * api_uploads record).
 *
 * Per account, only as many uploads as its balance covers are tried (in the group's order); a fingerprint
 * already live is skipped, as alone. Each certificate written is then paid by the one debit fragment
 * (`debitCreditsSql`): each account by the number written for it, only while its balance covers them. An
 * upload that was not written (live, or beyond the balance) is for the caller to settle alone, where the
 * precise answer (existing certificate, or 402) is given. When some certificate was written for an account
 * whose balance no longer covered it (taken meanwhile by another instance), the statement refuses itself
 * (`horodoc_refuse`, migration `0018_statement_refusal`), and nothing of it stays.
 */
export async function insertPaidApiUploads(
  db: Db,
  uploads: NewApiUpload[],
  at: Date,
): Promise<Map<string, ApiUploadAnswer>> {
  const now = at.getTime();
  // One draw of randomness for the group rather than one per upload.
  const salts = randomBytes(32 * uploads.length).toString('hex');
  const input = uploads.map((upload, ord) => ({
    ord,
    account_id: upload.accountId,
    file_hash: upload.fileHash,
    file_name: upload.fileName,
    file_size: upload.fileSize,
    file_name_public: upload.fileNamePublic ?? false,
    webhook_url: upload.webhookUrl ?? null,
    idempotency_key: upload.idempotencyKey ?? null,
    tags: upload.tags ?? [],
    metadata: upload.metadata ?? {},
    salt: `0x${salts.slice(ord * 64, ord * 64 + 64)}`,
    deadline_at: new Date(now + upload.deadlineMs).toISOString(),
  }));
  const [row] = rowsOf<{ answers: ApiUploadAnswer[] | string | null }>(
    await executePrepared(
      db,
      'insert_paid_api_uploads',
      sql`
      with input as (
        select * from json_to_recordset(${JSON.stringify(input)}::json) as i(
          ord int, account_id uuid, file_hash text, file_name text, file_size bigint, file_name_public boolean,
          webhook_url text,
          idempotency_key text, salt text, deadline_at timestamptz, tags jsonb, metadata jsonb)),
      affordable as (
        select i.* from (
          select *, row_number() over (partition by account_id order by ord) as rank from input) i
        join accounts a on a.id = i.account_id
        where i.rank <= a.credits_balance),
      certificate as (
        insert into certificates
          (file_hash, file_name, file_size, file_name_public, source, account_id, webhook_url, salt, deadline_at)
        select file_hash, file_name, file_size, file_name_public, 'api', account_id, webhook_url, salt, deadline_at
        from affordable order by ord
        on conflict do nothing
        returning id, file_hash, file_name, file_size, status, account_id),
      taken as (
        select c.*, i.ord, i.idempotency_key, i.webhook_url as upload_webhook_url, i.tags, i.metadata
        from certificate c join input i on i.file_hash = c.file_hash),
      ${debitCreditsSql(sql`select account_id, 1 as credits, ord, id as certificate_id, null::uuid as api_batch_id
        from taken`)},
      upload as (
        insert into api_uploads (account_id, certificate_id, idempotency_key, webhook_url, tags, metadata, answer)
        select t.account_id, t.id, t.idempotency_key, t.upload_webhook_url, t.tags, t.metadata, jsonb_build_object(
          'certificateId', t.id, 'fileHash', t.file_hash, 'fileName', t.file_name, 'fileSize', t.file_size,
          'status', t.status, 'creditsUsed', 1, 'creditsRemaining', l.balance_after)
        from taken t join ledger l on l.certificate_id = t.id
        returning answer)
      select case when (select count(*) from taken) > (select count(*) from ledger)
          then horodoc_refuse('a balance no longer covers the group') end as unpaid,
        (select json_agg(answer) from upload) as answers`,
    ),
  );
  const answers = new Map<string, ApiUploadAnswer>();
  for (const answer of jsonOf(row?.answers) ?? []) answers.set(answer.fileHash, answer);
  return answers;
}
