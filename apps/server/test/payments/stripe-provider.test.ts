import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createStripeProvider } from '../../src/adapters/payments/stripe-provider';
import { startFakeStripeServer } from '../support/fake-stripe-server';
import { describePaymentProviderContract } from './payment-provider-contract';

const webhookSecret = 'whsec_test_stripe';

describePaymentProviderContract(
  'stripe (official SDK against a local Stripe API)',
  async () => {
    const server = await startFakeStripeServer();
    const provider = createStripeProvider({
      secretKey: server.secretKey,
      publishableKey: 'pk_test_fake',
      webhookSecret,
      apiUrl: server.url,
    });
    // What Stripe.js does in the browser, done here with Stripe's server-side test payment methods.
    const url = new URL(server.url);
    const browser = new Stripe(server.secretKey, {
      host: url.hostname,
      port: url.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    return {
      provider,
      webhookSecret,
      pay: async (intent, card) => {
        await browser.paymentIntents
          .confirm(intent.id, {
            payment_method: card === 'succeeds' ? 'pm_card_visa' : 'pm_card_chargeDeclined',
          })
          .catch((error: unknown) => {
            if (card === 'succeeds') throw error;
          });
      },
      refuseRefunds: (on) => server.failRefunds(on),
      close: () => server.close(),
    };
  },
  { canRefuseRefunds: true },
);

describe('the Stripe adapter on the wire', () => {
  it('sends an idempotency key with each creation and refund, and only card payment methods', async () => {
    const server = await startFakeStripeServer();
    try {
      const provider = createStripeProvider({
        secretKey: server.secretKey,
        publishableKey: 'pk_test_fake',
        webhookSecret,
        apiUrl: server.url,
      });
      await provider.createPaymentIntent({
        amountCents: 121,
        currency: 'eur',
        description: 'Horodatage',
        metadata: { payment_id: 'p1' },
        idempotencyKey: 'create-p1',
      });
      const creation = server.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST');
      expect(creation).toMatchObject({
        idempotencyKey: 'create-p1',
        body: {
          amount: '121',
          currency: 'eur',
          metadata: { payment_id: 'p1' },
          allowed_payment_method_types: ['card'],
        },
      });
    } finally {
      await server.close();
    }
  });

  it('subscribes default_incomplete to one price per plan and amount, found again by its lookup key', async () => {
    const server = await startFakeStripeServer();
    try {
      const provider = createStripeProvider({
        secretKey: server.secretKey,
        publishableKey: 'pk_test_fake',
        webhookSecret,
        apiUrl: server.url,
      });
      const input = {
        customerId: null,
        email: 'marie@example.fr',
        planId: 'starter',
        planName: 'Starter',
        amountCents: 1089,
        currency: 'eur' as const,
        metadata: { subscription_id: 's1', account_id: 'a1' },
      };
      const first = await provider.createSubscription({ ...input, idempotencyKey: 'subscription-s1' });
      await provider.createSubscription({
        ...input,
        customerId: first.subscription.customerId,
        idempotencyKey: 'subscription-s2',
      });
      const created = server.requests.filter((r) => r.path === '/v1/subscriptions' && r.method === 'POST');
      expect(created[0]).toMatchObject({
        idempotencyKey: 'subscription-s1',
        body: {
          customer: first.subscription.customerId,
          payment_behavior: 'default_incomplete',
          payment_settings: {
            save_default_payment_method: 'on_subscription',
            payment_method_types: ['card'],
          },
          expand: ['latest_invoice.confirmation_secret'],
          metadata: { subscription_id: 's1', plan_id: 'starter' },
        },
      });
      const prices = server.requests.filter((r) => r.path === '/v1/prices' && r.method === 'POST');
      expect(prices).toHaveLength(1);
      expect(prices[0]?.body).toMatchObject({
        unit_amount: '1089',
        recurring: { interval: 'month' },
        lookup_key: 'horodoc_starter_1089_eur_month',
      });
      expect(server.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('reports itself down when the key is refused', async () => {
    const server = await startFakeStripeServer();
    try {
      const provider = createStripeProvider({
        secretKey: 'sk_test_wrong',
        publishableKey: 'pk_test_fake',
        webhookSecret,
        apiUrl: server.url,
      });
      expect(await provider.check()).toBe(false);
    } finally {
      await server.close();
    }
  });
});
