import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { payments } from '../../adapters/db/schema/payments';
import { FROM_STATES, type PaymentState } from './payment-lifecycle';
import type { PaymentRow } from './payment-repository';

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
