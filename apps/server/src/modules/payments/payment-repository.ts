import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { rowsOf } from '../../adapters/db/rows';
import { invoices } from '../../adapters/db/schema/invoices';
import { payments, providerEvents } from '../../adapters/db/schema/payments';
import { derivedStatus } from '../certificates/certificate-view';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(db: Db | Tx, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row as PaymentRow;
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

export async function updatePayment(
  db: Db | Tx,
  id: string,
  values: Partial<
    Pick<PaymentRow, 'status' | 'failureCode' | 'refundId' | 'refundStatus' | 'refundedAt' | 'fulfilledAt'>
  >,
): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning();
  return row as PaymentRow;
}

/**
 * Succeeded web payments that need the reconciler: a certificate that ended failed or expired and no
 * refund yet (or a failed one), a completed certificate not yet delivered, or no certificate at all.
 */
export async function webPaymentsNeedingAttention(db: Db, olderThan: Date, limit = 100) {
  return rowsOf<{ paymentId: string; certificateStatus: string | null }>(
    await db.execute(sql`
      select "paymentId", "certificateStatus" from (
        select p.id as "paymentId", ${derivedStatus('c', 'b')} as "certificateStatus", c.id as "certificateId",
          p.refund_status, p.fulfilled_at, p.updated_at
        from payments p
        left join certificates c on c.payment_id = p.id
        left join anchor_batches b on b.id = c.batch_id
        where p.kind = 'web_timestamp' and p.status = 'succeeded' and p.updated_at < ${olderThan}
      ) q
      where ("certificateStatus" in ('failed', 'expired') and (refund_status is null or refund_status = 'failed'))
        or ("certificateStatus" = 'completed' and fulfilled_at is null)
        or ("certificateId" is null and refund_status is null)
      order by updated_at
      limit ${limit}`),
  );
}

/** Payments still pending here though the browser may have paid: to ask the provider about. */
export async function stalePendingPayments(
  db: Db,
  kind: PaymentRow['kind'],
  olderThan: Date,
  newerThan: Date,
  limit = 100,
) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.kind, kind),
        inArray(payments.status, ['pending', 'failed']),
        lt(payments.createdAt, olderThan),
        gt(payments.createdAt, newerThan),
        isNull(payments.refundStatus),
      ),
    )
    .orderBy(payments.createdAt)
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

/** An account's payments, newest first, with the number of the invoice each one got, if any. */
export async function listAccountPayments(db: Db, accountId: string, limit: number) {
  return db
    .select({ payment: payments, invoiceNumber: invoices.number, invoiceLabel: invoices.lineLabel })
    .from(payments)
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(eq(payments.accountId, accountId))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}
