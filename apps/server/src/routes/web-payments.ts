import {
  confirmPaymentFailureSchema,
  confirmPaymentRequestSchema,
  confirmPaymentSuccessSchema,
  createPaymentRequestSchema,
  createPaymentResponseSchema,
  paymentConfigResponseSchema,
} from '@horodoc/shared/web-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { refusal } from '../errors';
import { createWebPayment } from '../modules/certificates/create-web-payment';
import { confirmPayment } from '../modules/payments/confirm-payment';
import { type PaymentParts, paymentContext } from '../modules/payments/payment-context';
import { toConfirmAnswer } from './web-payment-answers';

/** What the card payment routes use: the payment use cases' parts, and whether anchoring is available. */
export type WebPaymentRouteDeps = Omit<PaymentParts, 'paymentKinds'> &
  Pick<Deps, 'anchoring' | 'paymentKinds'>;

/** The card payment of one document: which card fields to mount, create, confirm. */
export async function webPaymentRoutes(fastify: FastifyInstance, deps: WebPaymentRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The same for every request but its logger: built once, and each request's own log set on it.
  const ctx = paymentContext(deps, fastify.log);

  app.get('/api/payment-config', { schema: { response: { 200: paymentConfigResponseSchema } } }, async () => {
    const client = deps.payments.clientConfig();
    return client.provider === 'stripe'
      ? { provider: 'stripe' as const, publishable_key: client.publishableKey }
      : { provider: 'simulator' as const };
  });

  app.post(
    '/api/create-payment.php',
    {
      schema: { body: createPaymentRequestSchema, response: { 200: createPaymentResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const created = await createWebPayment({ ...ctx, log: request.log }, deps.anchoring, {
        fileHash: request.body.file_hash,
        fileName: request.body.file_name,
        fileSize: request.body.file_size ?? 0,
        amountTtcCents: request.body.amount_ttc,
        buyerEmail: request.body.email,
      });
      if (created.kind !== 'created') {
        throw refusal(created.kind, 'cause' in created ? { cause: created.cause } : {});
      }
      return created.payment;
    },
  );

  app.post(
    '/api/confirm-payment.php',
    {
      schema: {
        body: confirmPaymentRequestSchema,
        response: {
          200: confirmPaymentSuccessSchema,
          409: confirmPaymentFailureSchema,
          502: confirmPaymentFailureSchema,
          504: confirmPaymentFailureSchema,
        },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const result = await confirmPayment({ ...ctx, log: request.log }, deps.paymentKinds.web_timestamp, {
        providerPaymentId: request.body.payment_intent_id,
        wait: true,
      });
      const answer = toConfirmAnswer(result, deps.config.masterKey);
      return reply.status(answer.status).send(answer.body);
    },
  );
}
