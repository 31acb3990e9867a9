import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** Logins per address from one IP, and per e-mail from anywhere (spec: 'Trop de requêtes'). */
export const LOGIN_PER_IP = { max: 10, timeWindow: '1 minute' };
const LOGIN_PER_EMAIL = { max: 10, timeWindow: '15 minutes' };

/**
 * A second limit on a login route, keyed by the e-mail tried, so spreading guesses over many addresses does
 * not help. (Route limits keep one per route: this one is applied by hand, as a preHandler.) The key is the
 * same for every login route, so with Redis the credits page and the web share one budget per e-mail.
 */
export function createLoginPerEmailLimit(fastify: FastifyInstance) {
  const perEmail = fastify.createRateLimit({
    ...LOGIN_PER_EMAIL,
    keyGenerator: (request) => `login-email:${(request.body as { email?: string } | undefined)?.email ?? ''}`,
  });
  return async (request: FastifyRequest) => {
    const limit = await perEmail(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new AppError('too_many_requests', 'Trop de requêtes. Veuillez réessayer dans quelques minutes.');
    }
  };
}
