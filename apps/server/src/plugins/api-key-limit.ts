import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestCounter } from '../adapters/request-limits/request-counter';
import { AppError } from '../errors';
import { identifiedCaller } from './request-signature';

const HOUR_MS = 3600_000;

export type ApiKeyLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The per-key limit of the signed API (spec, sections 8 and 9): so many requests per clock hour and key,
 * told in the `RateLimit-*` headers of every answer (IETF draft: limit, remaining, seconds to the reset),
 * and a 429 with `Retry-After` beyond. Runs after the signature check, which names the key.
 */
export function createApiKeyLimitHook(options: {
  counter: RequestCounter;
  limit: number;
  now?: () => number;
}): ApiKeyLimitHook {
  const now = options.now ?? Date.now;
  return async (request, reply) => {
    const at = now();
    // Fixed clock-hour windows: every instance agrees on them without talking to each other.
    const windowEndsAt = (Math.floor(at / HOUR_MS) + 1) * HOUR_MS;
    const count = await options.counter.hit(identifiedCaller(request).keyId, windowEndsAt);
    const resetSeconds = Math.ceil((windowEndsAt - at) / 1000);
    reply.header('ratelimit-limit', options.limit);
    reply.header('ratelimit-remaining', Math.max(0, options.limit - count));
    reply.header('ratelimit-reset', resetSeconds);
    if (count > options.limit) {
      reply.header('retry-after', resetSeconds);
      throw new AppError(
        'too_many_requests',
        `Trop de requêtes : la limite est de ${options.limit} requêtes par heure et par clé API.`,
        { details: `Réessayez dans ${Math.ceil(resetSeconds / 60)} minute(s).` },
      );
    }
  };
}
