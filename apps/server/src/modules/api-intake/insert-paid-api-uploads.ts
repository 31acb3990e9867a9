import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { type PreparedStatement, preparedStatement } from '../../adapters/db/prepared-statement';
import { jsonOf, rowsOf } from '../../adapters/db/rows';
import type { ApiUploadAnswer } from '../../adapters/db/schema/api-uploads';
import type { CarriedClaims } from '../../adapters/request-limits/seen-signatures';
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
  /** The uploader's labels, kept on its api_uploads record (which a plain upload does without). */
  tags?: string[];
  metadata?: Record<string, string>;
  /** The request's replay claim, when this write is to record it (see {@link CarriedClaims}). */
  replayClaim?: ReplayClaim;
}

/** What a request that changes something is remembered by, and until when. */
export interface ReplayClaim {
  key: string;
  expiresAt: Date;
}

/** What the statement wrote: each upload's answer by fingerprint, and the replay claims it won. */
export interface PaidApiUploads {
  answers: Map<string, ApiUploadAnswer>;
  claimed: Set<string>;
}

/**
 * Several new API uploads, each paid with one credit, in ONE statement, which is its own transaction: no
 * begin nor commit around it. The uploads must have distinct fingerprints, and Idempotency-Keys per account.
 * Answers, keyed by fingerprint, each upload written (certificate, one-credit debit and ledger row, and an
 * `api_uploads` record only for a key, a webhook URL or labels: see `needsUploadRecord`), each answer built
 * from the rows written.
 *
 * Per account, only as many uploads as its balance covers are tried (in the group's order); a fingerprint
 * already live is skipped, as alone. Each certificate written is then paid by the one debit fragment
 * (`debitCreditsSql`): each account by the number written for it, only while its balance covers them. An
 * upload that was not written (live, or beyond the balance) is for the caller to settle alone, where the
 * precise answer (existing certificate, or 402) is given. When some certificate was written for an account
 * whose balance no longer covered it (taken meanwhile by another instance), the statement refuses itself
 * (`horodoc_refuse`, migration `0018_statement_refusal`), and nothing of it stays.
 *
 * With `carried`, the statement first records the uploads' replay claims: an upload whose claim is taken (a
 * replay) writes nothing, and each claim won commits with the rest.
 */
export async function insertPaidApiUploads(
  db: Db,
  uploads: NewApiUpload[],
  at: Date,
  carried?: CarriedClaims,
): Promise<PaidApiUploads> {
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
    replay_key: upload.replayClaim?.key ?? null,
    replay_expires_at: upload.replayClaim?.expiresAt.toISOString() ?? null,
  }));
  const statement = carried ? claimingStatement(carried) : plainStatement;
  const [row] = rowsOf<{ answers: ApiUploadAnswer[] | string | null; claimed: string[] | string | null }>(
    await statement(db, { input: JSON.stringify(input), at }),
  );
  const answers = new Map<string, ApiUploadAnswer>();
  for (const answer of jsonOf(row?.answers) ?? []) answers.set(answer.fileHash, answer);
  return { answers, claimed: new Set(jsonOf(row?.claimed) ?? []) };
}

/*
 * The statement's text never changes: only the group (`input`, a JSON array) and, with claims, the instant
 * they are checked against (`at`) do. Both statements are built and rendered once (`preparedStatement`).
 */

/** The group as given, one row per upload. */
const given = sql`select * from json_to_recordset(${sql.placeholder('input')}::json) as i(
    ord int, account_id uuid, file_hash text, file_name text, file_size bigint, file_name_public boolean,
    webhook_url text, idempotency_key text, salt text, deadline_at timestamptz, tags jsonb, metadata jsonb,
    replay_key text, replay_expires_at timestamptz)`;

/** The statement after `claims`, which defines `input` (the uploads to try) and `claimed` (claims won). */
function groupStatement(claims: SQL): SQL {
  return sql`
    with ${claims}
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
      -- The live fingerprint is the one conflict there can be (ids are drawn at random, payments are null):
      -- named, it is the only index looked up before each insert, not every unique one.
      on conflict (mode, file_hash) where status = 'pending' do nothing
      returning id, file_hash, file_name, file_size, status, account_id),
    taken as (
      select c.*, i.ord, i.idempotency_key, i.webhook_url as upload_webhook_url, i.tags, i.metadata
      from certificate c join input i on i.file_hash = c.file_hash),
    ${debitCreditsSql(sql`select account_id, 1 as credits, ord, id as certificate_id, null::uuid as api_batch_id
      from taken`)},
    answered as (
      select t.*, jsonb_build_object(
        'certificateId', t.id, 'fileHash', t.file_hash, 'fileName', t.file_name, 'fileSize', t.file_size,
        'status', t.status, 'creditsUsed', 1, 'creditsRemaining', l.balance_after) as answer
      from taken t join ledger l on l.certificate_id = t.id),
    -- Only an upload with something its certificate cannot carry gets a record (needsUploadRecord's rule):
    -- a plain one is its account's by the certificate's own row. Run though nothing reads it.
    upload as (
      insert into api_uploads (account_id, certificate_id, idempotency_key, webhook_url, tags, metadata, answer)
      select account_id, id, idempotency_key, upload_webhook_url, tags, metadata, answer
      from answered
      where idempotency_key is not null or upload_webhook_url is not null
        or tags <> '[]'::jsonb or metadata <> '{}'::jsonb)
    select case when (select count(*) from taken) > (select count(*) from ledger)
        then horodoc_refuse('a balance no longer covers the group') end as unpaid,
      (select json_agg(answer) from answered) as answers,
      (select json_agg(signature) from claimed) as claimed`;
}

const plainStatement = preparedStatement(
  'insert_paid_api_uploads',
  groupStatement(sql`input as (${given}), claimed as (select null::text as signature where false),`),
);

/** One statement per store of claims (there is one in a process): its claim's insert is part of the text. */
const claimingStatements = new WeakMap<CarriedClaims, PreparedStatement>();

function claimingStatement(carried: CarriedClaims): PreparedStatement {
  let statement = claimingStatements.get(carried);
  if (!statement) {
    // A replay's upload is not tried: only those whose claim was won, or that carry none.
    const claims = sql`given as (${given}),
      claimed as (${carried.claimSql(
        sql`select replay_key, replay_expires_at from given where replay_key is not null`,
        sql.placeholder('at'),
      )}),
      input as (
        select * from given where replay_key is null or replay_key in (select signature from claimed)),`;
    // One name per text: the statement with claims is another statement.
    statement = preparedStatement('insert_paid_api_uploads_claimed', groupStatement(claims));
    claimingStatements.set(carried, statement);
  }
  return statement;
}
