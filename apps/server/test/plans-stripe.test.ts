import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { subscriptions } from '../src/adapters/db/schema/subscriptions';
import { post, randomEmail, randomIp } from './support/accounts';
import { startTestChain, type TestChain } from './support/chain';
import { openMigratedPglite } from './support/databases';
import { type FakeStripeServer, startFakeStripeServer } from './support/fake-stripe-server';
import { sendStripeEvent, stripeClient, stripeEnv } from './support/stripe-events';
import { buildTestApp } from './support/test-app';
import { browserHeaders } from './support/web-flow';

describe('monthly plans with Stripe Billing (through a local server speaking its API)', () => {
  let chain: TestChain;
  let database: Database;
  let stripeServer: FakeStripeServer;
  let stripe: Stripe;
  let app: FastifyInstance;

  beforeAll(async () => {
    chain = await startTestChain();
    database = await openMigratedPglite();
    stripeServer = await startFakeStripeServer();
    stripe = stripeClient(stripeServer);
    ({ app } = await buildTestApp({
      database,
      chain: chain.client,
      env: stripeEnv(stripeServer),
    }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await stripeServer?.close();
    await chain?.stop();
  });

  const sendEvent = (type: string, object: Record<string, unknown>) =>
    sendStripeEvent(app, stripe, { type, object });

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      remoteAddress: randomIp(),
      headers: { ...browserHeaders, authorization: `Token ${token}` },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  it('activates on invoice.paid, records the paid period with its invoice, and cancels at its end', async () => {
    const registered = await post(app, '/api/auth/register', {
      email: randomEmail(),
      password: 'motdepasse-solide',
    });
    const token = (registered.json() as { token: string }).token;
    const created = await call('POST', '/api/payments/subscriptions/create', token, { plan: 'pro' });
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json() as { subscription: { id: string }; payment_id: string; amount_ttc: number };
    expect(body.amount_ttc).toBe(3509);

    // What Stripe.js does with the client secret, then the webhook Stripe sends.
    await stripe.paymentIntents.confirm(body.payment_id, { payment_method: 'pm_card_visa' });
    const [row] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, body.subscription.id));
    const remote = await stripe.subscriptions.retrieve(row?.providerSubscriptionId ?? '');
    const webhook = await sendEvent('invoice.paid', {
      id: remote.latest_invoice,
      object: 'invoice',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: row?.providerSubscriptionId },
      },
    });
    expect(webhook.statusCode, webhook.body).toBe(200);
    const [activated] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, body.subscription.id));
    expect(activated?.status).toBe('active');

    const profile = (await call('GET', '/api/auth/profile', token)).json();
    expect(profile).toMatchObject({
      can_upload_document: true,
      subscription_plan: 'pro',
      usage: { documents_used: 0, documents_per_month: 100 },
    });
    const payments = (await call('GET', '/api/payments/payments', token)).json() as {
      payments: Array<{ kind: string; amount_ht: number; amount_ttc: number; invoice_number: string | null }>;
    };
    expect(payments.payments).toEqual([
      expect.objectContaining({
        kind: 'subscription',
        amount_ht: 2900,
        amount_ttc: 3509,
        invoice_number: expect.any(String),
      }),
    ]);

    const cancelled = await call('POST', '/api/payments/subscriptions/cancel', token, {});
    expect(cancelled.json()).toMatchObject({ status: 'active', cancel_at_period_end: true, is_active: true });
    expect(
      stripeServer.requests.some((r) => r.method === 'POST' && /\/v1\/subscriptions\/sub_/.test(r.path)),
    ).toBe(true);
  });
});
