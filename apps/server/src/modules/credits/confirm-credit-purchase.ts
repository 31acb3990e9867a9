import { checkPaidWithProvider, type PaymentCheckRefusal } from '../payments/check-paid-with-provider';
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

/** Why a pack of credits is not credited: not ours to confirm, or not paid as the provider tells it. */
export type CreditPurchaseRefusal = { kind: 'credit_purchase_unknown' } | PaymentCheckRefusal;

/**
 * Confirms a paid pack of credits: checks the payment with the provider, credits the account once, issues
 * the invoice, and e-mails it (in the background; the reconciler retries a failed send). Idempotent.
 */
export async function confirmCreditPurchase(
  options: ConfirmCreditPurchaseOptions,
): Promise<{ kind: 'credited'; purchase: FulfilledCreditPurchase } | CreditPurchaseRefusal> {
  const { ctx } = options;
  const payment = await findPaymentByProviderId(ctx.db, ctx.provider.kind, options.providerPaymentId);
  if (
    payment?.kind !== 'credit_purchase' ||
    (options.accountId !== undefined && payment.accountId !== options.accountId)
  ) {
    return { kind: 'credit_purchase_unknown' };
  }
  if (!payment.fulfilledAt) {
    const checked = await checkPaidWithProvider(ctx, payment);
    if (checked.kind !== 'paid') return checked;
  }
  const fulfilled = await fulfilCreditPurchase(ctx, payment);
  sendCreditReceipt(ctx, fulfilled).catch((error: unknown) =>
    ctx.log.error(
      { err: error, paymentId: payment.id },
      'credit receipt e-mail failed; the reconciler will retry',
    ),
  );
  return { kind: 'credited', purchase: fulfilled };
}
