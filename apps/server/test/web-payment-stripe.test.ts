import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { certificates } from '../src/adapters/db/schema/certificates';
import { payments } from '../src/adapters/db/schema/payments';
import type { Deps } from '../src/deps';
import { eventually } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
import { openMigratedPglite } from './support/databases';
import { type FakeStripeServer, startFakeStripeServer } from './support/fake-stripe-server';
import { sendStripeEvent, stripeClient, stripeEnv } from './support/stripe-events';
import { confirm, createPayment, post } from './support/web-flow';
import { startWebFlowApp } from './support/web-flow-app';

describe('the web flow with Stripe (through a local server speaking its API)', () => {
  let chain: TestChain;
  let database: Database;
  let stripeServer: FakeStripeServer;
  let stripe: Stripe;
  let app: FastifyInstance;
  let deps: Deps;

  beforeAll(async () => {
    chain = await startTestChain({ blockTime: 1 });
    database = await openMigratedPglite();
    stripeServer = await startFakeStripeServer();
    stripe = stripeClient(stripeServer);
    ({ app, deps } = await startWebFlowApp({
      database,
      chain: chain.client,
      env: stripeEnv(stripeServer),
    }));
  });
  afterAll(async () => {
    await deps?.anchoring.stop();
    await app?.close();
    await database?.close();
    await stripeServer?.close();
    await chain?.stop();
  });

  const sendEvent = (type: string, object: Record<string, unknown>) =>
    sendStripeEvent(app, stripe, { type, object });

  it('tells the page to mount Stripe Elements with the publishable key, and has no simulator', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/payment-config' })).json()).toEqual({
      provider: 'stripe',
      publishable_key: 'pk_test_horodoc',
    });
    expect((await post(app, '/api/simulator/confirm', {})).statusCode).toBe(404);
  });

  it('creates a PaymentIntent with the server price, and confirms it once the card is paid', async () => {
    const { payment_id, client_secret } = await createPayment(app, { amount: 50 });
    expect(client_secret).toMatch(/^pi_.+_secret_/);
    expect(stripeServer.intents.get(payment_id)).toMatchObject({ amount: 50, currency: 'eur' });
    await stripe.paymentIntents.confirm(payment_id, { payment_method: 'pm_card_visa' });
    const response = await confirm(app, payment_id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, payment_id });
  });

  it('completes from a signed Stripe webhook alone', async () => {
    const { payment_id } = await createPayment(app);
    await stripe.paymentIntents.confirm(payment_id, { payment_method: 'pm_card_visa' });
    const response = await sendEvent('payment_intent.succeeded', {
      id: payment_id,
      object: 'payment_intent',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, payment_id));
    await eventually(
      async () =>
        (
          await database.db
            .select()
            .from(payments)
            .where(eq(payments.id, payment?.id ?? ''))
        )[0]?.fulfilledAt != null,
      30_000,
      'the webhook to deliver',
    );
  });

  it('re-reads the payment from Stripe instead of trusting the event', async () => {
    const { payment_id } = await createPayment(app);
    // A correctly signed but false claim: Stripe says the intent still awaits its card.
    const response = await sendEvent('payment_intent.succeeded', {
      id: payment_id,
      object: 'payment_intent',
      status: 'succeeded',
    });
    expect(response.statusCode).toBe(200);
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, payment_id));
    expect(payment?.state).toBe('created');
    expect(
      await database.db
        .select()
        .from(certificates)
        .where(eq(certificates.paymentId, payment?.id ?? '')),
    ).toHaveLength(0);
  });

  it('ignores a redelivered event', async () => {
    const send = () =>
      sendStripeEvent(app, stripe, {
        id: 'evt_redelivered',
        type: 'charge.succeeded',
        object: { id: 'ch_1', object: 'charge' },
      });
    expect((await send()).json()).toMatchObject({ outcome: 'ignored' });
    expect((await send()).json()).toMatchObject({ outcome: 'duplicate' });
  });
});
