import { VAT_RATE } from '@horodoc/shared/pricing';
import { payments } from '../../adapters/db/schema/payments';
import { formatFrenchDate } from '../../adapters/pdf/format-fr';
import { findAccountById } from '../accounts/account-repository';
import { issueInvoice } from '../invoices/issue-invoice';
import type { PaymentContext } from '../payments/payment-context';
import { findPaymentByProviderId, type PaymentRow, updatePayment } from '../payments/payment-repository';
import type { SubscriptionRow } from './subscription-repository';
import { planOf } from './to-web-subscription';

/** The invoice line of a paid period: 'Abonnement Starter — du 23/11/2026 au 23/12/2026'. */
export function subscriptionLabel(
  planName: string,
  periodStart: Date | null,
  periodEnd: Date | null,
): string {
  const period =
    periodStart && periodEnd
      ? ` — du ${formatFrenchDate(periodStart)} au ${formatFrenchDate(periodEnd)}`
      : '';
  return `Abonnement ${planName}${period}`;
}

/** A total including VAT split back into the amount excluding VAT and the VAT (9 € HT ↔ 10,89 € TTC). */
function splitTtc(ttcCents: number) {
  const htCents = Math.round(ttcCents / (1 + VAT_RATE));
  return { htCents, vatCents: ttcCents - htCents, ttcCents };
}

/**
 * Records one provider invoice of a subscription: paid, it becomes a succeeded payment and our invoice
 * (gap-free number, once however often it is recorded); a declined renewal becomes a failed payment, so the
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
  await ctx.db
    .insert(payments)
    .values({
      provider: ctx.provider.kind,
      providerPaymentId: invoice.id,
      kind: 'subscription',
      status: paid ? 'succeeded' : 'failed',
      failureCode: paid ? null : invoice.lastErrorCode,
      amountHtCents: amounts.htCents,
      vatCents: amounts.vatCents,
      amountTtcCents: amounts.ttcCents,
      currency: invoice.currency,
      accountId: subscription.accountId,
      buyerEmail: account?.email ?? null,
      subscriptionId: subscription.id,
      periodStart: invoice.periodStart,
      periodEnd: invoice.periodEnd,
      fulfilledAt: paid ? new Date() : null,
    })
    .onConflictDoNothing();
  let payment = (await findPaymentByProviderId(ctx.db, ctx.provider.kind, invoice.id)) as PaymentRow;
  if (!paid) return;
  // A renewal declined first and paid on a retry: the same payment, now succeeded.
  if (payment.status !== 'succeeded') {
    payment = await updatePayment(ctx.db, payment.id, {
      status: 'succeeded',
      failureCode: null,
      fulfilledAt: new Date(),
    });
  }
  await issueInvoice(ctx.db, {
    paymentId: payment.id,
    lineLabel: subscriptionLabel(planOf(subscription).name, invoice.periodStart, invoice.periodEnd),
    htCents: payment.amountHtCents,
    vatCents: payment.vatCents,
    ttcCents: payment.amountTtcCents,
    vatRateBasisPoints: Math.round(VAT_RATE * 10_000),
    buyerEmail: payment.buyerEmail,
    accountId: subscription.accountId,
  });
}
