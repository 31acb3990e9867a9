import type { Redis } from 'ioredis';
import type { SeenSignatures } from './seen-signatures';

const PREFIX = 'horodoc:seen-signature:';

/**
 * Seen requests in Redis, each replay key expiring with its window (`SET NX PXAT`). While Redis does not answer,
 * the fallback (the database) keeps refusing replays rather than letting them through.
 */
export function redisSeenSignatures(redis: Redis, fallback: SeenSignatures): SeenSignatures {
  return {
    async claim(key, expiresAt) {
      try {
        const answer = await redis.set(`${PREFIX}${key}`, '1', 'PXAT', expiresAt.getTime(), 'NX');
        return answer === 'OK';
      } catch {
        return fallback.claim(key, expiresAt);
      }
    },
  };
}
