import type { FastifyInstance } from 'fastify';
import { WebhookSignatureError } from '../adapters/payments/payment-provider';
import { AppError, refusal } from '../errors';
import { handlePaymentEvent } from '../modules/payments/handle-payment-event';
import { type PaymentParts, paymentContext } from '../modules/payments/payment-context';

/** What the provider's webhook uses: the payment use cases' parts. */
type WebhookRouteDeps = PaymentParts;

/** Payment provider webhooks (signature checked on the raw body). */
export async function webhookRoutes(app: FastifyInstance, deps: WebhookRouteDeps) {
  // In this plugin only: keep the body as bytes, since the signature covers them exactly.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/api/webhooks/stripe', { config: { csrf: false }, bodyLimit: 512 * 1024 }, async (request) => {
    const signature = request.headers['stripe-signature'];
    let event: ReturnType<PaymentParts['payments']['parseWebhookEvent']>;
    try {
      // No body at all (no content type) is an empty payload, which no signature covers.
      event = deps.payments.parseWebhookEvent(
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      );
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      request.log.warn({ reason: error.message }, 'webhook signature rejected');
      throw new AppError('webhook_signature_invalid', 'Signature du webhook invalide.', { cause: error });
    }
    const outcome = await handlePaymentEvent({ ctx: paymentContext(deps, request.log), event });
    if (typeof outcome !== 'string') {
      throw refusal(outcome.kind, 'cause' in outcome ? { cause: outcome.cause } : {});
    }
    return { received: true, outcome };
  });
}
