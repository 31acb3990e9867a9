import type { ProviderEvent } from '../../adapters/payments/payment-provider';
import {
  checkPaidWithProvider,
  confirmPayment,
  isPaymentCheckRefusal,
  type PaymentCheckRefusal,
} from './confirm-payment';
import { acceptPayment, movePayment } from './move-payment';
import type { PaymentContext } from './payment-context';
import { findPaymentByProviderId, providerEventSeen, recordProviderEvent } from './payment-repository';

export type EventOutcome = 'duplicate' | 'ignored' | 'handled';

/**
 * A verified provider event: re-reads the payment from the provider (the payload is not trusted). A paid
 * payment, of any kind, is accepted before answering (a pack's credits credited, a document's certificate
 * made: durable, so the reconciler finishes even after a crash), then the rest (anchoring, invoice, e-mail,
 * or refund) completes in the background, as the page's confirmation would. A declined or canceled payment
 * moves to failed or canceled. Events of a subscription go to the kind that follows them. Recorded once
 * handled, so a redelivery is a no-op; handling twice is harmless anyway. A provider out of reach is
 * answered as its refusal and the event is not recorded: the provider sends it again.
 */
export async function handlePaymentEvent(options: {
  ctx: PaymentContext;
  event: ProviderEvent;
}): Promise<EventOutcome | PaymentCheckRefusal> {
  const { ctx, event } = options;
  if (await providerEventSeen(ctx.db, event.id)) return 'duplicate';
  const record = () =>
    recordProviderEvent(ctx.db, { id: event.id, provider: ctx.provider.kind, type: event.type });
  if (event.subscriptionId) {
    for (const kind of Object.values(ctx.kinds)) await kind.followEvent?.(ctx, event);
    await record();
    return 'handled';
  }
  const providerPaymentId = event.paymentIntentId;
  const payment = providerPaymentId
    ? await findPaymentByProviderId(ctx.db, ctx.provider.kind, providerPaymentId)
    : undefined;
  // Other events have nothing for us.
  if (!payment || !providerPaymentId) {
    await record();
    return 'ignored';
  }

  const kind = ctx.kinds[payment.kind];
  const checked = await checkPaidWithProvider(ctx, payment);
  if (checked.kind === 'payment_provider_down') return checked;
  if (checked.kind === 'paid') {
    if ((await acceptPayment(ctx, kind, payment)).kind === 'accepted') {
      const failed = (detail: object) =>
        ctx.log.error(
          { ...detail, paymentId: payment.id },
          'webhook completion failed; the reconciler will retry',
        );
      confirmPayment(ctx, kind, { providerPaymentId, wait: true }).then(
        (result) => {
          if (isPaymentCheckRefusal(result)) failed({ refusal: result.kind });
        },
        (error: unknown) => failed({ err: error }),
      );
    }
  } else if (checked.kind === 'payment_not_succeeded') {
    const { intent } = checked;
    if (intent.status === 'requires_payment_method' && intent.lastErrorCode) {
      await movePayment(ctx.db, payment.id, 'failed', { failureCode: intent.lastErrorCode });
    } else if (intent.status === 'canceled') {
      await movePayment(ctx.db, payment.id, 'canceled');
    }
  }
  await record();
  return 'handled';
}
