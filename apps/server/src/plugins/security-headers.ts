import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import {
  type ContentSecurityPolicyOptions,
  contentSecurityPolicyDirectives,
} from './content-security-policy';

/** Two years, the value HSTS preload lists ask for. */
const HSTS_MAX_AGE_S = 2 * 365 * 24 * 3600;

/** helmet's settings for every answer: the policy above, no framing, no sniffing, no referrer, HSTS in production. */
function securityHeadersOptions(options: ContentSecurityPolicyOptions) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(options) },
    // Browsers must stay on HTTPS; only production is served over it.
    strictTransportSecurity: options.production ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
    // Certificate ids and fingerprints sit in our URLs: they are not handed to other sites.
    referrerPolicy: { policy: 'no-referrer' },
    // frame-ancestors 'none' for older browsers.
    xFrameOptions: { action: 'deny' },
  } satisfies FastifyHelmetOptions;
}

/**
 * Registers the security headers on every answer (helmet, through its Fastify plugin). Returns the same
 * headers as a function, for the few answers Fastify sends before any hook runs (a malformed URL).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: ContentSecurityPolicyOptions,
): Promise<(request: FastifyRequest, reply: FastifyReply) => void> {
  const settings = securityHeadersOptions(options);
  await app.register(fastifyHelmet, { global: true, ...settings });
  const middleware = helmet(settings);
  return (request, reply) => middleware(request.raw, reply.raw, () => {});
}
