import type { Redis } from 'ioredis';
import type { RequestCounter } from './request-counter';

const PREFIX = 'horodoc:api-requests:';

/**
 * Request counts in Redis, shared by every instance: one key per API key and window, incremented and given
 * the window's end as its expiry in one round trip. While Redis does not answer, the instance counts alone
 * (the fallback) rather than refusing every client.
 */
export function redisRequestCounter(redis: Redis, fallback: RequestCounter): RequestCounter {
  return {
    async hit(key, windowEndsAtMs, windowMs) {
      const redisKey = `${PREFIX}${key}:${windowEndsAtMs}`;
      try {
        const results = await redis.multi().incr(redisKey).pexpireat(redisKey, windowEndsAtMs).exec();
        const [error, count] = results?.[0] ?? [new Error('no answer'), null];
        if (error) throw error;
        return Number(count);
      } catch {
        return fallback.hit(key, windowEndsAtMs, windowMs);
      }
    },
  };
}
