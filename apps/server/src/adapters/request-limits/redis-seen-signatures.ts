import type { Redis } from 'ioredis';
import type { SeenSignatures } from './seen-signatures';

const PREFIX = 'horodoc:seen-signature:';

/**
 * Seen signatures in Redis, each key expiring with its window (`SET NX PXAT`). While Redis does not answer,
 * the fallback (the database) keeps refusing replays rather than letting them through.
 */
export function redisSeenSignatures(redis: Redis, fallback: SeenSignatures): SeenSignatures {
  return {
    async claim(signature, expiresAt) {
      try {
        const answer = await redis.set(`${PREFIX}${signature}`, '1', 'PXAT', expiresAt.getTime(), 'NX');
        return answer === 'OK';
      } catch {
        return fallback.claim(signature, expiresAt);
      }
    },
  };
}
