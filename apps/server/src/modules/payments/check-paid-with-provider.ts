import { PaymentProviderError, type ProviderPaymentIntent } from '../../adapters/payments/payment-provider';
import { AppError } from '../../errors';
import type { PaymentContext } from './payment-context';
import type { PaymentRow } from './payment-repository';

/** The provider is down or refused the call: the same French text for every flow. */
export function providerUnavailable(cause: unknown): AppError {
  return new AppError(
    'service_unavailable',
    'Service de paiement temporairement indisponible. Réessayez dans un instant.',
    { cause },
  );
}

/**
 * Re-reads the payment from the provider: the only state trusted before delivering anything. The amount,
 * the currency and our own payment id must match what we recorded.
 * @throws AppError `not_found`, `payment_not_succeeded` (with the card-payment wording the pages recognise),
 * `service_unavailable`, or `internal_error` for a mismatch (logged as critical).
 */
export async function checkPaidWithProvider(ctx: PaymentContext, payment: PaymentRow): Promise<void> {
  let intent: ProviderPaymentIntent | null;
  try {
    intent = await ctx.provider.retrievePaymentIntent(payment.providerPaymentId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    throw providerUnavailable(error);
  }
  if (!intent) throw new AppError('not_found', 'Paiement introuvable.');
  if (intent.status !== 'succeeded') {
    throw new AppError(
      'payment_not_succeeded',
      "Le paiement par carte de crédit n'a pas abouti : aucun montant n'a été débité.",
    );
  }
  if (
    intent.amountCents !== payment.amountTtcCents ||
    intent.currency !== payment.currency ||
    intent.metadata.payment_id !== payment.id
  ) {
    ctx.log.fatal(
      { paymentId: payment.id, providerPaymentId: intent.id },
      'CRITICAL: provider payment does not match ours',
    );
    throw new AppError('internal_error', 'Erreur serveur.');
  }
}
