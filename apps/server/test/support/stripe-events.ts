import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { FakeStripeServer } from './fake-stripe-server';

/** The webhook secret the tests give the app and sign their events with. */
const STRIPE_WEBHOOK_SECRET = 'whsec_test_horodoc';

/** The settings that switch the app to Stripe, pointed at the local server speaking its API. */
export function stripeEnv(server: FakeStripeServer): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: server.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_horodoc',
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: server.url,
  };
}

/** Stripe's own library, talking to the local server: what a test reads the provider's side with. */
export function stripeClient(server: FakeStripeServer): Stripe {
  const url = new URL(server.url);
  return new Stripe(server.secretKey, {
    host: url.hostname,
    port: url.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

/**
 * Posts an event to the app's Stripe webhook as Stripe would, signed by Stripe's own library, so the app's
 * check of the signature is the one production runs. A given `id` makes a redelivery of the same event.
 */
export function sendStripeEvent(
  app: FastifyInstance,
  stripe: Stripe,
  event: { type: string; object: Record<string, unknown>; id?: string },
) {
  const payload = JSON.stringify({
    id: event.id ?? `evt_${Date.now()}${Math.random()}`.replace('.', ''),
    object: 'event',
    type: event.type,
    data: { object: event.object },
  });
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({
        payload,
        secret: STRIPE_WEBHOOK_SECRET,
      }),
    },
    payload,
  });
}
