import { PaymentProviderError, type ProviderPaymentIntent } from '../../adapters/payments/payment-provider';
import type { PaymentContext } from './payment-context';
import type { PaymentRow } from './payment-repository';

/** Why a payment cannot be delivered yet, as the provider tells it: the same refusals for every flow. */
export type PaymentCheckRefusal =
  | { kind: 'payment_unknown' }
  /** Answered with the card-payment wording the pages recognise. */
  | { kind: 'payment_not_succeeded' }
  | { kind: 'payment_provider_down'; cause: unknown };

const CHECK_REFUSALS: ReadonlySet<string> = new Set<PaymentCheckRefusal['kind']>([
  'payment_unknown',
  'payment_not_succeeded',
  'payment_provider_down',
]);

/** Whether an outcome is one of the refusals above, for the callers that pass them on. */
export function isPaymentCheckRefusal(outcome: { kind: string }): outcome is PaymentCheckRefusal {
  return CHECK_REFUSALS.has(outcome.kind);
}

/**
 * Re-reads the payment from the provider: the only state trusted before delivering anything. The amount,
 * the currency and our own payment id must match what we recorded. Not paid, the provider's payment comes
 * with the refusal (the webhook records a decline or a cancellation from it).
 * @throws Error for a mismatch (logged as critical): never delivered, answered as a server error.
 */
export async function checkPaidWithProvider(
  ctx: PaymentContext,
  payment: PaymentRow,
): Promise<
  { kind: 'paid' } | Exclude<PaymentCheckRefusal, { kind: 'payment_not_succeeded' }> | NotSucceeded
> {
  let intent: ProviderPaymentIntent | null;
  try {
    intent = await ctx.provider.retrievePaymentIntent(payment.providerPaymentId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    return { kind: 'payment_provider_down', cause: error };
  }
  if (!intent) return { kind: 'payment_unknown' };
  if (intent.status !== 'succeeded') return { kind: 'payment_not_succeeded', intent };
  if (
    intent.amountCents !== payment.amountTtcCents ||
    intent.currency !== payment.currency ||
    intent.metadata.payment_id !== payment.id
  ) {
    ctx.log.fatal(
      { paymentId: payment.id, providerPaymentId: intent.id },
      'CRITICAL: provider payment does not match ours',
    );
    throw new Error(`provider payment ${intent.id} does not match payment ${payment.id}`);
  }
  return { kind: 'paid' };
}

type NotSucceeded = { kind: 'payment_not_succeeded'; intent: ProviderPaymentIntent };
