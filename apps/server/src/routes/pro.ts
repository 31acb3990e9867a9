import fastifyMultipart from '@fastify/multipart';
import { creditBalanceResponseSchema } from '@horodoc/shared/accounts-api';
import { webhookSecretResponseSchema } from '@horodoc/shared/pro-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { readCreditSummary } from '../modules/credits/credit-ledger-repository';
import { readWebhookSecret } from '../modules/webhooks/webhook-secret-repository';
import type { ApiKeyLimitHook } from '../plugins/api-key-limit';
import type { SignatureHook } from '../plugins/request-signature';
import { signedCaller } from '../plugins/request-signature';
import { type ProApiKeyRouteDeps, proApiKeyRoutes } from './pro-api-keys';
import { proBatchRoutes } from './pro-batch';
import { type ProCertificateRouteDeps, proCertificateRoutes } from './pro-certificates';
import { proSearchRoutes } from './pro-search';
import { type ProUsageRouteDeps, proUsageRoutes } from './pro-usage';
import { type ProWebhookDeliveryRouteDeps, proWebhookDeliveryRoutes } from './pro-webhook-deliveries';
import { type ProWebhookEndpointRouteDeps, proWebhookEndpointRoutes } from './pro-webhook-endpoints';
import { type ProWebhookRouteDeps, proWebhookRoutes } from './pro-webhooks';

/** What /pro uses: its certificate routes' parts, the signature check and the per-key limit. */
type ProRouteDeps = ProCertificateRouteDeps &
  ProUsageRouteDeps &
  ProWebhookRouteDeps &
  ProApiKeyRouteDeps &
  ProWebhookEndpointRouteDeps &
  ProWebhookDeliveryRouteDeps &
  Pick<Deps, 'database'> & {
    config: Pick<Config, 'masterKey'>;
    checkSignature: SignatureHook;
    limitApiKey: ApiKeyLimitHook;
  };

/**
 * The signed public API (/pro, spec section 7). Every route registered here is behind the request
 * signature and outside the browser's anti-forgery check: machines call it with their own keys.
 */
export async function proRoutes(fastify: FastifyInstance, deps: ProRouteDeps) {
  fastify.addHook('onRoute', (route) => {
    route.config = { ...route.config, csrf: false };
  });
  fastify.addHook('onRequest', deps.checkSignature);
  fastify.addHook('onRequest', deps.limitApiKey);
  // Counted in memory, flushed in batches: no write per request. The credits page's own calls are not usage.
  fastify.addHook('onResponse', (request, reply, done) => {
    const caller = request.apiCaller;
    if (caller?.kind === 'api_key') {
      deps.apiUsage.count({
        accountId: caller.accountId,
        keyId: caller.keyId,
        at: deps.clock.now(),
        failed: reply.statusCode >= 400,
      });
    }
    done();
  });
  // A document of any size is hashed as it streams; the text fields beside it stay small (metadata, the
  // largest, holds at most 20 values of 500 characters).
  await fastify.register(fastifyMultipart, {
    limits: { fileSize: Number.POSITIVE_INFINITY, files: 1, fields: 8, fieldSize: 16_384, parts: 10 },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await proCertificateRoutes(fastify, deps);
  await proBatchRoutes(fastify, deps);
  await proSearchRoutes(fastify, deps);
  await proUsageRoutes(fastify, deps);
  await proWebhookRoutes(fastify, deps);
  await proApiKeyRoutes(fastify, deps);
  await proWebhookEndpointRoutes(fastify, deps);
  await proWebhookDeliveryRoutes(fastify, deps);

  app.get(
    '/pro/credits/balance',
    {
      schema: { response: { 200: creditBalanceResponseSchema } },
      // The credits page shows the balance with its session key.
      config: { apiSessions: true },
    },
    async (request, reply) => {
      const summary = await readCreditSummary(deps.database.db, signedCaller(request).accountId);
      return reply.header('cache-control', 'no-store').send({
        success: true as const,
        credits_balance: summary.balance,
        credits_used: summary.used,
        credits_purchased: summary.purchased,
      });
    },
  );

  app.get(
    '/pro/webhooks/secret',
    {
      schema: { response: { 200: webhookSecretResponseSchema } },
      // The credits page shows it with its session key.
      config: { apiSessions: true },
    },
    async (request, reply) => {
      const secret = await readWebhookSecret(
        deps.database.db,
        deps.config.masterKey,
        signedCaller(request).accountId,
      );
      return reply
        .header('cache-control', 'no-store')
        .send({ success: true as const, webhook_secret: secret });
    },
  );
}
