import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import { movePayment } from './move-payment';
import type { PaymentContext } from './payment-context';
import type { PaymentRow } from './payment-repository';

export type RefundOutcome =
  | { kind: 'refunded'; payment: PaymentRow; refundId: string | null }
  | { kind: 'refund_failed'; payment: PaymentRow };

/**
 * Refunds a paid payment in full, once, whatever its kind: paid or refund_failed → refunding → refunded or
 * refund_failed. Concurrent callers, and a caller resuming a refund whose answer was never recorded (a crash),
 * share one idempotency key, so the provider makes one refund. A payment delivered meanwhile is never
 * refunded. A refund that fails is logged as critical (money taken, nothing delivered) and left refund_failed
 * for the reconciler to try again.
 * @throws Error when the payment is in no state to refund (created, fulfilled, ...): a programming error.
 */
export async function refundPayment(
  ctx: PaymentContext,
  payment: PaymentRow,
  why: string,
): Promise<RefundOutcome> {
  let current = payment;
  if (current.state === 'paid' || current.state === 'refund_failed') {
    current = (await movePayment(ctx.db, payment.id, 'refunding')).payment;
  }
  if (current.state === 'refunded') return { kind: 'refunded', payment: current, refundId: current.refundId };
  if (current.state !== 'refunding')
    throw new Error(`payment ${payment.id} is ${current.state}: not refunded`);
  // The provider replays a key's first answer, errors included: the attempt after a failure needs a key of its own.
  const idempotencyKey = current.refundFailedAt
    ? `refund-${payment.id}-after-${current.refundFailedAt.getTime()}`
    : `refund-${payment.id}`;
  try {
    const refund = await ctx.provider.refund({
      paymentIntentId: payment.providerPaymentId,
      idempotencyKey,
      reason: 'requested_by_customer',
    });
    const refunded = await movePayment(ctx.db, payment.id, 'refunded', { refundId: refund.id });
    ctx.log.warn({ paymentId: payment.id, refundId: refund.id, why }, 'payment refunded');
    return { kind: 'refunded', payment: refunded.payment, refundId: refund.id };
  } catch (error) {
    if (error instanceof PaymentProviderError && error.code === 'charge_already_refunded') {
      const { payment: refunded } = await movePayment(ctx.db, payment.id, 'refunded');
      return { kind: 'refunded', payment: refunded, refundId: refunded.refundId };
    }
    // Not moved: a concurrent attempt with the same key finished it first.
    const { payment: after } = await movePayment(ctx.db, payment.id, 'refund_failed');
    if (after.state === 'refunded') return { kind: 'refunded', payment: after, refundId: after.refundId };
    // pino has no "critical" level: fatal is the one alerting pages on. The process keeps running.
    ctx.log.fatal(
      { err: error, paymentId: payment.id, providerPaymentId: payment.providerPaymentId, why },
      'CRITICAL: refund failed: a customer was charged and nothing was delivered',
    );
    return { kind: 'refund_failed', payment: after };
  }
}
