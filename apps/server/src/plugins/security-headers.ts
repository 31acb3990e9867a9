import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
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
  } satisfies HelmetOptions;
}

/**
 * Registers the security headers on every answer (helmet). Returns the same headers as a function, for the
 * few answers Fastify sends before any hook runs (a malformed URL).
 *
 * helmet is built once here and applied by one hook: its Fastify plugin builds it again at every request
 * (options checked, the policy's directives parsed), which cost a signed upload about a tenth of its CPU.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: ContentSecurityPolicyOptions,
): (request: FastifyRequest, reply: FastifyReply) => void {
  const middleware = helmet(securityHeadersOptions(options));
  const apply = (request: FastifyRequest, reply: FastifyReply) =>
    middleware(request.raw, reply.raw, () => {});
  app.addHook('onRequest', (request, reply, done) => {
    apply(request, reply);
    done();
  });
  return apply;
}
