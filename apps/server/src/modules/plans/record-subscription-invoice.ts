import { VAT_RATE } from '@horodoc/shared/pricing';
import { findAccountById } from '../accounts/account-repository';
import { acceptPayment, movePayment } from '../payments/move-payment';
import type { PaymentContext } from '../payments/payment-context';
import { insertPaymentOnce } from '../payments/payment-repository';
import type { SubscriptionRow } from './subscription-repository';

/** A total including VAT split back into the amount excluding VAT and the VAT (9 € HT ↔ 10,89 € TTC). */
function splitTtc(ttcCents: number) {
  const htCents = Math.round(ttcCents / (1 + VAT_RATE));
  return { htCents, vatCents: ttcCents - htCents, ttcCents };
}

/**
 * Records one provider invoice of a subscription as a payment: paid, it is fulfilled with our invoice
 * (gap-free number, once however often it is recorded); a declined renewal is a failed payment, so the
 * account's payments show it. Invoices of other subscriptions, or not settled either way, are left alone.
 */
export async function recordSubscriptionInvoice(
  ctx: PaymentContext,
  subscription: SubscriptionRow,
  invoiceId: string,
): Promise<void> {
  const invoice = await ctx.provider.retrieveInvoice(invoiceId);
  if (!invoice || invoice.subscriptionId !== subscription.providerSubscriptionId) return;
  const paid = invoice.status === 'paid' && invoice.amountPaidCents > 0;
  const failed =
    invoice.status === 'open' &&
    invoice.lastErrorCode !== null &&
    invoice.billingReason !== 'subscription_create';
  if (!paid && !failed) return;

  const account = await findAccountById(ctx.db, subscription.accountId);
  const amounts = splitTtc(paid ? invoice.amountPaidCents : invoice.amountDueCents);
  const payment = await insertPaymentOnce(ctx.db, {
    provider: ctx.provider.kind,
    providerPaymentId: invoice.id,
    kind: 'subscription',
    amountHtCents: amounts.htCents,
    vatCents: amounts.vatCents,
    amountTtcCents: amounts.ttcCents,
    currency: invoice.currency,
    accountId: subscription.accountId,
    buyerEmail: account?.email ?? null,
    subscriptionId: subscription.id,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
  });
  if (!paid) {
    await movePayment(ctx.db, payment.id, 'failed', { failureCode: invoice.lastErrorCode });
    return;
  }
  // Paid, invoiced and fulfilled in one transaction, once; a renewal declined first and paid on a retry is
  // the same payment, failed → paid.
  await acceptPayment(ctx, ctx.kinds.subscription, payment);
}
