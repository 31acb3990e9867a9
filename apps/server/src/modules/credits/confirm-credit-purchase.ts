import type { InvoiceRow } from '../invoices/invoice-repository';
import type { PaymentCheckRefusal } from '../payments/confirm-payment';
import { confirmPayment } from '../payments/confirm-payment';
import type { PaymentContext } from '../payments/payment-context';
import { creditPurchasePayments, type PurchasedCredits } from './credit-purchase-payments';

export interface ConfirmCreditPurchaseOptions {
  ctx: PaymentContext;
  /** The provider's payment id, as the page sends it (payment_intent_id). */
  providerPaymentId: string;
  /** The signed-in account: a purchase of another account is not found. */
  accountId?: string;
}

/** Why a pack of credits is not credited: not ours to confirm, or not paid as the provider tells it. */
export type CreditPurchaseRefusal = { kind: 'credit_purchase_unknown' } | PaymentCheckRefusal;

/**
 * Confirms a paid pack of credits (`confirmPayment`): checks the payment with the provider, credits the
 * account once, issues the invoice, and e-mails it in the background. Idempotent.
 */
export async function confirmCreditPurchase(
  options: ConfirmCreditPurchaseOptions,
): Promise<
  { kind: 'credited'; purchase: PurchasedCredits & { invoice: InvoiceRow } } | CreditPurchaseRefusal
> {
  const confirmed = await confirmPayment(options.ctx, creditPurchasePayments, {
    providerPaymentId: options.providerPaymentId,
    accountId: options.accountId,
    wait: false,
  });
  if (confirmed.kind === 'payment_unknown') return { kind: 'credit_purchase_unknown' };
  if (confirmed.kind === 'payment_not_succeeded' || confirmed.kind === 'payment_provider_down')
    return confirmed;
  // A pack is delivered in the transaction that accepts it: never pending, never refunded.
  if (confirmed.kind !== 'delivered')
    throw new Error(`credit purchase ${confirmed.payment.id} is ${confirmed.kind}`);
  return { kind: 'credited', purchase: { ...confirmed.goods, invoice: confirmed.invoice } };
}
