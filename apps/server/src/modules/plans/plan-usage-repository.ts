import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { rowsOf } from '../../adapters/db/rows';
import { planDocuments } from '../../adapters/db/schema/subscriptions';

export interface CountedDocument {
  documentsUsed: number;
  periodStart: Date;
  periodEnd: Date;
}

/**
 * Counts one document against the subscription's current period, in ONE conditional statement: it only
 * succeeds while the plan is usable (active, period not over) and a document is left, re-checked on the
 * locked row, so concurrent uploads never take more than the quota. A period the provider moved on starts
 * again at one.
 * @returns the count after, or null when the quota is used up or the plan is not usable.
 */
export async function countPlanDocument(
  tx: Tx,
  entry: { subscriptionId: string; quota: number; now: Date },
): Promise<CountedDocument | null> {
  const [row] = rowsOf<{ documents_used: number; period_start: string | Date; period_end: string | Date }>(
    await tx.execute(sql`
      update subscriptions set
        documents_used = case when usage_period_start = current_period_start then documents_used + 1 else 1 end,
        usage_period_start = current_period_start,
        updated_at = now()
      where id = ${entry.subscriptionId}
        and status in ('active', 'trialing')
        and current_period_end > ${entry.now.toISOString()}::timestamptz
        and (usage_period_start is distinct from current_period_start or documents_used < ${entry.quota})
      returning documents_used, current_period_start as period_start, current_period_end as period_end`),
  );
  if (!row) return null;
  return {
    documentsUsed: Number(row.documents_used),
    periodStart: new Date(row.period_start),
    periodEnd: new Date(row.period_end),
  };
}

/** Records which period a plan certificate counted against, so a failure gives it back to that period. */
export async function recordPlanDocument(
  tx: Tx,
  entry: { certificateId: string; subscriptionId: string; periodStart: Date },
): Promise<void> {
  await tx.insert(planDocuments).values(entry);
}

/** Whether this certificate was timestamped on one of the account's plans. */
export async function isAccountPlanDocument(db: Db | Tx, accountId: string, certificateId: string) {
  const rows = rowsOf<{ one: number }>(
    await db.execute(sql`
      select 1 as one from plan_documents d join subscriptions s on s.id = d.subscription_id
      where d.certificate_id = ${certificateId} and s.account_id = ${accountId}`),
  );
  return rows.length > 0;
}

/**
 * Gives back the document each of these certificates took from its plan, once, to the period it counted
 * against (a period already over is left as it was): called in the transaction that fails or expires them.
 * @returns the ids of the certificates whose document came back.
 */
export async function returnPlanDocuments(db: Db | Tx, certificateIds: readonly string[]): Promise<string[]> {
  if (certificateIds.length === 0) return [];
  const rows = rowsOf<{ certificate_id: string }>(
    await db.execute(sql`
      with returned as (
        update plan_documents set returned_at = now()
        where certificate_id = any(string_to_array(${certificateIds.join(',')}, ',')::uuid[])
          and returned_at is null
        returning certificate_id, subscription_id, period_start),
      per_period as (
        select subscription_id, period_start, count(*)::int as n from returned group by 1, 2),
      given_back as (
        update subscriptions s set documents_used = greatest(0, s.documents_used - p.n), updated_at = now()
        from per_period p where s.id = p.subscription_id and s.usage_period_start = p.period_start
        returning s.id)
      select certificate_id from returned`),
  );
  return rows.map((row) => row.certificate_id);
}

/**
 * Claims the 'Limite atteinte' e-mail of a period, in one conditional statement.
 * @returns true for the one caller that must send it.
 */
export async function claimLimitEmail(
  db: Db | Tx,
  subscriptionId: string,
  periodStart: Date,
): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update subscriptions set limit_emailed_for = ${periodStart.toISOString()}::timestamptz
      where id = ${subscriptionId}
        and limit_emailed_for is distinct from ${periodStart.toISOString()}::timestamptz
      returning id`),
  );
  return rows.length > 0;
}
