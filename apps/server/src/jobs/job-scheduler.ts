import type { Clock } from '../adapters/clock/clock';

/**
 * A named piece of background work run every `every` milliseconds. `every` is read at each look, so a job
 * can slow down while idle; returning `Infinity` leaves it asleep until `runSoon` wakes it (or `dueInMs`
 * names its time). A job never run is due at the first look, unless it `waitsFirst`.
 */
export interface Job {
  name: string;
  every: () => number;
  /** How long from now until the job must run, when sooner than its pace: the send aimed at the block. */
  dueInMs?: () => number;
  /** Its first run comes one pace after it was added, not at the first look (a 30 s pass, a minute's flush). */
  waitsFirst?: boolean;
  /** Its pace counts from the end of its last run rather than the start: so long between two passes. */
  paceFromEnd?: boolean;
  run(): Promise<void>;
  /**
   * Resolves once the work its runs started and left going has ended (the webhook sends), or its last work
   * is done (the usage counts' final flush): awaited when the scheduler stops, after the runs themselves.
   */
  settle?(): Promise<void>;
}

/**
 * Runs due jobs side by side, one run of each name at a time, so that a slow one (completing 10,000
 * certificates) never makes another (the send aimed at the block) late. A failure surfaces at the next look.
 */
export interface JobScheduler {
  /** Adds a job, due as a new one is (see {@link Job}); its name must be new. */
  add(job: Job): void;
  /** Starts every due job not already running; throws the first failure since the last look. */
  look(): void;
  /** Milliseconds until the next job is due (0: now; `Infinity`: none until woken), for the loop's sleep. */
  nextDueInMs(): number;
  /**
   * Makes a job due at the next look, whatever its pace: a new block for the receipts, a waiter for the send.
   * Asked during a run, it runs again once that run has ended (what woke it may have come after its reads).
   * A name no job has is ignored (a follower not configured here).
   */
  runSoon(name: string): void;
  /** Makes a job due within `ms` at the latest (after a run under way): a slot freed, filled a moment later. */
  runIn(name: string, ms: number): void;
  /** Whether a run of this job is under way. */
  isRunning(name: string): boolean;
  /** Resolves once every run under way has ended. */
  settle(): Promise<void>;
  /** Resolves once the run of this job under way, if any, has ended. */
  settleJob(name: string): Promise<void>;
  /** The jobs, in the order added. */
  jobs(): readonly Job[];
}

export function createJobScheduler(
  jobs: Job[],
  clock: Pick<Clock, 'now'>,
  options: {
    /** Told when a run ends, whatever its outcome: a loop sleeping on the next due job looks again. */
    onRunEnd?: (name: string) => void;
  } = {},
): JobScheduler {
  const all: Job[] = [];
  const lastRunAt = new Map<string, number>();
  /** When a job was asked to run (`runSoon`, `runIn`), whatever its pace; forgotten once it starts. */
  const askedAt = new Map<string, number>();
  const running = new Map<string, Promise<void>>();
  let failure: { error: unknown } | null = null;

  const dueAt = (job: Job, now: number) => {
    const last = lastRunAt.get(job.name);
    if (last === undefined) return Number.NEGATIVE_INFINITY;
    return Math.min(
      last + job.every(),
      now + (job.dueInMs?.() ?? Number.POSITIVE_INFINITY),
      askedAt.get(job.name) ?? Number.POSITIVE_INFINITY,
    );
  };

  const add = (job: Job) => {
    if (all.some((known) => known.name === job.name)) throw new Error(`a job named ${job.name} exists`);
    all.push(job);
    if (job.waitsFirst) lastRunAt.set(job.name, clock.now());
  };
  for (const job of jobs) add(job);

  return {
    add,

    look() {
      if (failure) {
        const { error } = failure;
        failure = null;
        throw error;
      }
      const now = clock.now();
      for (const job of all) {
        if (running.has(job.name) || dueAt(job, now) > now) continue;
        lastRunAt.set(job.name, now);
        askedAt.delete(job.name);
        running.set(
          job.name,
          job
            .run()
            .catch((error: unknown) => {
              failure ??= { error };
            })
            .finally(() => {
              if (job.paceFromEnd) lastRunAt.set(job.name, clock.now());
              running.delete(job.name);
              options.onRunEnd?.(job.name);
            }),
        );
      }
    },

    nextDueInMs() {
      const now = clock.now();
      let soonest = Number.POSITIVE_INFINITY;
      for (const job of all) if (!running.has(job.name)) soonest = Math.min(soonest, dueAt(job, now) - now);
      return Math.max(0, soonest);
    },

    runSoon(name) {
      if (all.some((job) => job.name === name)) askedAt.set(name, Number.NEGATIVE_INFINITY);
    },

    runIn(name, ms) {
      if (!all.some((job) => job.name === name)) return;
      askedAt.set(name, Math.min(askedAt.get(name) ?? Number.POSITIVE_INFINITY, clock.now() + ms));
    },

    isRunning: (name) => running.has(name),

    async settleJob(name) {
      await running.get(name);
    },

    async settle() {
      while (running.size > 0) await Promise.all(running.values());
    },

    jobs: () => all,
  };
}
