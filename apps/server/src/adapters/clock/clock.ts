/**
 * The time as the server sees it: the system's in production, one the test drives in tests
 * (`test/support/driven-clock.ts`). Nothing else reads the time or sets a timer for background work, so a
 * test moves time instead of waiting for it.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolves once `ms` of this clock's time have passed, or at once when `signal` aborts; never rejects. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve) => {
      if (signal?.aborted) return resolve();
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      // A sleeping job never holds the process open: the server's socket does, and a test ends when it ends.
      timer.unref();
      signal?.addEventListener('abort', done, { once: true });
    }),
};
