import type { ProviderEvent } from '../../adapters/payments/payment-provider';
import { type CreditPurchaseRefusal, confirmCreditPurchase } from '../credits/confirm-credit-purchase';
import { syncSubscription } from '../plans/sync-subscription';
import { acceptPaidPayment } from './accept-paid-payment';
import { isPaymentCheckRefusal } from './check-paid-with-provider';
import { confirmWebPayment } from './confirm-web-payment';
import type { PaymentContext } from './payment-context';
import {
  findPaymentByProviderId,
  providerEventSeen,
  recordProviderEvent,
  updatePayment,
} from './payment-repository';

export type EventOutcome = 'duplicate' | 'ignored' | 'handled';

/**
 * A verified provider event: re-reads the payment from the provider (the payload is not trusted). A paid
 * pack of credits is credited (once) before answering. A paid web payment gets its certificate before
 * answering, then the rest (anchoring, invoice, e-mail, or refund) completes in the background, as the
 * browser's confirmation would. Recorded once handled, so a redelivery is a no-op; handling twice is
 * harmless anyway. A pack of credits the provider does not let through is answered as its refusal, and the
 * event is not recorded: the provider sends it again.
 */
export async function handlePaymentEvent(options: {
  ctx: PaymentContext;
  event: ProviderEvent;
}): Promise<EventOutcome | CreditPurchaseRefusal> {
  const { ctx, event } = options;
  if (await providerEventSeen(ctx.db, event.id)) return 'duplicate';
  if (event.subscriptionId) {
    // Subscription and subscription invoice events: our copy is brought in line with the provider's.
    await syncSubscription(ctx, { providerSubscriptionId: event.subscriptionId, invoiceId: event.invoiceId });
    await recordProviderEvent(ctx.db, { id: event.id, provider: ctx.provider.kind, type: event.type });
    return 'handled';
  }
  const payment = event.paymentIntentId
    ? await findPaymentByProviderId(ctx.db, ctx.provider.kind, event.paymentIntentId)
    : undefined;
  // Other events have nothing for us.
  if (!payment || !event.paymentIntentId) {
    await recordProviderEvent(ctx.db, { id: event.id, provider: ctx.provider.kind, type: event.type });
    return 'ignored';
  }

  const intent = await ctx.provider.retrievePaymentIntent(event.paymentIntentId);
  const paid = intent?.status === 'succeeded' && intent.amountCents === payment.amountTtcCents;
  if (paid && payment.kind === 'credit_purchase') {
    // Credited before we answer (once, whether or not the browser's confirmation came first).
    const confirmed = await confirmCreditPurchase({ ctx, providerPaymentId: event.paymentIntentId });
    if (confirmed.kind !== 'credited') return confirmed;
  } else if (paid) {
    // Durable before we answer: once the certificate exists, the reconciler finishes even after a crash.
    await acceptPaidPayment(ctx, payment);
    const providerPaymentId = event.paymentIntentId;
    const failed = (detail: object) =>
      ctx.log.error(
        { ...detail, paymentId: payment.id },
        'webhook completion failed; the reconciler will retry',
      );
    confirmWebPayment({ ctx, providerPaymentId, wait: true }).then(
      (result) => {
        if (isPaymentCheckRefusal(result)) failed({ refusal: result.kind });
      },
      (error: unknown) => failed({ err: error }),
    );
  } else if (
    intent?.status === 'requires_payment_method' &&
    intent.lastErrorCode &&
    payment.status === 'pending'
  ) {
    await updatePayment(ctx.db, payment.id, { status: 'failed', failureCode: intent.lastErrorCode });
  } else if (intent?.status === 'canceled' && payment.status !== 'succeeded') {
    await updatePayment(ctx.db, payment.id, { status: 'canceled' });
  }
  await recordProviderEvent(ctx.db, { id: event.id, provider: ctx.provider.kind, type: event.type });
  return 'handled';
}
