/**
 * The time as the server sees it: the system's in production, one the test drives in tests
 * (`test/support/driven-clock.ts`). Nothing else reads the time or sets a timer for background work, so a
 * test moves time instead of waiting for it.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /**
   * Resolves once `ms` of this clock's time have passed, or at once when `signal` aborts; never rejects.
   * `Infinity` waits for the signal alone.
   */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** The longest delay `setTimeout` keeps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

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
      // Node fires a longer timer at once: capped, such a sleep ends after 24 days and its loop looks again.
      const timer = Number.isFinite(ms)
        ? setTimeout(done, Math.min(Math.max(0, ms), MAX_TIMER_MS))
        : undefined;
      // A sleeping job never holds the process open: the server's socket does, and a test ends when it ends.
      timer?.unref();
      signal?.addEventListener('abort', done, { once: true });
    }),
};
