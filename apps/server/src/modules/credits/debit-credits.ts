import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { rowsOf } from '../../adapters/db/rows';

/**
 * The credit debit, written once for every debit there is (an upload, the uploads of a group, a batch): common
 * table expressions to place in a `with`, after those that `debits` reads. `debits` selects one row per debit:
 * `account_id` (uuid), `credits` (int, above zero), `ord` (int, its place among its account's debits) and what
 * it pays for, `certificate_id` or `api_batch_id` (uuid, the other null).
 *
 * Each account is debited by the sum of its debits in ONE conditional update, only while its balance covers
 * that sum: PostgreSQL re-checks the condition on the locked row after waiting for a concurrent debit, so
 * concurrent debits never take more credits than there are, and the check constraint never has to refuse one.
 * Each debit then gets its own `timestamp` ledger row, with the balance after it (in `ord` order).
 *
 * The last expression, `ledger`, returns `account_id`, `certificate_id`, `api_batch_id` and `balance_after` of
 * the debits taken. An account whose balance fell short has none there, and nothing of it moved.
 */
export function debitCreditsSql(debits: SQL): SQL {
  return sql`
    debit as (${debits}),
    debit_total as (select account_id, sum(credits)::int as credits from debit group by account_id),
    debited as (
      update accounts a set credits_balance = a.credits_balance - t.credits
      from debit_total t
      where a.id = t.account_id and a.credits_balance >= t.credits
      returning a.id, a.credits_balance, t.credits),
    ledger as (
      insert into credit_ledger (account_id, delta, balance_after, reason, certificate_id, api_batch_id)
      select d.account_id, -d.credits,
        a.credits_balance + a.credits - sum(d.credits) over (
          partition by d.account_id order by d.ord rows between unbounded preceding and current row),
        'timestamp', d.certificate_id, d.api_batch_id
      from debit d join debited a on a.id = d.account_id
      returning account_id, certificate_id, api_batch_id, balance_after)`;
}

/**
 * Takes `credits` from an account for one certificate or one batch, in one statement (`debitCreditsSql`)
 * inside the caller's transaction: all of them while the balance covers them, else none.
 * @returns the balance after, or null when the balance fell short (nothing was taken).
 */
export async function debitCredits(
  db: Db | Tx,
  debit: { accountId: string; credits: number } & (
    | { certificateId: string; apiBatchId?: never }
    | { apiBatchId: string; certificateId?: never }
  ),
): Promise<number | null> {
  const [row] = rowsOf<{ balance_after: number }>(
    await db.execute(sql`
      with ${debitCreditsSql(sql`select ${debit.accountId}::uuid as account_id, ${debit.credits}::int as credits,
        0 as ord, ${debit.certificateId ?? null}::uuid as certificate_id,
        ${debit.apiBatchId ?? null}::uuid as api_batch_id`)}
      select balance_after from ledger`),
  );
  return row ? Number(row.balance_after) : null;
}
