import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../adapters/db/database';
import { rowsOf } from '../../adapters/db/rows';
import type { ApiUploadAnswer } from '../../adapters/db/schema/api-uploads';
import type { PaidApiUpload } from './insert-paid-api-upload';

/**
 * What one statement did for a group: the answer of each upload written (certificate, one-credit debit,
 * ledger row and api_uploads record), keyed by fingerprint; `unpaid` when some certificate was written for an
 * account whose balance no longer covered the group, so that the caller rolls the whole transaction back.
 */
export interface PaidApiUploads {
  answers: Map<string, ApiUploadAnswer>;
  unpaid: boolean;
}

/**
 * Several new API uploads, each paid with one credit, in ONE statement inside the caller's transaction; the
 * group form of `insertPaidApiUpload`. The uploads must have distinct fingerprints and distinct
 * Idempotency-Keys per account.
 *
 * Per account, only as many uploads as its balance covers are tried (in the group's order); a fingerprint
 * already live is skipped, as alone. Each account is then debited by the number of certificates written for
 * it, only while its balance (re-checked on the locked row) is at least that, so concurrent groups never take
 * more credits than there are. An upload that was not written (live, or beyond the balance) is for the
 * caller to settle alone, where the precise answer (existing certificate, or 402) is given.
 */
export async function insertPaidApiUploads(tx: Tx, uploads: PaidApiUpload[]): Promise<PaidApiUploads> {
  const now = Date.now();
  const input = uploads.map((upload, ord) => ({
    ord,
    account_id: upload.accountId,
    file_hash: upload.fileHash,
    file_name: upload.fileName,
    file_size: upload.fileSize,
    webhook_url: upload.webhookUrl ?? null,
    idempotency_key: upload.idempotencyKey ?? null,
    tags: upload.tags ?? [],
    metadata: upload.metadata ?? {},
    salt: `0x${randomBytes(32).toString('hex')}`,
    deadline_at: new Date(now + upload.deadlineMs).toISOString(),
  }));
  const [row] = rowsOf<{ unpaid: number; answers: ApiUploadAnswer[] | string | null }>(
    await tx.execute(sql`
      with input as (
        select * from json_to_recordset(${JSON.stringify(input)}::json) as i(
          ord int, account_id uuid, file_hash text, file_name text, file_size bigint, webhook_url text,
          idempotency_key text, salt text, deadline_at timestamptz, tags jsonb, metadata jsonb)),
      affordable as (
        select i.* from (
          select *, row_number() over (partition by account_id order by ord) as rank from input) i
        join accounts a on a.id = i.account_id
        where i.rank <= a.credits_balance),
      certificate as (
        insert into certificates
          (file_hash, file_name, file_size, source, account_id, webhook_url, salt, deadline_at)
        select file_hash, file_name, file_size, 'api', account_id, webhook_url, salt, deadline_at
        from affordable order by ord
        on conflict do nothing
        returning id, file_hash, file_name, file_size, status, account_id),
      taken as (
        select c.*, i.idempotency_key, i.webhook_url as upload_webhook_url, i.tags, i.metadata,
          row_number() over (partition by c.account_id order by i.ord) as nth,
          count(*) over (partition by c.account_id) as n
        from certificate c join input i on i.file_hash = c.file_hash),
      debited as (
        update accounts a set credits_balance = a.credits_balance - t.n
        from (select account_id, max(n) as n from taken group by account_id) t
        where a.id = t.account_id and a.credits_balance >= t.n
        returning a.id, a.credits_balance),
      paid as (
        select t.*, d.credits_balance + t.n - t.nth as balance_after
        from taken t join debited d on d.id = t.account_id),
      ledger as (
        insert into credit_ledger (account_id, delta, balance_after, reason, certificate_id)
        select account_id, -1, balance_after, 'timestamp', id from paid
        returning id),
      upload as (
        insert into api_uploads (account_id, certificate_id, idempotency_key, webhook_url, tags, metadata, answer)
        select account_id, id, idempotency_key, upload_webhook_url, tags, metadata, jsonb_build_object(
          'certificateId', id, 'fileHash', file_hash, 'fileName', file_name, 'fileSize', file_size,
          'status', status, 'creditsUsed', 1, 'creditsRemaining', balance_after)
        from paid
        returning answer)
      select (select count(*) from taken) - (select count(*) from paid) as unpaid,
        (select json_agg(answer) from upload) as answers`),
  );
  const answers = new Map<string, ApiUploadAnswer>();
  const list = typeof row?.answers === 'string' ? JSON.parse(row.answers) : row?.answers;
  for (const answer of (list ?? []) as ApiUploadAnswer[]) answers.set(answer.fileHash, answer);
  return { answers, unpaid: Number(row?.unpaid) > 0 };
}
