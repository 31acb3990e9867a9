import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { rowsOf } from '../../adapters/db/rows';
import { returnPlanDocuments } from '../plans/plan-usage-repository';

/**
 * The credit ledger: append-only rows (purchase, timestamp, refund), each written in the same statement
 * that moves the account's running balance, which a check constraint keeps at zero or above. The balance is
 * the sum of the ledger; `accounts.credits_balance` is that sum kept at hand for the conditional debit.
 */

/**
 * Credits a purchase once: nothing happens when the payment was already credited. Callers hold the
 * payment's row lock, and the ledger's unique (payment, reason) index backs it.
 * @returns the balance after, or null when this payment was credited before.
 */
export async function creditPurchase(
  tx: Tx,
  entry: { accountId: string; paymentId: string; credits: number },
): Promise<number | null> {
  const [row] = rowsOf<{ balance_after: number }>(
    await tx.execute(sql`
      with credited as (
        update accounts set credits_balance = credits_balance + ${entry.credits}
        where id = ${entry.accountId}
          and not exists (
            select 1 from credit_ledger where payment_id = ${entry.paymentId} and reason = 'purchase')
        returning id, credits_balance)
      insert into credit_ledger (account_id, delta, balance_after, reason, payment_id)
      select id, ${entry.credits}, credits_balance, 'purchase', ${entry.paymentId} from credited
      returning balance_after`),
  );
  return row ? Number(row.balance_after) : null;
}

/**
 * Gives back the credit each of these certificates took, once: called in the transaction that marks them
 * failed or expired. Certificates paid by card, or already refunded, are skipped. A certificate timestamped
 * on a monthly plan gives its document back to the plan's period instead, in the same transaction: every
 * path that fails a certificate comes through here.
 * @returns the ids of the certificates whose credit came back.
 */
export async function refundCertificateCredits(
  tx: Db | Tx,
  certificateIds: readonly string[],
): Promise<string[]> {
  if (certificateIds.length === 0) return [];
  await returnPlanDocuments(tx, certificateIds);
  const rows = rowsOf<{ certificate_id: string }>(
    await tx.execute(sql`
      with wanted as (select unnest(string_to_array(${certificateIds.join(',')}, ',')::uuid[]) as id),
      paid as (
        -- Paid alone: the certificate's own debit row.
        select d.account_id, d.certificate_id
        from credit_ledger d
        where d.reason = 'timestamp' and d.certificate_id in (select id from wanted)
        union
        -- Paid in a batch: the batch's one debit row, which the certificate names.
        select d.account_id, c.id
        from certificates c
        join credit_ledger d on d.api_batch_id = c.api_batch_id and d.reason = 'timestamp'
        where c.id in (select id from wanted) and c.api_batch_id is not null),
      debits as (
        select p.account_id, p.certificate_id from paid p
        where not exists (
          select 1 from credit_ledger r where r.reason = 'refund' and r.certificate_id = p.certificate_id)),
      per_account as (select account_id, count(*)::int as n from debits group by account_id),
      credited as (
        update accounts a set credits_balance = a.credits_balance + p.n
        from per_account p where a.id = p.account_id
        returning a.id, a.credits_balance, p.n)
      insert into credit_ledger (account_id, delta, balance_after, reason, certificate_id)
      select d.account_id, 1,
        c.credits_balance - c.n + row_number() over (partition by d.account_id order by d.certificate_id),
        'refund', d.certificate_id
      from debits d join credited c on c.id = d.account_id
      returning certificate_id`),
  );
  return rows.map((row) => row.certificate_id);
}

export interface CreditSummary {
  /** Available now: the sum of the ledger. */
  balance: number;
  /** Credits taken by timestamps, less those given back. */
  used: number;
  purchased: number;
}

/** The account's three balances, derived from its ledger. */
export async function readCreditSummary(db: Db | Tx, accountId: string): Promise<CreditSummary> {
  const [row] = rowsOf<{ balance: number; used: number; purchased: number }>(
    await db.execute(sql`
      select
        coalesce(sum(delta), 0)::int as balance,
        coalesce(-sum(delta) filter (where reason in ('timestamp', 'refund')), 0)::int as used,
        coalesce(sum(delta) filter (where reason = 'purchase'), 0)::int as purchased
      from credit_ledger where account_id = ${accountId}`),
  );
  return {
    balance: Number(row?.balance ?? 0),
    used: Number(row?.used ?? 0),
    purchased: Number(row?.purchased ?? 0),
  };
}
