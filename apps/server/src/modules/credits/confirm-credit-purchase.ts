import { AppError } from '../../errors';
import { checkPaidWithProvider } from '../payments/check-paid-with-provider';
import type { PaymentContext } from '../payments/payment-context';
import { findPaymentByProviderId } from '../payments/payment-repository';
import { type FulfilledCreditPurchase, fulfilCreditPurchase } from './fulfil-credit-purchase';
import { sendCreditReceipt } from './send-credit-receipt';

export interface ConfirmCreditPurchaseOptions {
  ctx: PaymentContext;
  /** The provider's payment id, as the page sends it (payment_intent_id). */
  providerPaymentId: string;
  /** The signed-in account: a purchase of another account is not found. Absent for the webhook. */
  accountId?: string;
}

/**
 * Confirms a paid pack of credits: checks the payment with the provider, credits the account once, issues
 * the invoice, and e-mails it (in the background; the reconciler retries a failed send). Idempotent.
 * @throws AppError `not_found`, `payment_not_succeeded` or `service_unavailable`.
 */
export async function confirmCreditPurchase(
  options: ConfirmCreditPurchaseOptions,
): Promise<FulfilledCreditPurchase> {
  const { ctx } = options;
  const payment = await findPaymentByProviderId(ctx.db, ctx.provider.kind, options.providerPaymentId);
  if (
    payment?.kind !== 'credit_purchase' ||
    (options.accountId !== undefined && payment.accountId !== options.accountId)
  ) {
    throw new AppError('not_found', 'Achat de crédits introuvable.');
  }
  if (!payment.fulfilledAt) await checkPaidWithProvider(ctx, payment);
  const fulfilled = await fulfilCreditPurchase(ctx, payment);
  sendCreditReceipt(ctx, fulfilled).catch((error: unknown) =>
    ctx.log.error(
      { err: error, paymentId: payment.id },
      'credit receipt e-mail failed; the reconciler will retry',
    ),
  );
  return fulfilled;
}
