import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../adapters/clock/clock';
import type { RequestCounter } from '../adapters/request-limits/request-counter';
import { AppError } from '../errors';
import { identifiedCaller } from './request-signature';

const HOUR_MS = 3600_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A tighter limit of this route, per key and fixed window, beside the hourly one of every route. */
    keyRateLimit?: { max: number; windowMs: number };
  }
}

export type ApiKeyLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** One limit as counted for this request. */
interface Window {
  limit: number;
  count: number;
  resetSeconds: number;
  windowMs: number;
  /** How the refusal names it. */
  per: string;
}

/**
 * The per-key limit of the signed API (spec, sections 8 and 9): so many requests per clock hour and key,
 * and on a route that sets `keyRateLimit` so many per shorter window too (`POST /pro/webhooks/test`: 10 a
 * minute). Every answer tells the limit closest to its end in the `RateLimit-*` headers (IETF draft: limit,
 * remaining, seconds to the reset), and a 429 with `Retry-After` comes beyond either. Runs after the
 * signature check, which names the key.
 */
export function createApiKeyLimitHook(options: {
  counter: RequestCounter;
  limit: number;
  clock: Clock;
}): ApiKeyLimitHook {
  const { clock } = options;
  const count = async (key: string, limit: number, windowMs: number, per: string): Promise<Window> => {
    const at = clock.now();
    // Fixed clock-aligned windows: every instance agrees on them without talking to each other.
    const windowEndsAt = (Math.floor(at / windowMs) + 1) * windowMs;
    const hits = await options.counter.hit(key, windowEndsAt, windowMs);
    return { limit, count: hits, resetSeconds: Math.ceil((windowEndsAt - at) / 1000), windowMs, per };
  };
  return async (request, reply) => {
    const keyId = identifiedCaller(request).keyId;
    const windows = [await count(keyId, options.limit, HOUR_MS, 'par heure et par clé API')];
    const route = request.routeOptions.config.keyRateLimit;
    if (route) {
      const per = `par ${route.windowMs === 60_000 ? 'minute' : `${route.windowMs / 1000} s`} et par clé API pour cette route`;
      windows.push(await count(`${keyId} ${request.routeOptions.url}`, route.max, route.windowMs, per));
    }
    const remaining = (window: Window) => Math.max(0, window.limit - window.count);
    const told = windows.reduce((closest, window) =>
      remaining(window) < remaining(closest) ? window : closest,
    );
    reply.header('ratelimit-limit', told.limit);
    reply.header('ratelimit-remaining', remaining(told));
    reply.header('ratelimit-reset', told.resetSeconds);
    const exceeded = windows.filter((window) => window.count > window.limit);
    if (exceeded.length > 0) {
      const longest = exceeded.reduce((a, b) => (b.resetSeconds > a.resetSeconds ? b : a));
      reply.header('retry-after', longest.resetSeconds);
      throw new AppError(
        'too_many_requests',
        `Trop de requêtes : la limite est de ${longest.limit} requêtes ${longest.per}.`,
        {
          details:
            longest.windowMs >= HOUR_MS
              ? `Réessayez dans ${Math.ceil(longest.resetSeconds / 60)} minute(s).`
              : `Réessayez dans ${longest.resetSeconds} seconde(s).`,
        },
      );
    }
  };
}
