import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { isUniqueViolation } from '../../adapters/db/postgres-errors';
import { invoiceCounters, invoices } from '../../adapters/db/schema/invoices';
import type { InvoiceRow } from './invoice-repository';

/** Every invoice shares one gap-free sequence per calendar year (Madrid time, where the seller is). */
const INVOICE_SERIES = 'main';

export interface IssueInvoiceOptions {
  paymentId: string;
  lineLabel: string;
  htCents: number;
  vatCents: number;
  ttcCents: number;
  vatRateBasisPoints: number;
  buyerEmail?: string | null;
  buyerName?: string | null;
  accountId?: string | null;
  quantity?: number;
  /** Its date, which also picks the year whose numbering it takes. */
  issuedAt: Date;
}

/**
 * Issues the invoice of a payment, once: a second call (or a concurrent one) answers the same invoice.
 * Numbering is this file's one job: the number is the next of its year (`2026-000123`), taken in the same
 * transaction as the insert (a savepoint inside the caller's), so the two commit or roll back together and
 * numbers have no gap. A payment already invoiced keeps its invoice and takes no number.
 */
export async function issueInvoice(db: Db | Tx, options: IssueInvoiceOptions): Promise<InvoiceRow> {
  const existing = await invoiceOfPayment(db, options.paymentId);
  if (existing) return existing;
  const { issuedAt } = options;
  const year = invoiceYear(issuedAt);
  try {
    return await db.transaction(async (tx) => {
      const sequence = await takeNextSequence(tx, year);
      const [row] = await tx
        .insert(invoices)
        .values({
          series: INVOICE_SERIES,
          year,
          sequence,
          number: `${year}-${String(sequence).padStart(6, '0')}`,
          paymentId: options.paymentId,
          accountId: options.accountId ?? null,
          buyerEmail: options.buyerEmail ?? null,
          buyerName: options.buyerName ?? null,
          lineLabel: options.lineLabel,
          quantity: options.quantity ?? 1,
          amountHtCents: options.htCents,
          vatCents: options.vatCents,
          amountTtcCents: options.ttcCents,
          vatRateBasisPoints: options.vatRateBasisPoints,
          issuedAt,
        })
        .returning();
      return row as InvoiceRow;
    });
  } catch (error) {
    // Another caller issued it first; its transaction kept the number, ours gave it back.
    if (isUniqueViolation(error)) {
      const winner = await invoiceOfPayment(db, options.paymentId);
      if (winner) return winner;
    }
    throw error;
  }
}

/** The year an invoice issued at `date` belongs to: the seller's calendar, in Madrid. */
function invoiceYear(date: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric' }).format(date),
  );
}

/**
 * Takes the next number of the year. The upsert locks the counter row until the transaction ends, so
 * concurrent issuers queue, and a rolled-back invoice gives its number back: no gap.
 */
async function takeNextSequence(tx: Tx, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series: INVOICE_SERIES, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error('the invoice counter returned no row');
  return row.lastNumber;
}

async function invoiceOfPayment(db: Db | Tx, paymentId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  return row;
}
