import { VAT_RATE } from '@horodoc/shared/pricing';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { payments } from '../../adapters/db/schema/payments';
import type { InvoiceRow } from '../invoices/invoice-repository';
import { issueInvoice } from '../invoices/issue-invoice';
import type { Delivery, InvoiceDetails, InvoiceLine, PaymentContext, PaymentKind } from './payment-context';
import { FROM_STATES, type PaymentState } from './payment-lifecycle';
import { lockPayment, type PaymentRow } from './payment-repository';

/*
 * A payment's moves: the one conditional update every change of state goes through (`movePayment`), and the
 * two forward moves with what each one needs: created or failed → paid with what its kind makes
 * (`acceptPayment`), paid → fulfilled with its invoice (`deliverPayment`). The refunds' moves are
 * `refund-payment.ts`'s.
 */

/** The column each move stamps with the time it was made. */
const TIME_OF: Record<Exclude<PaymentState, 'created'>, keyof PaymentRow> = {
  paid: 'paidAt',
  fulfilled: 'fulfilledAt',
  refunding: 'refundingAt',
  refunded: 'refundedAt',
  refund_failed: 'refundFailedAt',
  failed: 'failedAt',
  canceled: 'canceledAt',
};

/** A fact recorded with a move: the refund's id, the card's error code. */
type MoveFacts = Partial<Pick<PaymentRow, 'refundId' | 'failureCode'>>;

/**
 * Moves a payment to `to`, stamping `<to>_at`, in one conditional update: `update … where id = … and state in
 * FROM_STATES[to]`. A payment found in any other state is left as it is, so concurrent callers (the page, the
 * webhook, the reconciler, another instance) never make the same move twice.
 * @returns whether it moved, and the payment as it stands after (moved, or as another caller left it).
 */
export async function movePayment(
  db: Db | Tx,
  paymentId: string,
  to: Exclude<PaymentState, 'created'>,
  facts: MoveFacts = {},
): Promise<{ moved: boolean; payment: PaymentRow }> {
  const [moved] = await db
    .update(payments)
    .set({ ...facts, state: to, [TIME_OF[to]]: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), inArray(payments.state, FROM_STATES[to])))
    .returning();
  if (moved) return { moved: true, payment: moved };
  const [current] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!current) throw new Error(`payment ${paymentId} vanished`);
  return { moved: false, payment: current };
}

export type Accepted<Goods> =
  | { kind: 'accepted'; payment: PaymentRow; delivery: Delivery<Goods>; invoice?: InvoiceRow }
  /** Refunding, refunded or canceled meanwhile: nothing is made for it. */
  | { kind: 'closed'; payment: PaymentRow };

export type Delivered<Goods> =
  | {
      kind: 'delivered';
      payment: PaymentRow;
      goods: Goods;
      invoice: InvoiceRow;
      /** What the invoice prints under its line, when the kind said it with the delivery. */
      details?: InvoiceDetails;
    }
  | { kind: 'pending'; payment: PaymentRow; goods: Goods }
  /** It cannot be delivered: the caller refunds it (`refundPayment`). */
  | { kind: 'refund'; payment: PaymentRow; reason: string; why: string }
  /** Refunding, refunded or canceled meanwhile: nothing was made for it. */
  | { kind: 'closed'; payment: PaymentRow };

/**
 * Records a payment the provider says succeeded (created or failed → paid) and has its kind make what was
 * bought, in one transaction with the payment row locked: however many confirmations and webhooks race, it
 * is made once. What is delivered at once (credits) is invoiced and fulfilled in the same transaction.
 */
export async function acceptPayment<Goods>(
  ctx: PaymentContext,
  kind: PaymentKind<Goods>,
  payment: PaymentRow,
): Promise<Accepted<Goods>> {
  return ctx.db.transaction(async (tx) => {
    // Read created or failed: the move to paid locks the row as it makes it. Otherwise (or moved meanwhile by
    // another caller), the row is locked by a read, and taken as that caller left it.
    const paid =
      payment.state === 'created' || payment.state === 'failed'
        ? await movePayment(tx, payment.id, 'paid')
        : null;
    const locked = paid?.moved ? paid.payment : await lockPayment(tx, payment.id);
    if (locked.state !== 'paid' && locked.state !== 'fulfilled') return { kind: 'closed', payment: locked };
    const delivery = await kind.accept(tx, locked);
    if (delivery.kind !== 'delivered') return { kind: 'accepted', payment: locked, delivery };
    return {
      kind: 'accepted',
      delivery,
      ...(await fulfil(tx, locked, delivery.invoice, new Date(ctx.clock.now()))),
    };
  });
}

/**
 * Delivers a paid payment: accepted, then completed by its kind (waiting when `wait`), then invoiced and
 * fulfilled once; what its kind cannot deliver comes back to be refunded. Any number of calls, concurrent or
 * not, make one delivery and one invoice. The caller has checked it with the provider.
 */
export async function deliverPayment<Goods>(
  ctx: PaymentContext,
  kind: PaymentKind<Goods>,
  payment: PaymentRow,
  options: { wait: boolean },
): Promise<Delivered<Goods>> {
  const accepted = await acceptPayment(ctx, kind, payment);
  if (accepted.kind === 'closed') return accepted;
  let { delivery } = accepted;
  if (delivery.kind === 'pending' && kind.complete) {
    delivery = await kind.complete(ctx, accepted.payment, delivery.goods, options);
  }
  switch (delivery.kind) {
    case 'pending':
      return { kind: 'pending', payment: accepted.payment, goods: delivery.goods };
    case 'refund':
      return { ...delivery, payment: accepted.payment };
    case 'delivered': {
      const done = accepted.invoice
        ? { payment: accepted.payment, invoice: accepted.invoice }
        : await fulfil(ctx.db, accepted.payment, delivery.invoice, new Date(ctx.clock.now()));
      return {
        kind: 'delivered',
        goods: delivery.goods,
        ...done,
        ...(delivery.details ? { details: delivery.details } : {}),
      };
    }
  }
}

/** Issues the payment's invoice (once) and moves it paid → fulfilled. */
async function fulfil(db: Db | Tx, payment: PaymentRow, line: InvoiceLine, now: Date) {
  const invoice = await issueInvoice(db, {
    paymentId: payment.id,
    lineLabel: line.label,
    quantity: line.quantity,
    htCents: payment.amountHtCents,
    vatCents: payment.vatCents,
    ttcCents: payment.amountTtcCents,
    vatRateBasisPoints: Math.round(VAT_RATE * 10_000),
    buyerEmail: payment.buyerEmail,
    buyerName: line.buyerName ?? null,
    accountId: payment.accountId,
    issuedAt: now,
  });
  return { invoice, payment: (await movePayment(db, payment.id, 'fulfilled')).payment };
}
