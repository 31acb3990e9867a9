import { findMonthlyPlan } from '@horodoc/shared/pricing';
import {
  accountPaymentSchema,
  paymentParamsSchema,
  paymentsResponseSchema,
  planParamsSchema,
  plansResponseSchema,
  pricingPlanSchema,
} from '@horodoc/shared/web-account-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { refusal } from '../errors';
import { describePlan, describePlans } from '../modules/payments/describe-plans';
import { listWebAccountPayments } from '../modules/payments/list-account-payments';
import { type WebTokenHook, webCaller } from '../plugins/web-token';
import { bothSpellings } from './web-account';

/** What the account payment routes use. */
type AccountPaymentRouteDeps = Pick<Deps, 'database' | 'clock' | 'paymentKinds'> & {
  config: Pick<Config, 'masterKey'>;
} & {
  requireWebToken: WebTokenHook;
};

/** The web account's /payments calls (spec, section 7): the plans on sale, and the account's payments. */
export async function accountPaymentRoutes(fastify: FastifyInstance, deps: AccountPaymentRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const paymentsOf = { db: deps.database.db, kinds: deps.paymentKinds, settings: deps.config };
  const requireToken = deps.requireWebToken;
  const lookups = { rateLimit: { max: 120, timeWindow: '1 minute' } };

  for (const url of bothSpellings('/api/payments/plans')) {
    app.get(url, { schema: { response: { 200: plansResponseSchema } }, config: lookups }, async () => ({
      plans: describePlans(),
    }));
  }
  for (const url of bothSpellings('/api/payments/plans/:id')) {
    app.get(
      url,
      { schema: { params: planParamsSchema, response: { 200: pricingPlanSchema } }, config: lookups },
      async (request) => {
        const plan = findMonthlyPlan(request.params.id);
        if (!plan) throw refusal('plan_id_unknown');
        return describePlan(plan);
      },
    );
  }

  for (const url of bothSpellings('/api/payments/payments')) {
    app.get(
      url,
      { schema: { response: { 200: paymentsResponseSchema } }, config: lookups, onRequest: requireToken },
      async (request, reply) => {
        const payments = await listWebAccountPayments(paymentsOf, webCaller(request).accountId);
        return reply.header('cache-control', 'private, no-store').send({ payments });
      },
    );
  }
  for (const url of bothSpellings('/api/payments/payments/:id')) {
    app.get(
      url,
      {
        schema: { params: paymentParamsSchema, response: { 200: accountPaymentSchema } },
        config: lookups,
        onRequest: requireToken,
      },
      async (request, reply) => {
        const payments = await listWebAccountPayments(paymentsOf, webCaller(request).accountId);
        // Another account's payment is answered as unknown, never as forbidden: its id says nothing.
        const payment = payments.find((candidate) => candidate.id === request.params.id);
        if (!payment) throw refusal('payment_unknown');
        return reply.header('cache-control', 'private, no-store').send(payment);
      },
    );
  }
}
