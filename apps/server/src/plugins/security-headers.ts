import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import {
  type ContentSecurityPolicyOptions,
  contentSecurityPolicyDirectives,
} from './content-security-policy';

/** Two years, the value HSTS preload lists ask for. */
const HSTS_MAX_AGE_S = 2 * 365 * 24 * 3600;

/**
 * helmet's settings for the site's answers: the policy above, no framing, no sniffing, no referrer, HSTS in
 * production.
 */
function securityHeadersOptions(options: ContentSecurityPolicyOptions) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(options) },
    ...sharedOptions(options),
  } satisfies HelmetOptions;
}

/**
 * helmet's settings for the signed API's answers (`/pro/…`), which programs read and no browser renders as a
 * page: a policy that allows nothing, no framing, no sniffing, no referrer, HSTS in production; none of the
 * headers that only mean something to a document (opener, agent cluster, DNS prefetch, IE and Flash options).
 * About 500 bytes and six headers fewer on every answer, which a busy client pays to parse as well.
 */
function apiHeadersOptions(options: ContentSecurityPolicyOptions) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    ...sharedOptions(options),
  } satisfies HelmetOptions;
}

/** What both sets hold alike: HSTS in production, no referrer, no framing. */
function sharedOptions(options: ContentSecurityPolicyOptions) {
  return {
    // Browsers must stay on HTTPS; only production is served over it.
    strictTransportSecurity: options.production ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
    // Certificate ids and fingerprints sit in our URLs: they are not handed to other sites.
    referrerPolicy: { policy: 'no-referrer' as const },
    // frame-ancestors 'none' for older browsers.
    xFrameOptions: { action: 'deny' as const },
  } satisfies HelmetOptions;
}

/**
 * Where the signed API answers: every route under it is JSON, CSV or a PDF for a program. The site answers
 * `/pro` itself (a redirect), as `routes/site.ts` leaves only `/pro/…` to the API.
 */
const API_PREFIX = '/pro/';

/** What helmet does to an answer: the headers it sets and those it removes, in its order. */
type HeaderEdit = { set: string; value: string | number | readonly string[] } | { remove: string };

/**
 * Registers the security headers on every answer (helmet): the site's, or the signed API's under `/pro/`.
 * Returns the same headers as a function, for the few answers Fastify sends before any hook runs (a
 * malformed URL).
 *
 * helmet is run once per set of page scripts (the only part of the headers that depends on the request) and
 * what it did is replayed on each answer: its Fastify plugin built it again at every request (options
 * checked, the policy's directives parsed and joined), which cost a signed upload a tenth of its CPU.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: ContentSecurityPolicyOptions,
): (request: FastifyRequest, reply: FastifyReply) => void {
  const middleware = helmet(securityHeadersOptions(options));
  const apiEdits = recordEdits(helmet(apiHeadersOptions(options)), API_PREFIX);
  const editsByScripts = new Map<string, HeaderEdit[]>();
  const editsFor = (url: string): HeaderEdit[] => {
    if (url.startsWith(API_PREFIX)) return apiEdits;
    const scripts = options.scriptHashesFor(url).join(' ');
    let edits = editsByScripts.get(scripts);
    if (!edits) {
      edits = recordEdits(middleware, url);
      editsByScripts.set(scripts, edits);
    }
    return edits;
  };
  const apply = (request: FastifyRequest, reply: FastifyReply) => {
    for (const edit of editsFor(request.raw.url ?? '/')) {
      if ('set' in edit) reply.raw.setHeader(edit.set, edit.value);
      else reply.raw.removeHeader(edit.remove);
    }
  };
  app.addHook('onRequest', (request, reply, done) => {
    apply(request, reply);
    done();
  });
  return apply;
}

/** What a helmet middleware does to the answer of a request for `url`, recorded to be replayed. */
function recordEdits(middleware: ReturnType<typeof helmet>, url: string): HeaderEdit[] {
  const recorded: HeaderEdit[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      recorded.push({ set: name, value });
    },
    removeHeader: (name: string) => {
      recorded.push({ remove: name });
    },
  };
  middleware({ url } as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return recorded;
}
