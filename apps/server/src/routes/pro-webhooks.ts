import { testWebhookRequestSchema, testWebhookResponseSchema } from '@horodoc/shared/pro-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { refusal, webhookUrlDetails } from '../errors';
import { sendTestWebhook } from '../modules/webhooks/send-test-webhook';
import { signedCaller } from '../plugins/request-signature';

/** What the test webhook uses: how webhooks are sent, and the clock. */
export type ProWebhookRouteDeps = Pick<Deps, 'webhookDelivery' | 'clock'>;

/** `POST /pro/webhooks/test`, registered inside the signed /pro plugin. */
export async function proWebhookRoutes(fastify: FastifyInstance, deps: ProWebhookRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/pro/webhooks/test',
    {
      schema: { body: testWebhookRequestSchema, response: { 200: testWebhookResponseSchema } },
      // Each call makes an outgoing request: 10 a minute per key, told in the RateLimit-* headers.
      config: { apiSessions: true, keyRateLimit: { max: 10, windowMs: 60_000 } },
    },
    async (request) => {
      const caller = signedCaller(request);
      const result = await sendTestWebhook({
        deps: deps.webhookDelivery,
        accountId: caller.accountId,
        mode: caller.mode,
        url: request.body?.url,
        now: new Date(deps.clock.now()),
      });
      if (result.kind === 'no_url') {
        throw refusal('webhook_url_unknown', {
          fields: [{ name: 'url', reason: 'requis : aucun webhook connu pour ce compte' }],
        });
      }
      if (result.kind === 'webhook_url_refused')
        throw refusal(result.kind, { details: webhookUrlDetails(result) });
      const ok = result.kind === 'answered' && result.statusCode >= 200 && result.statusCode < 300;
      return {
        success: ok,
        url: result.url,
        status_code: result.kind === 'answered' ? result.statusCode : null,
        error: result.kind === 'unanswered' ? result.error : null,
      };
    },
  );
}
