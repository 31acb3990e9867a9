import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from './adapters/logger';
import type { Deps } from './deps';
import { toFastifyTrustProxy } from './parse-trust-proxy';
import { createApiKeyLimitHook } from './plugins/api-key-limit';
import { registerClosingRefusal } from './plugins/closing-refusal';
import { limitConnectionsPerAddress } from './plugins/connection-limit';
import { cspConnectSources } from './plugins/content-security-policy';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandler, sendError } from './plugins/error-handler';
import { registerJsonBody } from './plugins/json-body';
import { registerNotFound } from './plugins/not-found';
import { registerOpenApi } from './plugins/openapi';
import { answerClientError, headersDeadlineOptions, registerBodyDeadline } from './plugins/request-deadlines';
import { registerRequestId, requestIdOf, sendRequestId } from './plugins/request-id';
import { createSignatureHook, settleParsedBodySignature } from './plugins/request-signature';
import { registerSecurityHeaders } from './plugins/security-headers';
import { refuseUnstorableRequestText } from './plugins/storable-text';
import { createWebTokenHook } from './plugins/web-token';
import { accountPaymentRoutes } from './routes/account-payments';
import { accountSubscriptionRoutes } from './routes/account-subscriptions';
import { accountRoutes } from './routes/accounts';
import { apiKeyRoutes } from './routes/api-keys';
import { creditRoutes } from './routes/credits';
import { creditsSessionRoutes } from './routes/credits-session';
import { healthRoutes } from './routes/health';
import { passwordResetRoutes } from './routes/password-reset';
import { planTimestampRoutes } from './routes/plan-timestamps';
import { proRoutes } from './routes/pro';
import { proOpenApiRoutes } from './routes/pro-openapi';
import { sharedClientCertificateRoutes } from './routes/shared-client-certificates';
import { sitePageServer, siteRoutes } from './routes/site';
import { readSitePages } from './routes/site-pages';
import { timestampAuthorityRoutes } from './routes/timestamp-authority';
import { verifyRoutes } from './routes/verify';
import { webRoutes } from './routes/web';
import { webAccountRoutes } from './routes/web-account';
import { webhookRoutes } from './routes/webhooks';

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
export async function buildApp(deps: Deps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  // Answers Fastify sends before any hook runs get the same headers, once helmet is registered below.
  let applySecurityHeaders: (request: FastifyRequest, reply: FastifyReply) => void = () => {};
  const app = Fastify({
    // pino's Logger is a FastifyBaseLogger; the cast keeps the instance's default logger type for plugins.
    ...(options.logger ? { loggerInstance: options.logger as FastifyBaseLogger } : { logger: false }),
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    genReqId: requestIdOf,
    // A malformed or oversized URL is refused by the router itself: through our error answer all the same.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request, reply);
      sendRequestId(request, reply);
      return sendError(request, reply, error);
    },
    // While stopping, requests get our own 503 (registerClosingRefusal) rather than Fastify's English one.
    return503OnClosing: false,
    // Headers must come in time, and whatever Node refuses before a route sees it is answered in French.
    http: headersDeadlineOptions(config.requestLimits),
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  // Behind a proxy every connection is the proxy's: it holds the clients' and caps them itself.
  if (config.trustProxy === false) {
    limitConnectionsPerAddress(app.server, config.requestLimits.connectionsPerAddress);
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestId(app);
  registerErrorHandler(app);
  registerBodyDeadline(app, config.requestLimits);
  registerJsonBody(app);

  const site = options.serveSite !== false ? readSitePages(config.webBuildDir) : null;
  applySecurityHeaders = registerSecurityHeaders(app, {
    scriptHashesFor: (url) => site?.scriptHashesFor(url) ?? [],
    connectSources: cspConnectSources(config, deps.chain.publicRpcUrl, deps.l1Chain?.publicRpcUrl ?? null),
    stripe: config.payments.kind === 'stripe',
    production: config.env === 'production',
  });
  registerClosingRefusal(app);
  await app.register(fastifyCookie);
  // Limits are opt-in per route; with Redis they are shared by every instance.
  const { redis } = deps;
  // A Redis outage must not turn every visitor away: limits are skipped until it answers again.
  await app.register(fastifyRateLimit, { global: false, skipOnError: true, ...(redis ? { redis } : {}) });
  registerCsrf(app, { secure: config.env === 'production' });
  await registerOpenApi(app);
  // Before any route, so it learns every route's methods (405 and Allow).
  registerNotFound(app, site ? { servePage: sitePageServer(site), isPage: site.servesPage } : {});

  const hooks = {
    checkSignature: createSignatureHook({
      db: deps.database.db,
      masterKey: config.masterKey,
      seen: deps.seenSignatures,
      keys: deps.apiKeyCache,
      clock: deps.clock,
    }),
    limitApiKey: createApiKeyLimitHook({
      counter: deps.requestCounter,
      limit: config.apiRateLimitPerHour,
      clock: deps.clock,
    }),
    requireWebToken: createWebTokenHook({
      db: deps.database.db,
      lifetime: config.webToken,
      clock: deps.clock,
    }),
  };
  const routeDeps = { ...deps, ...hooks };
  // A version-2 request signature covers the body: compared once the body is parsed, before validation.
  app.addHook('preValidation', settleParsedBodySignature);
  // Then no text the database cannot store, in any field: a 400 naming it, never a 500.
  app.addHook('preValidation', refuseUnstorableRequestText);

  await app.register(healthRoutes, deps);
  await app.register(webRoutes, deps);
  await app.register(webhookRoutes, deps);
  await app.register(verifyRoutes, deps);
  await app.register(timestampAuthorityRoutes, {
    timestamping: config.timestamping,
    dataDir: config.dataDir,
  });
  await app.register(sharedClientCertificateRoutes, deps);
  await app.register(accountRoutes, routeDeps);
  await app.register(creditRoutes, routeDeps);
  await app.register(creditsSessionRoutes, routeDeps);
  await app.register(apiKeyRoutes, routeDeps);
  await app.register(webAccountRoutes, routeDeps);
  await app.register(passwordResetRoutes, routeDeps);
  await app.register(accountPaymentRoutes, routeDeps);
  await app.register(accountSubscriptionRoutes, routeDeps);
  await app.register(planTimestampRoutes, routeDeps);
  await app.register(proRoutes, routeDeps);
  await app.register(proOpenApiRoutes);
  if (site) await siteRoutes(app, { webBuildDir: config.webBuildDir });

  return app;
}
