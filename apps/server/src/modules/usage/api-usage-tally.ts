import type { Job } from '../../jobs/job-scheduler';
import type { ApiUsageCount } from './api-usage-repository';

/**
 * The signed API's request counts, kept in memory per (account, key, UTC day) so a request costs no write,
 * and handed in one batch to `save` at each flush (every minute, and when the process stops). A crash loses
 * at most the counts since the last flush: usage is a report, not a bill (credits are in the ledger).
 */
export interface ApiUsageTally {
  /** Notes one answered request of a key. */
  count(request: { accountId: string; keyId: string; at: number; failed: boolean }): void;
  /** Counts not yet saved, for one account: a reader adds them to the saved ones. */
  pending(accountId: string): ApiUsageCount[];
  /** Saves the counts gathered so far; those that fail to save are kept for the next flush. */
  flush(): Promise<void>;
}

const DAY_MS = 86_400_000;
/** The last day named, kept: every request of a day would otherwise format the same date again. */
let lastDay = { start: 0, name: '1970-01-01' };

/** The UTC day of `at`, as YYYY-MM-DD. */
function utcDay(at: number): string {
  const start = at - (at % DAY_MS);
  if (start !== lastDay.start) lastDay = { start, name: new Date(start).toISOString().slice(0, 10) };
  return lastDay.name;
}

/** Builds the tally; `save` adds counts to the stored ones (`addApiUsage`). */
export function createApiUsageTally(options: {
  save: (counts: ApiUsageCount[]) => Promise<void>;
}): ApiUsageTally {
  let counts = new Map<string, ApiUsageCount>();
  /** The counts a flush under way is saving: still pending for readers until saved. */
  let saving = new Map<string, ApiUsageCount>();
  let flushing: Promise<void> | null = null;

  const add = (into: Map<string, ApiUsageCount>, count: ApiUsageCount) => {
    const key = `${count.accountId}\u0000${count.keyId}\u0000${count.day}`;
    const known = into.get(key);
    if (known) {
      known.requests += count.requests;
      known.failedRequests += count.failedRequests;
    } else {
      into.set(key, { ...count });
    }
  };

  const flushOnce = async () => {
    saving = counts;
    counts = new Map();
    if (saving.size === 0) return;
    try {
      await options.save([...saving.values()]);
    } catch (error) {
      // Given back to the next flush, added to what came meanwhile.
      for (const count of saving.values()) add(counts, count);
      throw error;
    } finally {
      saving = new Map();
    }
  };

  return {
    count({ accountId, keyId, at, failed }) {
      const day = utcDay(at);
      add(counts, { accountId, keyId, day, requests: 1, failedRequests: failed ? 1 : 0 });
    },
    pending: (accountId) =>
      [...saving.values(), ...counts.values()]
        .filter((count) => count.accountId === accountId)
        .map((count) => ({ ...count })),
    async flush() {
      // One flush at a time: a second call waits for the first, then saves what came since.
      while (flushing) await flushing.catch(() => {});
      flushing = flushOnce().finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}

/** How often the counts are saved while the server runs. */
const FLUSH_EVERY_MS = 60_000;

/**
 * The named job `usage-flush`: flushes the tally every minute from the start, and once more when the
 * scheduler stops, so a clean stop loses nothing. A failed flush is logged; its counts wait for the next one.
 */
export function apiUsageFlushJob(options: {
  tally: ApiUsageTally;
  everyMs?: number;
  onError: (error: unknown) => void;
}): Job {
  const flush = () => options.tally.flush().catch(options.onError);
  const everyMs = options.everyMs ?? FLUSH_EVERY_MS;
  return { name: 'usage-flush', every: () => everyMs, waitsFirst: true, run: flush, settle: flush };
}
