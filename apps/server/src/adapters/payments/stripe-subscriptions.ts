import type Stripe from 'stripe';
import type {
  PaymentProvider,
  ProviderInvoice,
  ProviderSubscription,
  ProviderSubscriptionStatus,
} from './payment-provider';

type Wrap = (error: unknown, what: string) => Error;
type Subscriptions = Pick<
  PaymentProvider,
  'createSubscription' | 'retrieveSubscription' | 'cancelSubscription' | 'retrieveInvoice'
>;

const date = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/** Since API 2025-03-31 the period lives on the subscription's items; a one-item plan reads its only item. */
function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status as ProviderSubscriptionStatus,
    currentPeriodStart: date(item?.current_period_start) ?? new Date(subscription.start_date * 1000),
    currentPeriodEnd: date(item?.current_period_end) ?? new Date(subscription.start_date * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: date(subscription.canceled_at),
    endedAt: date(subscription.ended_at),
    latestInvoiceId: idOf(subscription.latest_invoice),
    metadata: { ...(subscription.metadata ?? {}) },
  };
}

/** The PaymentIntent id a client secret belongs to (`pi_…_secret_…`). */
const intentOfSecret = (secret: string | null | undefined) =>
  secret ? (secret.split('_secret_')[0] ?? null) : null;

function toInvoice(invoice: Stripe.Invoice, withClientSecret: boolean): ProviderInvoice {
  const line = invoice.lines?.data[0];
  const secret = invoice.confirmation_secret?.client_secret ?? null;
  const payment = invoice.payments?.data[0]?.payment;
  const intent = payment?.payment_intent;
  const intentObject = intent && typeof intent !== 'string' ? intent : null;
  const lastError = intentObject?.last_payment_error;
  return {
    id: invoice.id ?? '',
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    status: (invoice.status ?? 'draft') as ProviderInvoice['status'],
    amountDueCents: invoice.amount_due,
    amountPaidCents: invoice.amount_paid,
    currency: invoice.currency,
    periodStart: date(line?.period.start) ?? new Date(invoice.period_start * 1000),
    periodEnd: date(line?.period.end) ?? new Date(invoice.period_end * 1000),
    billingReason: invoice.billing_reason ?? null,
    paymentIntentId: idOf(intent) ?? intentOfSecret(secret),
    clientSecret: withClientSecret && invoice.status === 'open' ? secret : null,
    lastErrorCode: lastError?.decline_code ?? lastError?.code ?? null,
  };
}

/**
 * Stripe Billing for the monthly plans: one Price per plan and amount (found by its lookup key, created the
 * first time), subscriptions created `default_incomplete` so the first invoice's payment is confirmed in the
 * browser, and cancellations at the period's end.
 */
export function stripeSubscriptions(stripe: Stripe, wrap: Wrap): Subscriptions {
  const priceOf = async (input: {
    planId: string;
    planName: string;
    amountCents: number;
    currency: 'eur';
  }) => {
    // The amount is in the key: a new price in the business configuration makes a new Stripe Price.
    const lookupKey = `horodoc_${input.planId}_${input.amountCents}_${input.currency}_month`;
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const price = await stripe.prices.create(
      {
        currency: input.currency,
        unit_amount: input.amountCents,
        recurring: { interval: 'month' },
        lookup_key: lookupKey,
        product_data: { name: `Horodoc ${input.planName}` },
      },
      { idempotencyKey: `price-${lookupKey}` },
    );
    return price.id;
  };

  return {
    async createSubscription(input) {
      try {
        const customerId =
          input.customerId ??
          (
            await stripe.customers.create(
              { email: input.email, metadata: { account_id: input.metadata.account_id ?? '' } },
              { idempotencyKey: `customer-${input.idempotencyKey}` },
            )
          ).id;
        const price = await priceOf(input);
        const subscription = await stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price }],
            payment_behavior: 'default_incomplete',
            payment_settings: {
              save_default_payment_method: 'on_subscription',
              payment_method_types: ['card'],
            },
            metadata: { ...input.metadata, plan_id: input.planId },
            expand: ['latest_invoice.confirmation_secret'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        const invoice = subscription.latest_invoice as Stripe.Invoice | null;
        const clientSecret = invoice?.confirmation_secret?.client_secret;
        const paymentIntentId = intentOfSecret(clientSecret);
        if (!clientSecret || !paymentIntentId)
          throw new Error(`Stripe gave no client secret for ${subscription.id}`);
        return { subscription: toSubscription(subscription), clientSecret, paymentIntentId };
      } catch (error) {
        throw wrap(error, 'subscription creation');
      }
    },

    async retrieveSubscription(id) {
      try {
        return toSubscription(await stripe.subscriptions.retrieve(id));
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_missing') return null;
        throw wrap(error, 'subscription retrieval');
      }
    },

    async cancelSubscription(input) {
      try {
        const subscription = input.atPeriodEnd
          ? await stripe.subscriptions.update(input.subscriptionId, { cancel_at_period_end: true })
          : await stripe.subscriptions.cancel(input.subscriptionId);
        return toSubscription(subscription);
      } catch (error) {
        throw wrap(error, 'subscription cancellation');
      }
    },

    async retrieveInvoice(id, options = {}) {
      try {
        const invoice = await stripe.invoices.retrieve(id, {
          expand: ['confirmation_secret', 'payments.data.payment.payment_intent'],
        });
        return toInvoice(invoice, options.withClientSecret === true);
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_missing') return null;
        throw wrap(error, 'invoice retrieval');
      }
    },
  };
}
