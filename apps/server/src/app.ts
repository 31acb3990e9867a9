import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { ChainClient } from './adapters/chain/chain-client';
import type { Database } from './adapters/db/database';
import type { Logger } from './adapters/logger';
import type { Mailer } from './adapters/mail/mailer';
import { createPasswordHasher, type PasswordHasher } from './adapters/password-hasher';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import { redisRequestCounter } from './adapters/redis-request-counter';
import { redisSeenSignatures } from './adapters/redis-seen-signatures';
import type { Config } from './config';
import { memoryRequestCounter } from './modules/accounts/request-counter';
import {
  databaseSeenSignatures,
  memorySeenSignatures,
  type SeenSignatures,
} from './modules/accounts/seen-signatures';
import type { AnchoringEngine } from './modules/anchoring/anchoring-engine';
import { toFastifyTrustProxy } from './parse-trust-proxy';
import { type ApiKeyLimitHook, createApiKeyLimitHook } from './plugins/api-key-limit';
import { registerClosingRefusal } from './plugins/closing-refusal';
import { cspConnectSources } from './plugins/content-security-policy';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandler, sendError } from './plugins/error-handler';
import { registerJsonBody } from './plugins/json-body';
import { registerNotFound } from './plugins/not-found';
import { registerOpenApi } from './plugins/openapi';
import { createSignatureHook, type SignatureHook } from './plugins/request-signature';
import { registerSecurityHeaders } from './plugins/security-headers';
import { accountPaymentRoutes } from './routes/account-payments';
import { accountSubscriptionRoutes } from './routes/account-subscriptions';
import { accountRoutes } from './routes/accounts';
import { creditRoutes } from './routes/credits';
import { healthRoutes } from './routes/health';
import { planTimestampRoutes } from './routes/plan-timestamps';
import { proRoutes } from './routes/pro';
import { proOpenApiRoutes } from './routes/pro-openapi';
import { sharedClientCertificateRoutes } from './routes/shared-client-certificates';
import { sitePageServer, siteRoutes } from './routes/site';
import { readSitePages } from './routes/site-pages';
import { verifyRoutes } from './routes/verify';
import { webRoutes } from './routes/web';
import { webAccountRoutes } from './routes/web-account';
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
  /** The clock read by the application's own timing (health's cache), in milliseconds; Date.now by default. */
  now?: () => number;
  /** argon2id by default; a test may wrap it to count its work. */
  passwords?: PasswordHasher;
}

/** What the account, credit and /pro routes receive: the parts, and the request signature check. */
export interface RouteDeps extends AppDeps {
  passwords: PasswordHasher;
  checkSignature: SignatureHook;
  /** The per-key hourly limit of /pro, after the signature names the key. */
  limitApiKey: ApiKeyLimitHook;
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
  // Answers Fastify sends before any hook runs get the same headers, once helmet is registered below.
  let applySecurityHeaders: (request: FastifyRequest, reply: FastifyReply) => void = () => {};
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast keeps the instance's default logger type for plugins.
    ...(options.logger ? { loggerInstance: options.logger as FastifyBaseLogger } : { logger: false }),
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A malformed or oversized URL is refused by the router itself: through our error answer all the same.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request, reply);
      return sendError(request, reply, error);
    },
    // While stopping, requests get our own 503 (registerClosingRefusal) rather than Fastify's English one.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBody(app);

  const site = options.serveSite !== false ? readSitePages(config.webBuildDir) : null;
  applySecurityHeaders = await registerSecurityHeaders(app, {
    scriptHashesFor: (url) => site?.scriptHashesFor(url) ?? [],
    connectSources: cspConnectSources(config, deps.chain.publicRpcUrl),
    stripe: config.payments.kind === 'stripe',
    production: config.env === 'production',
  });
  registerClosingRefusal(app);
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
  registerCsrf(app, { secure: config.env === 'production' });
  await registerOpenApi(app);
  // Before any route, so it learns every route's methods (405 and Allow).
  registerNotFound(app, site ? { servePage: sitePageServer(site), isPage: site.servesPage } : {});

  // Seen signatures live in Redis when it is configured (shared, expiring by itself), else with the database:
  // in its table on PostgreSQL, in memory beside an embedded one (a query less per signed request).
  const seenInDatabase = seenBeside(deps.database);
  const routeDeps: RouteDeps = {
    ...deps,
    passwords: deps.passwords ?? createPasswordHasher(),
    checkSignature: createSignatureHook({
      db: deps.database.db,
      masterKey: config.masterKey,
      seen: redis ? redisSeenSignatures(redis, seenInDatabase) : seenInDatabase,
    }),
    limitApiKey: createApiKeyLimitHook({
      counter: redis ? redisRequestCounter(redis, memoryRequestCounter()) : memoryRequestCounter(),
      limit: config.apiRateLimitPerHour,
      now: deps.now,
    }),
  };

  await app.register(healthRoutes, deps);
  await app.register(webRoutes, deps);
  await app.register(webhookRoutes, deps);
  await app.register(verifyRoutes, deps);
  await app.register(sharedClientCertificateRoutes, deps);
  await app.register(accountRoutes, routeDeps);
  await app.register(creditRoutes, routeDeps);
  await app.register(webAccountRoutes, routeDeps);
  await app.register(accountPaymentRoutes, routeDeps);
  await app.register(accountSubscriptionRoutes, routeDeps);
  await app.register(planTimestampRoutes, routeDeps);
  await app.register(proRoutes, routeDeps);
  await app.register(proOpenApiRoutes);
  if (site) await siteRoutes(app, { webBuildDir: config.webBuildDir });

  return app;
}

/** One store of seen signatures per embedded database, shared by the app instances of its one process. */
const seenInMemory = new WeakMap<Database, SeenSignatures>();

function seenBeside(database: Database): SeenSignatures {
  if (database.kind === 'postgres') return databaseSeenSignatures(database.db);
  let seen = seenInMemory.get(database);
  if (!seen) {
    seen = memorySeenSignatures();
    seenInMemory.set(database, seen);
  }
  return seen;
}
