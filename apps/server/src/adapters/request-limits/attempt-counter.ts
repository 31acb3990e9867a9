/**
 * One key's rule for {@link AttemptCounter.take}: the wait owed before the next attempt, by the number of
 * attempts already counted (`waits[n]`; past the end, the last one).
 */
export interface AttemptRule {
  key: string;
  waits: readonly number[];
  /** The rule holds only while this other key counts at least this many attempts (before this one). */
  onlyIf?: { key: string; atLeast: number };
}

/** Refused: when the longest wait ends, and the index of the rule that owes it. */
export type AttemptTake = { ok: true } | { ok: false; until: number; rule: number };

/**
 * Attempts counted per key, each count forgotten `forgetAfterMs` after its last attempt, and checked and
 * counted in one atomic step, so that attempts sent together cannot all pass a check made before any of
 * them was counted. In memory for one instance; in Redis (`redis-attempt-counter.ts`) when several share it.
 * Times are the application's clock, in milliseconds.
 */
export interface AttemptCounter {
  /**
   * When every rule's wait is over at `at` (the last attempt of its key plus its wait), counts one attempt
   * on each rule's key and answers ok; otherwise counts nothing and answers when the longest wait ends, and
   * whose it is.
   */
  take(rules: readonly AttemptRule[], at: number, forgetAfterMs: number): Promise<AttemptTake>;
  /** Takes one counted attempt back from each key (never below zero): an attempt that turned out well. */
  forgive(keys: readonly string[]): Promise<void>;
  /** Forgets each key's attempts. */
  clear(keys: readonly string[]): Promise<void>;
}

interface Entry {
  count: number;
  lastAt: number;
  forgetAt: number;
}

/** Forgotten entries are dropped at most this often. */
const PURGE_EVERY_MS = 60_000;

/** The wait a rule owes after `count` attempts. */
function waitAfter(waits: readonly number[], count: number): number {
  if (waits.length === 0) return 0;
  return waits[Math.min(count, waits.length - 1)] ?? 0;
}

/** One instance's counts, in memory: every step runs without yielding, so each is atomic. */
export function memoryAttemptCounter(): AttemptCounter {
  const entries = new Map<string, Entry>();
  let lastPurge = Number.NEGATIVE_INFINITY;
  const live = (key: string, at: number): Entry | undefined => {
    const entry = entries.get(key);
    return entry && entry.forgetAt > at ? entry : undefined;
  };
  return {
    async take(rules, at, forgetAfterMs) {
      if (at - lastPurge >= PURGE_EVERY_MS) {
        lastPurge = at;
        for (const [key, entry] of entries) if (entry.forgetAt <= at) entries.delete(key);
      }
      let refused: { until: number; rule: number } | null = null;
      for (const [index, rule] of rules.entries()) {
        if (rule.onlyIf && (live(rule.onlyIf.key, at)?.count ?? 0) < rule.onlyIf.atLeast) continue;
        const entry = live(rule.key, at);
        const until = entry ? entry.lastAt + waitAfter(rule.waits, entry.count) : at;
        if (until > at && until > (refused?.until ?? at)) refused = { until, rule: index };
      }
      if (refused) return { ok: false, ...refused };
      for (const key of new Set(rules.map((rule) => rule.key))) {
        const count = live(key, at)?.count ?? 0;
        entries.set(key, { count: count + 1, lastAt: at, forgetAt: at + forgetAfterMs });
      }
      return { ok: true };
    },
    async forgive(keys) {
      for (const key of keys) {
        const entry = entries.get(key);
        if (entry) entry.count = Math.max(0, entry.count - 1);
      }
    },
    async clear(keys) {
      for (const key of keys) entries.delete(key);
    },
  };
}
