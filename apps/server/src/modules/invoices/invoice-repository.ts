import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { invoiceCounters, invoices } from '../../adapters/db/schema/invoices';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

/**
 * Takes the next number of a series and year. The upsert locks the counter row until the transaction
 * ends, so concurrent issuers queue, and a rolled-back invoice gives its number back: no gap.
 */
export async function takeNextInvoiceSequence(tx: Tx, series: string, year: number): Promise<number> {
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

export async function insertInvoice(tx: Tx, values: NewInvoice): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row as InvoiceRow;
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

/** Gives the claim back after a failed send, so the reconciler tries again. */
export async function releaseInvoiceEmail(db: Db, id: string): Promise<void> {
  await db.update(invoices).set({ emailedAt: null }).where(eq(invoices.id, id));
}

export async function findInvoiceById(db: Db, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}
