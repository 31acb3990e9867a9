import {
  cancelSubscriptionRequestSchema,
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  subscriptionParamsSchema,
  subscriptionSchema,
  subscriptionsResponseSchema,
} from '@horodoc/shared/web-account-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { refusal } from '../errors';
import type { PaymentParts } from '../modules/payments/payment-context';
import { paymentContext } from '../modules/payments/payment-context';
import { cancelPlanSubscription } from '../modules/plans/cancel-plan-subscription';
import { createPlanSubscription } from '../modules/plans/create-plan-subscription';
import {
  findSubscriptionOfAccount,
  listAccountSubscriptions,
} from '../modules/plans/subscription-repository';
import { syncSubscription } from '../modules/plans/sync-subscription';
import { toWebSubscription } from '../modules/plans/to-web-subscription';
import { type WebTokenHook, webCaller } from '../plugins/web-token';
import { bothSpellings } from './web-account';

type AccountSubscriptionRouteDeps = PaymentParts & Pick<Deps, 'clock'> & { requireWebToken: WebTokenHook };

/**
 * The web account's monthly plans (spec, section 7): list, read, create and cancel. Billing is the payment
 * provider's (Stripe Billing, or the simulator's); the card of the first invoice is confirmed in the browser
 * as for any card payment. The state-changing calls keep the anti-forgery check of every browser call.
 */
export async function accountSubscriptionRoutes(
  fastify: FastifyInstance,
  deps: AccountSubscriptionRouteDeps,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const now = () => new Date(deps.clock.now());
  const requireToken = deps.requireWebToken;
  const lookups = { rateLimit: { max: 120, timeWindow: '1 minute' } };
  const changes = { rateLimit: { max: 20, timeWindow: '1 minute' } };
  const privately = { 'cache-control': 'private, no-store' };

  for (const url of bothSpellings('/api/payments/subscriptions')) {
    app.get(
      url,
      {
        schema: { response: { 200: subscriptionsResponseSchema } },
        config: lookups,
        onRequest: requireToken,
      },
      async (request, reply) => {
        const rows = await listAccountSubscriptions(db, webCaller(request).accountId);
        const at = now();
        return reply
          .headers(privately)
          .send({ subscriptions: rows.map((row) => toWebSubscription(row, at)) });
      },
    );
  }

  for (const url of bothSpellings('/api/payments/subscriptions/create')) {
    app.post(
      url,
      {
        schema: {
          body: createSubscriptionRequestSchema,
          response: { 200: createSubscriptionResponseSchema },
        },
        config: changes,
        onRequest: requireToken,
      },
      async (request, reply) => {
        const started = await createPlanSubscription(paymentContext(deps, request.log), {
          accountId: webCaller(request).accountId,
          planId: request.body.plan,
          now: now(),
        });
        if (started.kind !== 'started') {
          throw refusal(started.kind, 'cause' in started ? { cause: started.cause } : {});
        }
        return reply.headers(privately).send({
          subscription: toWebSubscription(started.subscription, now()),
          client_secret: started.clientSecret,
          payment_id: started.paymentIntentId,
          amount_ht: started.price.htCents,
          tva_amount: started.price.vatCents,
          amount_ttc: started.price.ttcCents,
        });
      },
    );
  }

  for (const url of bothSpellings('/api/payments/subscriptions/cancel')) {
    app.post(
      url,
      {
        schema: { body: cancelSubscriptionRequestSchema, response: { 200: subscriptionSchema } },
        config: changes,
        onRequest: requireToken,
      },
      async (request, reply) => {
        const canceled = await cancelPlanSubscription(paymentContext(deps, request.log), {
          accountId: webCaller(request).accountId,
          subscriptionId: request.body.subscription_id,
        });
        if (canceled.kind !== 'canceled') {
          throw refusal(canceled.kind, 'cause' in canceled ? { cause: canceled.cause } : {});
        }
        return reply.headers(privately).send(toWebSubscription(canceled.subscription, now()));
      },
    );
  }

  for (const url of bothSpellings('/api/payments/subscriptions/:id')) {
    app.get(
      url,
      {
        schema: { params: subscriptionParamsSchema, response: { 200: subscriptionSchema } },
        config: lookups,
        onRequest: requireToken,
      },
      async (request, reply) => {
        // Another account's subscription is answered as unknown, never as forbidden.
        let row = await findSubscriptionOfAccount(db, webCaller(request).accountId, request.params.id);
        if (!row) throw refusal('subscription_unknown');
        if (row.status === 'incomplete') {
          // Polled after the card: the first payment activates it now, not only when the webhook comes.
          row =
            (await syncSubscription(paymentContext(deps, request.log), {
              providerSubscriptionId: row.providerSubscriptionId,
            })) ?? row;
        }
        return reply.headers(privately).send(toWebSubscription(row, now()));
      },
    );
  }
}
