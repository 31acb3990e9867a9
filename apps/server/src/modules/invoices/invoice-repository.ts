import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { invoiceCounters, invoices } from '../../adapters/db/schema/invoices';
import { formatInvoiceNumber } from './invoice-number';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

/**
 * Takes the next number of a series and year. The upsert locks the counter row until the transaction
 * ends, so concurrent issuers queue, and a rolled-back invoice gives its number back: no gap.
 */
async function takeNextInvoiceSequence(tx: Tx, series: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error('the invoice counter returned no row');
  return row.lastNumber;
}

/**
 * Inserts a payment's invoice with the next number of its series and year, the number taken in the same
 * transaction as the insert (a savepoint inside the caller's), so the two commit or roll back together. A
 * payment already invoiced keeps its invoice, answered as it is, and takes no number.
 * @throws the database's unique violation when a concurrent caller inserted it first.
 */
export async function insertNextInvoice(
  db: Db | Tx,
  values: Omit<NewInvoice, 'sequence' | 'number'> & { series: string; year: number },
): Promise<InvoiceRow> {
  const existing = await findInvoiceByPayment(db, values.paymentId);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const sequence = await takeNextInvoiceSequence(tx, values.series, values.year);
    const number = formatInvoiceNumber(values.year, sequence);
    const [row] = await tx
      .insert(invoices)
      .values({ ...values, sequence, number })
      .returning();
    return row as InvoiceRow;
  });
}

export async function findInvoiceByPayment(db: Db | Tx, paymentId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  return row;
}

export async function findInvoiceByNumber(db: Db, number: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.number, number));
  return row;
}

/**
 * Claims the right to e-mail an invoice: only one caller gets true, so the buyer gets one e-mail.
 */
export async function claimInvoiceEmail(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ emailedAt: now })
    .where(and(eq(invoices.id, id), isNull(invoices.emailedAt)))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** Gives the claim back after a failed send, so the receipts job's sweep tries again. */
export async function releaseInvoiceEmail(db: Db, id: string): Promise<void> {
  await db.update(invoices).set({ emailedAt: null }).where(eq(invoices.id, id));
}

export async function findInvoiceById(db: Db, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}
