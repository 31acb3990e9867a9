import { sql } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { rowsOf } from '../../adapters/db/rows';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { apiUsageDays } from '../../adapters/db/schema/api-usage';

/** The requests of one key on one UTC day (`YYYY-MM-DD`). */
export interface ApiUsageCount {
  accountId: string;
  keyId: string;
  day: string;
  requests: number;
  failedRequests: number;
}

/**
 * Adds counts to the table in one statement: a new (account, day, key) is inserted, an existing one has the
 * counts added to its own, so instances flushing at the same time never lose each other's requests.
 */
export async function addApiUsage(db: Db, counts: readonly ApiUsageCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insert(apiUsageDays)
    .values(counts.map((count) => ({ ...count })))
    .onConflictDoUpdate({
      target: [apiUsageDays.accountId, apiUsageDays.day, apiUsageDays.keyId],
      set: {
        requests: sql`${apiUsageDays.requests} + excluded.requests`,
        failedRequests: sql`${apiUsageDays.failedRequests} + excluded.failed_requests`,
      },
    });
}

/** The account's request counts per key and day from `from` to `to` (UTC days, both included). */
export async function readApiUsageCounts(
  db: Db,
  options: { accountId: string; from: string; to: string },
): Promise<ApiUsageCount[]> {
  const rows = rowsOf<{ key_id: string; day: string; requests: number; failed_requests: number }>(
    await db.execute(sql`
      select key_id, to_char(day, 'YYYY-MM-DD') as day, requests, failed_requests
      from api_usage_days
      where account_id = ${options.accountId} and day between ${options.from}::date and ${options.to}::date`),
  );
  return rows.map((row) => ({
    accountId: options.accountId,
    keyId: row.key_id,
    day: row.day,
    requests: Number(row.requests),
    failedRequests: Number(row.failed_requests),
  }));
}

/** What the account's API did each UTC day, from the certificates and the credit ledger. */
export interface CertificateDay {
  day: string;
  certificates: number;
  /** Certificates that ended failed or expired (their credit given back). */
  failures: number;
  /** Credits taken by timestamps that day, less those given back that day. */
  credits: number;
}

/**
 * Certificates, failures and credits of an account per UTC day, from `from` to `to` (both included), in one
 * mode: test certificates take no credit.
 */
export async function readCertificateDays(
  db: Db,
  options: { accountId: string; mode: ApiMode; from: string; to: string },
): Promise<CertificateDay[]> {
  // Half-open bounds on the timestamps, so the account indexes on (account_id, created_at) serve both.
  const start = sql`(${options.from}::date)::timestamp at time zone 'UTC'`;
  const end = sql`(${options.to}::date + 1)::timestamp at time zone 'UTC'`;
  const day = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);
  const rows = rowsOf<{ day: string; certificates: number; failures: number; credits: number }>(
    await db.execute(sql`
      with made as (
        select ${day('created_at')} as day, count(*)::int as certificates,
          (count(*) filter (where status in ('failed', 'expired')))::int as failures
        from certificates
        where account_id = ${options.accountId} and source = 'api' and mode = ${options.mode}::api_mode
          and created_at >= ${start} and created_at < ${end}
        group by 1),
      spent as (
        select ${day('created_at')} as day, (-sum(delta))::int as credits
        from credit_ledger
        where account_id = ${options.accountId} and reason in ('timestamp', 'refund')
          and ${options.mode} = 'live' and created_at >= ${start} and created_at < ${end}
        group by 1)
      select coalesce(made.day, spent.day) as day, coalesce(made.certificates, 0) as certificates,
        coalesce(made.failures, 0) as failures, coalesce(spent.credits, 0) as credits
      from made full join spent on spent.day = made.day`),
  );
  return rows.map((row) => ({
    day: row.day,
    certificates: Number(row.certificates),
    failures: Number(row.failures),
    credits: Number(row.credits),
  }));
}
