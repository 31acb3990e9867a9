import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const CSRF_COOKIE = 'horodoc_csrf';
const CSRF_HEADER = 'x-csrf-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes called by machines with their own authentication (signed API, provider webhooks) opt out. */
    csrf?: false;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit protection for the browser's calls: every visitor gets a random cookie the page can read,
 * and each state-changing request must repeat it in a header, which another site cannot do.
 */
export function registerCsrf(app: FastifyInstance, options: { secure: boolean }) {
  // A callback, not an async function: it runs for every request, the signed API's included.
  app.addHook('onRequest', (request, reply, done) => {
    // Machines signing their own requests get no cookie either: a token per API call is work for nothing.
    if (request.routeOptions.config.csrf === false) return done();
    let token = request.cookies[CSRF_COOKIE];
    if (!token || !/^[0-9a-f]{64}$/.test(token)) {
      token = randomBytes(32).toString('hex');
      reply.setCookie(CSRF_COOKIE, token, {
        path: '/',
        sameSite: 'strict',
        secure: options.secure,
        httpOnly: false,
      });
      request.cookies[CSRF_COOKIE] = '';
    }
    // A request no route answers changes nothing: it gets its 404 or 405, not a forgery refusal.
    if (SAFE_METHODS.has(request.method) || request.is404) return done();
    const sent = request.headers[CSRF_HEADER];
    const expected = request.cookies[CSRF_COOKIE];
    if (typeof sent !== 'string' || !expected || !safeEqual(sent, expected)) {
      return done(
        new AppError(
          'csrf_failed',
          'Jeton anti-falsification manquant ou invalide. Rechargez la page et réessayez.',
        ),
      );
    }
    done();
  });
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
