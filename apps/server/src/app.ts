import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { ChainClient } from './adapters/chain/chain-client';
import type { Database } from './adapters/db/database';
import type { Logger } from './adapters/logger';
import type { Mailer } from './adapters/mail/mailer';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import type { Config } from './config';
import type { AnchoringEngine } from './modules/anchoring/anchoring-engine';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandler } from './plugins/error-handler';
import { healthRoutes } from './routes/health';
import { siteRoutes } from './routes/site';
import { verifyRoutes } from './routes/verify';
import { webRoutes } from './routes/web';
import { webhookRoutes } from './routes/webhooks';

/** Everything the application talks to, built by `server.ts` (or by a test) and handed in. */
export interface AppDeps {
  config: Config;
  database: Database;
  chain: ChainClient;
  mailer: Mailer;
  payments: PaymentProvider;
  anchoring: AnchoringEngine;
  /** Extra parts shown by /api/health, each answering `{ ok, ... }`. */
  healthParts: Record<string, () => Promise<{ ok: boolean; [key: string]: unknown }>>;
}

export interface BuildAppOptions {
  /** Serve the built front end (off in API-only tests). */
  serveSite?: boolean;
  /** The process's logger; none in tests. */
  logger?: Logger;
}

/**
 * Builds the Fastify application: plugins in a fixed order (outside, then ours, then routes). It opens no
 * port, so tests call `app.inject()`.
 */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast keeps the instance's default logger type for plugins.
    ...(options.logger ? { loggerInstance: options.logger as FastifyBaseLogger } : { logger: false }),
    trustProxy: config.env === 'production',
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifyCookie);
  // Limits are opt-in per route; with Redis they are shared by every instance.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : null;
  if (redis) {
    app.addHook('onClose', async () => void redis.disconnect());
    // ioredis reconnects by itself; without a listener each failed attempt would be an unhandled error.
    let lastReported = 0;
    redis.on('error', (error: Error) => {
      if (Date.now() - lastReported < 60_000) return;
      lastReported = Date.now();
      app.log.warn({ err: error.message }, 'rate limits: Redis unreachable, requests are not limited');
    });
  }
  // A Redis outage must not turn every visitor away: limits are skipped until it answers again.
  await app.register(fastifyRateLimit, { global: false, skipOnError: true, ...(redis ? { redis } : {}) });
  registerErrorHandler(app);
  registerCsrf(app, { secure: config.env === 'production' });

  await app.register(healthRoutes, deps);
  await app.register(webRoutes, deps);
  await app.register(webhookRoutes, deps);
  await app.register(verifyRoutes, deps);
  // Not encapsulated: its not-found handler is the application's.
  if (options.serveSite !== false) await siteRoutes(app, { webBuildDir: config.webBuildDir });

  return app;
}
