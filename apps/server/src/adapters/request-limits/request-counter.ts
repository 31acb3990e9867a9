/**
 * Counts an API key's requests per fixed window: `hit` adds one and answers the count so far in that
 * window, `windowMs` long (an hour unless told). In memory for one instance; in Redis
 * (`redis-request-counter.ts`) when several share it.
 */
export interface RequestCounter {
  hit(key: string, windowEndsAtMs: number, windowMs?: number): Promise<number>;
}

const HOUR_MS = 3600_000;

/** One instance's counters; windows past their end are dropped as new ones open. */
export function memoryRequestCounter(): RequestCounter {
  const counts = new Map<string, { count: number; endsAt: number }>();
  return {
    async hit(key, windowEndsAtMs, windowMs = HOUR_MS) {
      const entry = counts.get(key);
      if (entry && entry.endsAt === windowEndsAtMs) {
        entry.count++;
        return entry.count;
      }
      // Windows that ended before this one began are over whatever their length (an hour, a minute).
      for (const [other, value] of counts) {
        if (value.endsAt <= windowEndsAtMs - windowMs) counts.delete(other);
      }
      counts.set(key, { count: 1, endsAt: windowEndsAtMs });
      return 1;
    },
  };
}
