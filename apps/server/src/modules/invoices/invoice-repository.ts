import { and, eq, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { invoices } from '../../adapters/db/schema/invoices';

/** An invoice's rows are written by `issueInvoice` (`issue-invoice.ts`), which numbers them; read here. */
export type InvoiceRow = typeof invoices.$inferSelect;

export async function findInvoiceByNumber(db: Db, number: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.number, number));
  return row;
}

/**
 * How long a claim on a receipt keeps other senders off. A sender that dies between its claim and its send
 * (a killed process) leaves the claim behind; past the lease it is taken as dead and the receipt is claimed
 * again. Five minutes is far longer than any send (the PDF rendered, the mail handed to SMTP), so a live
 * sender is never overtaken, and a lost receipt waits at most that long.
 */
const RECEIPT_CLAIM_LEASE_MS = 5 * 60_000;

/**
 * The receipt of an invoice is still to be sent and free to claim at `now`: never sent, and never claimed or
 * its claim past the lease. The one statement of the rule, for the claim and the receipts job's sweep.
 */
export function receiptClaimable(now: Date): SQL {
  const leaseStart = new Date(now.getTime() - RECEIPT_CLAIM_LEASE_MS);
  return and(
    isNull(invoices.emailedAt),
    or(isNull(invoices.emailClaimedAt), lte(invoices.emailClaimedAt, leaseStart)),
  ) as SQL;
}

/**
 * Claims the right to e-mail an invoice for the lease: only one caller gets it, so concurrent senders send
 * one e-mail. A claim past its lease is taken over, so a receipt is sent at least once: a sender whose send
 * went through but whose `markInvoiceEmailed` did not has it sent again after the lease.
 * @returns the claim (its time, which `releaseInvoiceEmail` names), or null when the receipt was sent or
 * another sender holds it.
 */
export async function claimInvoiceEmail(db: Db, id: string, now: Date): Promise<Date | null> {
  const rows = await db
    .update(invoices)
    .set({ emailClaimedAt: now })
    .where(and(eq(invoices.id, id), receiptClaimable(now)))
    .returning({ id: invoices.id });
  return rows.length > 0 ? now : null;
}

/** Records the receipt as sent, once the mailer took it. */
export async function markInvoiceEmailed(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(invoices)
    .set({ emailedAt: now })
    .where(and(eq(invoices.id, id), isNull(invoices.emailedAt)));
}

/**
 * Gives a claim back after a failed send, so the receipts job's sweep tries again without waiting for the
 * lease. Only this sender's claim: one that outlived its lease and was taken over leaves the new one alone.
 */
export async function releaseInvoiceEmail(db: Db, id: string, claim: Date): Promise<void> {
  await db
    .update(invoices)
    .set({ emailClaimedAt: null })
    .where(and(eq(invoices.id, id), isNull(invoices.emailedAt), eq(invoices.emailClaimedAt, claim)));
}

export async function findInvoiceById(db: Db, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}
