import {
  simulatorAdvanceRequestSchema,
  simulatorAdvanceResponseSchema,
  simulatorAuthenticateRequestSchema,
  simulatorConfirmRequestSchema,
  simulatorPaymentResponseSchema,
} from '@horodoc/shared/web-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PaymentProviderError } from '../adapters/payments/payment-provider';
import type { SimulatedConfirmation, SimulatorProvider } from '../adapters/payments/simulator-provider';
import type { AppDeps } from '../app';

/**
 * The card simulator's endpoints (embedded mode only): its card fields post here as Stripe.js posts to
 * Stripe, and its events reach our webhook route signed, as Stripe's do.
 */
export async function simulatorRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const simulator = deps.payments as SimulatorProvider;
  simulator.deliverEventsTo(async (payload, signature) => {
    const response = await fastify.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    if (response.statusCode >= 300) throw new Error(`webhook answered ${response.statusCode}`);
  });

  const limit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  const answer = (run: () => SimulatedConfirmation) => {
    try {
      const result = run();
      return {
        status: result.status,
        payment_intent_id: result.paymentIntentId,
        ...(result.error ? { error: result.error } : {}),
      };
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // What Stripe.js answers for an unknown client secret.
      return {
        status: 'requires_payment_method' as const,
        payment_intent_id: '',
        error: {
          type: 'invalid_request_error',
          code: error.code ?? 'resource_missing',
          message: 'Paiement introuvable.',
        },
      };
    }
  };

  app.post(
    '/api/simulator/confirm',
    {
      schema: { body: simulatorConfirmRequestSchema, response: { 200: simulatorPaymentResponseSchema } },
      config: limit,
    },
    async (request) =>
      answer(() =>
        simulator.confirmCard({
          clientSecret: request.body.client_secret,
          cardNumber: request.body.card_number,
          expiry: request.body.expiry,
          cvc: request.body.cvc,
          billingDetails: request.body.billing_details,
        }),
      ),
  );

  // Tests and demos drive renewals, failed renewals and ends of plans without waiting a month.
  app.post(
    '/api/simulator/advance',
    {
      schema: { body: simulatorAdvanceRequestSchema, response: { 200: simulatorAdvanceResponseSchema } },
      config: limit,
    },
    async (request) => {
      const result = await simulator.advance({
        seconds: request.body.seconds,
        declineRenewals: request.body.decline_renewals,
      });
      return { now: result.now.toISOString(), events: result.events };
    },
  );

  app.post(
    '/api/simulator/authenticate',
    {
      schema: { body: simulatorAuthenticateRequestSchema, response: { 200: simulatorPaymentResponseSchema } },
      config: limit,
    },
    async (request) =>
      answer(() =>
        simulator.authenticate({ clientSecret: request.body.client_secret, approve: request.body.approve }),
      ),
  );
}
