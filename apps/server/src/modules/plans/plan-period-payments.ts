import { formatFrenchDate } from '../../adapters/pdf/format-fr';
import type { PaymentKind } from '../payments/payment-context';
import { reconcileSubscriptions } from './reconcile-subscriptions';
import { findSubscriptionById } from './subscription-repository';
import { syncSubscription } from './sync-subscription';
import { planOf } from './to-web-subscription';

/** The invoice line of a paid period: 'Abonnement Starter — du 23/11/2026 au 23/12/2026'. */
function subscriptionLabel(planName: string, periodStart: Date | null, periodEnd: Date | null): string {
  const period =
    periodStart && periodEnd
      ? ` — du ${formatFrenchDate(periodStart)} au ${formatFrenchDate(periodEnd)}`
      : '';
  return `Abonnement ${planName}${period}`;
}

/**
 * A plan's period as a kind of payment: recorded from the provider's invoice (`record-subscription-invoice.ts`),
 * paid, it is delivered at once (the plan itself is the provider's, mirrored by `sync-subscription.ts`) and
 * invoiced for its period. It follows the provider's subscription events and brings lagging subscriptions in
 * line in the reconciler's pass.
 */
export const planPeriodPayments: PaymentKind<null> = {
  name: 'subscription',
  paidThrough: 'subscription_invoice',

  async accept(tx, payment) {
    const subscription = payment.subscriptionId && (await findSubscriptionById(tx, payment.subscriptionId));
    if (!subscription) throw new Error(`payment ${payment.id} names no subscription of ours`);
    const label = subscriptionLabel(planOf(subscription).name, payment.periodStart, payment.periodEnd);
    return { kind: 'delivered', goods: null, invoice: { label } };
  },

  invoiceDetails: async (_db, _payment, invoice) => ({
    details: [`Formule mensuelle, payée par carte le ${formatFrenchDate(invoice.issuedAt)}`],
    paidAt: invoice.issuedAt,
  }),

  // A period's invoice line names the plan and its dates.
  label: (payment, invoiceLabel) =>
    invoiceLabel ?? subscriptionLabel('Horodoc', payment.periodStart, payment.periodEnd),

  async followEvent(ctx, event) {
    if (!event.subscriptionId) return;
    await syncSubscription(ctx, { providerSubscriptionId: event.subscriptionId, invoiceId: event.invoiceId });
  },

  reconcile: (ctx, now) => reconcileSubscriptions({ ctx, now }),
};
