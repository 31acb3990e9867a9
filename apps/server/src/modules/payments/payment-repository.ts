import { and, desc, eq, gt, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { invoices } from '../../adapters/db/schema/invoices';
import { payments, providerEvents } from '../../adapters/db/schema/payments';
import { receiptClaimable } from '../invoices/invoice-repository';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'state'>;

/** Records a payment, created: its state changes only by `movePayment`. */
export async function insertPayment(db: Db | Tx, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row as PaymentRow;
}

/** Records a payment the provider names (a subscription's invoice) once: a second call finds the first. */
export async function insertPaymentOnce(db: Db | Tx, values: NewPayment): Promise<PaymentRow> {
  await db.insert(payments).values(values).onConflictDoNothing();
  const found = await findPaymentByProviderId(db, values.provider, values.providerPaymentId);
  if (!found) throw new Error(`payment ${values.providerPaymentId} vanished`);
  return found;
}

export async function findPaymentByProviderId(
  db: Db | Tx,
  provider: PaymentRow['provider'],
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  return row;
}

export async function findPaymentById(db: Db | Tx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Locks the payment for the rest of the transaction: concurrent confirmations of it wait their turn. */
export async function lockPayment(tx: Tx, id: string): Promise<PaymentRow> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  if (!row) throw new Error(`payment ${id} vanished`);
  return row;
}

/** Marks the payment looked at now, with no change: the reconciler's grace and back-off count from it. */
export async function touchPayment(db: Db, id: string): Promise<void> {
  await db.update(payments).set({ updatedAt: sql`now()` }).where(eq(payments.id, id));
}

/**
 * Payments the reconciler settles, by state: paid and not touched since `quietSince` (delivered or refunded
 * next), refunding since before it (an answer never recorded), refund failed since before `retrySince`.
 */
export async function paymentsToSettle(
  db: Db,
  since: { quietSince: Date; retrySince: Date },
  limit = 100,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      or(
        and(inArray(payments.state, ['paid', 'refunding']), lt(payments.updatedAt, since.quietSince)),
        and(eq(payments.state, 'refund_failed'), lt(payments.updatedAt, since.retrySince)),
      ),
    )
    .orderBy(payments.updatedAt)
    .limit(limit);
}

/** Payments still created (or declined) here though the buyer may have paid: to ask the provider about. */
export async function unpaidPayments(
  db: Db,
  kinds: PaymentRow['kind'][],
  createdBetween: { after: Date; before: Date },
  limit = 100,
): Promise<PaymentRow[]> {
  if (kinds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.kind, kinds),
        inArray(payments.state, ['created', 'failed']),
        lt(payments.createdAt, createdBetween.before),
        gt(payments.createdAt, createdBetween.after),
      ),
    )
    .orderBy(payments.createdAt)
    .limit(limit);
}

/**
 * Payments of these kinds whose invoice has a buyer address, was issued at `issuedBy` or before, and whose
 * receipt is free to claim at `now` (`receiptClaimable`): never sent, and never claimed (a hand-over lost with
 * its process), or its claim given back (a failed send) or past its lease (a sender killed before its send).
 */
export async function paymentsAwaitingReceipt(
  db: Db,
  kinds: PaymentRow['kind'][],
  options: { issuedBy: Date; now: Date },
  limit = 50,
) {
  if (kinds.length === 0) return [];
  return db
    .select({ payment: payments, invoice: invoices })
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .where(
      and(
        inArray(payments.kind, kinds),
        receiptClaimable(options.now),
        isNotNull(invoices.buyerEmail),
        lte(invoices.issuedAt, options.issuedBy),
      ),
    )
    .limit(limit);
}

/**
 * Records a provider event as handled.
 * @returns false when it was already recorded (a redelivery).
 */
export async function recordProviderEvent(
  db: Db,
  event: { id: string; provider: PaymentRow['provider']; type: string },
): Promise<boolean> {
  const rows = await db.insert(providerEvents).values(event).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function providerEventSeen(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: providerEvents.id })
    .from(providerEvents)
    .where(eq(providerEvents.id, id));
  return rows.length > 0;
}

/** An account's payments, newest first, with the number and line of the invoice each one got, if any. */
export async function listAccountPayments(db: Db, accountId: string, limit: number) {
  return db
    .select({ payment: payments, invoiceNumber: invoices.number, invoiceLabel: invoices.lineLabel })
    .from(payments)
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(eq(payments.accountId, accountId))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}
