import { type Clock, systemClock } from '../../src/adapters/clock/clock';

/** A clock the test moves by hand: its sleeps end when the test advances time past them, never on their own. */
export interface DrivenClock extends Clock {
  /** Moves time forward by `ms`, ending the sleeps now due. */
  advance(ms: number): void;
  /** Sets the time (forward or back), ending the sleeps now due. */
  set(at: number): void;
  /** How many sleeps are under way: a job loop waiting on this clock has one. */
  sleeping(): number;
}

export function drivenClock(start = 1_800_000_000_000): DrivenClock {
  let now = start;
  const sleepers = new Set<{ until: number; wake: () => void }>();

  const wakeDue = () => {
    for (const sleeper of [...sleepers]) if (sleeper.until <= now) sleeper.wake();
  };

  return {
    now: () => now,
    sleep(ms, signal) {
      return new Promise<void>((resolve) => {
        if (signal?.aborted) return resolve();
        const sleeper = {
          until: now + Math.max(0, ms),
          wake: () => {
            sleepers.delete(sleeper);
            signal?.removeEventListener('abort', sleeper.wake);
            resolve();
          },
        };
        // A sleep already due ends at the next turn of the event loop, as a timer of 0 ms does: a loop that
        // sleeps 0 ms again and again still lets the queries it waits for answer.
        if (sleeper.until <= now) return void setImmediate(resolve);
        sleepers.add(sleeper);
        signal?.addEventListener('abort', sleeper.wake, { once: true });
      });
    },
    advance(ms) {
      now += ms;
      wakeDue();
    },
    set(at) {
      now = at;
      wakeDue();
    },
    sleeping: () => sleepers.size,
  };
}

/**
 * A clock whose time a test keeps in a variable of its own (`let at = ...; clockReading(() => at)`), for the
 * tests that only date requests; its sleeps are the system's, as no job of theirs sleeps on it.
 */
export function clockReading(now: () => number): Clock {
  return { now, sleep: systemClock.sleep };
}
