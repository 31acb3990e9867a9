import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import type { PaymentContext } from './payment-context';
import { type PaymentRow, updatePayment } from './payment-repository';

export type RefundOutcome = { ok: true; refundId: string | null } | { ok: false };

/** Ten minutes: retries of a failed refund within one window share a key, a later window tries afresh. */
const RETRY_WINDOW_MS = 10 * 60_000;

/**
 * Refunds a web payment in full, once: concurrent callers share one idempotency key, so the provider makes
 * one refund. A refund that fails is logged as critical (money taken with no certificate) and left
 * `failed` for the reconciler to try again.
 */
export async function refundWebPayment(
  ctx: PaymentContext,
  payment: PaymentRow,
  why: string,
): Promise<RefundOutcome> {
  if (payment.refundStatus === 'succeeded' || payment.refundStatus === 'pending') {
    return { ok: true, refundId: payment.refundId };
  }
  // The provider replays a key's first answer, errors included: a retry after a failure needs a new key.
  const idempotencyKey =
    payment.refundStatus === 'failed'
      ? `refund-${payment.id}-retry-${Math.floor(Date.now() / RETRY_WINDOW_MS)}`
      : `refund-${payment.id}`;
  try {
    const refund = await ctx.provider.refund({
      paymentIntentId: payment.providerPaymentId,
      idempotencyKey,
      reason: 'requested_by_customer',
    });
    await updatePayment(ctx.db, payment.id, {
      refundId: refund.id,
      refundStatus: refund.status === 'succeeded' ? 'succeeded' : 'pending',
      refundedAt: new Date(),
    });
    ctx.log.warn({ paymentId: payment.id, refundId: refund.id, why }, 'web payment refunded');
    return { ok: true, refundId: refund.id };
  } catch (error) {
    if (error instanceof PaymentProviderError && error.code === 'charge_already_refunded') {
      await updatePayment(ctx.db, payment.id, { refundStatus: 'succeeded', refundedAt: new Date() });
      return { ok: true, refundId: payment.refundId };
    }
    await updatePayment(ctx.db, payment.id, { refundStatus: 'failed' });
    // pino has no "critical" level: fatal is the one alerting pages on. The process keeps running.
    ctx.log.fatal(
      { err: error, paymentId: payment.id, providerPaymentId: payment.providerPaymentId, why },
      'CRITICAL: refund failed: a customer was charged without a certificate',
    );
    return { ok: false };
  }
}
