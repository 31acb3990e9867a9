import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { type PreparedStatement, preparedStatement } from '../../adapters/db/prepared-statement';
import { jsonOf, placedRow, rowsOf } from '../../adapters/db/rows';
import type { ApiUploadAnswer } from '../../adapters/db/schema/api-uploads';
import type { CarriedClaims } from '../../adapters/request-limits/seen-signatures';
import { debitCreditsSql } from '../credits/debit-credits';
import { needsUploadRecord } from './insert-request-records';

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
  const input = uploads.map((upload, ord) => {
    const row: GroupRow = [
      ord,
      upload.accountId,
      upload.fileHash,
      `0x${salts.slice(ord * 64, ord * 64 + 64)}`,
      upload.deadlineMs,
      upload.replayClaim?.key ?? null,
      upload.replayClaim ? upload.replayClaim.expiresAt.getTime() - now : null,
      upload.fileName,
      upload.fileSize,
      upload.fileNamePublic ?? null,
      upload.webhookUrl ?? null,
      upload.idempotencyKey ?? null,
      upload.tags ?? null,
      upload.metadata ?? null,
    ];
    // The five places every upload fills stay; what it does not carry after them is left off.
    return placedRow(row, 5);
  });
  const withRecords = uploads.some((upload) => needsUploadRecord(upload, true, upload.webhookUrl));
  const statement = statementFor(carried, withRecords);
  const [row] = rowsOf<{ written: WrittenUpload[] | string | null; claimed: string[] | string | null }>(
    await statement(db, { input: JSON.stringify(input), at }),
  );
  // Each answer is made of the upload as sent (which its certificate copied) and what the statement wrote.
  const answers = new Map<string, ApiUploadAnswer>();
  for (const [ord, certificateId, status, creditsRemaining] of jsonOf(row?.written) ?? []) {
    const upload = uploads[ord];
    if (!upload) throw new Error(`the upload group wrote an upload it was not given (${ord})`);
    answers.set(upload.fileHash, {
      certificateId,
      fileHash: upload.fileHash,
      fileName: upload.fileName,
      fileSize: upload.fileSize,
      status,
      creditsUsed: 1,
      creditsRemaining,
    });
  }
  return { answers, claimed: new Set(jsonOf(row?.claimed) ?? []) };
}

/** What the statement wrote for one upload: its place in the group, its certificate, and the balance after. */
type WrittenUpload = [
  ord: number,
  certificateId: string,
  status: ApiUploadAnswer['status'],
  balanceAfter: number,
];

/*
 * The statements' texts never change: only the group (`input`, a JSON array) and the instant its deadlines
 * and claims are counted from (`at`) do. Each statement is built and rendered once (`preparedStatement`).
 */

/**
 * One upload as the statement receives it: a JSON array read by place, the fields every upload has first.
 * The instants are milliseconds after the group's `at`. Measured on PostgreSQL 15 (instructions counted by
 * callgrind, a group of 8 plain uploads): 8 % fewer for the whole statement than objects read by
 * `json_to_recordset`, whose field names and ISO instants PostgreSQL parsed again for every upload.
 */
type GroupRow = [
  ord: number,
  accountId: string,
  fileHash: string,
  salt: string,
  deadlineAfterMs: number,
  replayKey: string | null,
  replayExpiresAfterMs: number | null,
  fileName: string | null,
  fileSize: number | null,
  fileNamePublic: boolean | null,
  webhookUrl: string | null,
  idempotencyKey: string | null,
  tags: string[] | null,
  metadata: Record<string, string> | null,
];

/** The group as given, one row per upload (`GroupRow`'s places, in order). */
const given = sql`select (u->>0)::int as ord, (u->>1)::uuid as account_id, u->>2 as file_hash, u->>3 as salt,
    ${sql.placeholder('at')}::timestamptz + (u->>4)::bigint * interval '1 millisecond' as deadline_at,
    u->>5 as replay_key,
    ${sql.placeholder('at')}::timestamptz + (u->>6)::bigint * interval '1 millisecond' as replay_expires_at,
    u->>7 as file_name, (u->>8)::bigint as file_size, coalesce((u->>9)::boolean, false) as file_name_public,
    u->>10 as webhook_url, u->>11 as idempotency_key,
    -- A place present but null reads as JSON's null, not SQL's.
    coalesce(nullif(u->12, 'null'), '[]') as tags, coalesce(nullif(u->13, 'null'), '{}') as metadata
  from jsonb_array_elements(${sql.placeholder('input')}::jsonb) as u`;

/**
 * Only an upload with something its certificate cannot carry gets a record (`needsUploadRecord`'s rule, which
 * also chooses the statement that holds this expression). Run though nothing reads it.
 */
const records = sql`upload as (
      insert into api_uploads (account_id, certificate_id, idempotency_key, webhook_url, tags, metadata, answer)
      select account_id, id, idempotency_key, upload_webhook_url, tags, metadata, jsonb_build_object(
        'certificateId', id, 'fileHash', file_hash, 'fileName', file_name, 'fileSize', file_size,
        'status', status, 'creditsUsed', 1, 'creditsRemaining', balance_after)
      from answered
      where idempotency_key is not null or upload_webhook_url is not null
        or tags <> '[]'::jsonb or metadata <> '{}'::jsonb)`;

/**
 * The statement after `claims`, which defines `input` (the uploads to try) and `claimed` (claims won). With
 * `withRecords`, the `api_uploads` records of those uploads that need one; without, the statement does not
 * even open that table and its six indexes (3 % of a group of 8 plain uploads' instructions).
 */
function groupStatement(claims: SQL, withRecords: boolean): SQL {
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
      select t.*, l.balance_after from taken t join ledger l on l.certificate_id = t.id)
    ${withRecords ? sql`, ${records}` : sql``}
    select case when (select count(*) from taken) > (select count(*) from ledger)
        then horodoc_refuse('a balance no longer covers the group') end as unpaid,
      -- The answers are made from these and the uploads as sent: no object built here to be parsed there.
      (select json_agg(json_build_array(ord, id, status, balance_after)) from answered) as written,
      (select json_agg(signature) from claimed) as claimed`;
}

/** The statement after `claims` twice, under `name`: without records, then with them (`name_recorded`). */
function statementPair(name: string, claims: SQL): PreparedStatement[] {
  return [false, true].map((withRecords) =>
    preparedStatement(`${name}${withRecords ? '_recorded' : ''}`, groupStatement(claims, withRecords)),
  );
}

/** The statements without claims. */
const plainStatements = statementPair(
  'insert_paid_api_uploads',
  sql`input as (${given}), claimed as (select null::text as signature where false),`,
);

/**
 * The statements with claims, per store of claims (there is one in a process): its claim's insert is part of
 * the text. One without records, one with.
 */
const claimingStatements = new WeakMap<CarriedClaims, PreparedStatement[]>();

function statementFor(carried: CarriedClaims | undefined, withRecords: boolean): PreparedStatement {
  if (!carried) return plainStatements[Number(withRecords)] as PreparedStatement;
  let statements = claimingStatements.get(carried);
  if (!statements) {
    // A replay's upload is not tried: only those whose claim was won, or that carry none.
    const claims = sql`given as (${given}),
      claimed as (${carried.claimSql(
        sql`select replay_key, replay_expires_at from given where replay_key is not null`,
        sql.placeholder('at'),
      )}),
      input as (
        select * from given where replay_key is null or replay_key in (select signature from claimed)),`;
    // One name per text: each statement with claims is another statement.
    statements = statementPair('insert_paid_api_uploads_claimed', claims);
    claimingStatements.set(carried, statements);
  }
  return statements[Number(withRecords)] as PreparedStatement;
}
