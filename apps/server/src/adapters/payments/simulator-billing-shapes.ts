import type { ProviderSubscription } from './payment-provider';
import type { SimulatedInvoice, SimulatedSubscription } from './simulator-state';

/**
 * The simulator's billing objects as Stripe shapes them (API 2025-03-31 and later): the event payloads it
 * signs, and the provider view the rest of the server reads.
 */

const seconds = (ms: number | null) => (ms === null ? null : Math.floor(ms / 1000));

/** A subscription as Stripe's events carry it: its period on its one item. */
export function subscriptionObject(subscription: SimulatedSubscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customerId,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    canceled_at: seconds(subscription.canceledAt),
    ended_at: seconds(subscription.endedAt),
    latest_invoice: subscription.latestInvoiceId,
    items: {
      data: [
        {
          current_period_start: seconds(subscription.periodStart),
          current_period_end: seconds(subscription.periodEnd),
        },
      ],
    },
    metadata: subscription.metadata,
  };
}

/** An invoice as Stripe's events carry it: its subscription under `parent`, the paid period on its line. */
export function invoiceObject(invoice: SimulatedInvoice) {
  return {
    id: invoice.id,
    object: 'invoice',
    status: invoice.status,
    amount_due: invoice.amountCents,
    amount_paid: invoice.status === 'paid' ? invoice.amountCents : 0,
    billing_reason: invoice.billingReason,
    parent: { type: 'subscription_details', subscription_details: { subscription: invoice.subscriptionId } },
    lines: { data: [{ period: { start: seconds(invoice.periodStart), end: seconds(invoice.periodEnd) } }] },
  };
}

/** The subscription as the provider interface gives it. */
export function subscriptionView(subscription: SimulatedSubscription): ProviderSubscription {
  return {
    id: subscription.id,
    customerId: subscription.customerId,
    status: subscription.status,
    currentPeriodStart: new Date(subscription.periodStart),
    currentPeriodEnd: new Date(subscription.periodEnd),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    canceledAt: subscription.canceledAt === null ? null : new Date(subscription.canceledAt),
    endedAt: subscription.endedAt === null ? null : new Date(subscription.endedAt),
    latestInvoiceId: subscription.latestInvoiceId,
    metadata: { ...subscription.metadata },
  };
}
