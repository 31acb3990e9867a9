/**
 * The part of Stripe Billing the Stripe adapter uses, for the local Stripe API of the tests: customers,
 * prices found by lookup key, subscriptions created `default_incomplete` whose first invoice's PaymentIntent
 * the browser confirms, cancellation at the period's end or at once, and invoices with their payments.
 * Shapes follow Stripe's API since 2025-03-31 (periods on the items, `invoice.parent`,
 * `invoice.confirmation_secret`, `invoice.payments`).
 */
type Json = Record<string, unknown>;
type Answer = { status: number; body: Json };

interface BillingParts {
  intents: Map<string, Json>;
  newId: (prefix: string) => string;
  newIntent: (amount: number, currency: string, metadata: Json) => Json;
  missing: (what: string, id: string) => Answer;
}

const now = () => Math.floor(Date.now() / 1000);
const MONTH_S = 30 * 24 * 3600;
const expands = (body: Json, path: string) =>
  (Array.isArray(body.expand) ? body.expand : body.expand ? Object.values(body.expand as Json) : []).includes(
    path,
  );

export function fakeStripeBilling(parts: BillingParts) {
  const customers = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();

  const invoiceView = (invoice: Json, body: Json) => {
    const intent = parts.intents.get(String(invoice.payment_intent_id));
    const view: Json = { ...invoice };
    delete view.payment_intent_id;
    if (expands(body, 'confirmation_secret') || expands(body, 'latest_invoice.confirmation_secret')) {
      view.confirmation_secret =
        invoice.status === 'open' ? { client_secret: intent?.client_secret, type: 'payment_intent' } : null;
    }
    view.payments = {
      object: 'list',
      data: intent
        ? [
            {
              object: 'invoice_payment',
              payment: {
                type: 'payment_intent',
                payment_intent: expands(body, 'payments.data.payment.payment_intent') ? intent : intent.id,
              },
            },
          ]
        : [],
    };
    return view;
  };

  const subscriptionView = (subscription: Json, body: Json) => {
    const invoice = invoices.get(String(subscription.latest_invoice));
    return {
      ...subscription,
      latest_invoice:
        invoice && expands(body, 'latest_invoice.confirmation_secret')
          ? invoiceView(invoice, body)
          : subscription.latest_invoice,
    };
  };

  function route(method: string, path: string, body: Json): Answer | null {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: parts.newId('cus'),
        object: 'customer',
        email: body.email,
        metadata: body.metadata ?? {},
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys = Array.isArray(body.lookup_keys) ? body.lookup_keys : [];
      const data = [...prices.values()].filter((price) => keys.includes(price.lookup_key));
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/prices' } };
    }
    if (method === 'POST' && path === '/v1/prices') {
      const price = {
        id: parts.newId('price'),
        object: 'price',
        active: true,
        currency: body.currency,
        unit_amount: Number(body.unit_amount),
        recurring: body.recurring,
        lookup_key: body.lookup_key,
        product: parts.newId('prod'),
      };
      prices.set(price.id, price);
      return { status: 200, body: price };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      if (!customers.has(String(body.customer))) return parts.missing('customer', String(body.customer));
      const items = body.items as Json[];
      const price = prices.get(String(items[0]?.price));
      if (!price) return parts.missing('price', String(items[0]?.price));
      const id = parts.newId('sub');
      const start = now();
      const invoiceId = parts.newId('in');
      const intent = parts.newIntent(Number(price.unit_amount), String(price.currency), {
        invoice_id: invoiceId,
        subscription_id: id,
      });
      invoices.set(invoiceId, {
        id: invoiceId,
        object: 'invoice',
        status: 'open',
        currency: price.currency,
        amount_due: price.unit_amount,
        amount_paid: 0,
        billing_reason: 'subscription_create',
        period_start: start,
        period_end: start,
        parent: { type: 'subscription_details', subscription_details: { subscription: id, metadata: {} } },
        lines: { object: 'list', data: [{ period: { start, end: start + MONTH_S } }] },
        payment_intent_id: intent.id,
      });
      const subscription: Json = {
        id,
        object: 'subscription',
        customer: body.customer,
        status: 'incomplete',
        start_date: start,
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        latest_invoice: invoiceId,
        metadata: body.metadata ?? {},
        items: {
          object: 'list',
          data: [
            {
              id: parts.newId('si'),
              price,
              current_period_start: start,
              current_period_end: start + MONTH_S,
            },
          ],
        },
      };
      subscriptions.set(id, subscription);
      return { status: 200, body: subscriptionView(subscription, body) };
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionPath) {
      const subscription = subscriptions.get(subscriptionPath[1] ?? '');
      if (!subscription) return parts.missing('subscription', subscriptionPath[1] ?? '');
      if (method === 'POST' && body.cancel_at_period_end === 'true') {
        Object.assign(subscription, { cancel_at_period_end: true, canceled_at: now() });
      }
      if (method === 'DELETE')
        Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
      return { status: 200, body: subscriptionView(subscription, body) };
    }
    const invoicePath = /^\/v1\/invoices\/([^/]+)$/.exec(path);
    if (method === 'GET' && invoicePath) {
      const invoice = invoices.get(invoicePath[1] ?? '');
      if (!invoice) return parts.missing('invoice', invoicePath[1] ?? '');
      return { status: 200, body: invoiceView(invoice, body) };
    }
    return null;
  }

  /** A paid first invoice activates its subscription, as Stripe does when the PaymentIntent succeeds. */
  function onIntentSucceeded(intent: Json) {
    const metadata = (intent.metadata ?? {}) as Json;
    const invoice = invoices.get(String(metadata.invoice_id));
    if (!invoice) return;
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due });
    const subscription = subscriptions.get(String(metadata.subscription_id));
    if (subscription?.status === 'incomplete') subscription.status = 'active';
  }

  return { route, onIntentSucceeded };
}
