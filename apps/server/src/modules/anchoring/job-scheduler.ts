import type { Clock } from '../../adapters/clock/clock';

/**
 * A named piece of background work run every `every` milliseconds. `every` is read at each look, so a job
 * can slow down while idle; returning `Infinity` leaves it asleep until `runSoon` wakes it.
 */
export interface Job {
  name: string;
  every: () => number;
  /** How long from now until the job must run, when sooner than its pace: the send aimed at the block. */
  dueInMs?: () => number;
  run(): Promise<void>;
}

/**
 * Runs due jobs side by side, one run of each name at a time, so that a slow one (completing 10,000
 * certificates) never makes another (the send aimed at the block) late. A failure surfaces at the next look.
 */
export interface JobScheduler {
  /** Starts every due job not already running; throws the first failure since the last look. */
  look(): void;
  /** Milliseconds until the next job is due (0: now), for the loop's sleep. */
  nextDueInMs(): number;
  /** Makes a job due at the next look, whatever its pace: a new block for the receipts, a waiter for the send. */
  runSoon(name: string): void;
  /** Whether a run of this job is under way. */
  isRunning(name: string): boolean;
  /** Resolves once every run under way has ended. */
  settle(): Promise<void>;
  /** Resolves once the run of this job under way, if any, has ended. */
  settleJob(name: string): Promise<void>;
}

export function createJobScheduler(jobs: Job[], clock: Pick<Clock, 'now'>): JobScheduler {
  const lastRunAt = new Map<string, number>();
  const running = new Map<string, Promise<void>>();
  let failure: { error: unknown } | null = null;

  const dueAt = (job: Job, now: number) =>
    Math.min(
      (lastRunAt.get(job.name) ?? Number.NEGATIVE_INFINITY) + job.every(),
      now + (job.dueInMs?.() ?? Number.POSITIVE_INFINITY),
    );

  return {
    look() {
      if (failure) {
        const { error } = failure;
        failure = null;
        throw error;
      }
      const now = clock.now();
      for (const job of jobs) {
        if (running.has(job.name) || dueAt(job, now) > now) continue;
        lastRunAt.set(job.name, now);
        running.set(
          job.name,
          job
            .run()
            .catch((error: unknown) => {
              failure ??= { error };
            })
            .finally(() => running.delete(job.name)),
        );
      }
    },

    nextDueInMs() {
      const now = clock.now();
      let soonest = Number.POSITIVE_INFINITY;
      for (const job of jobs) if (!running.has(job.name)) soonest = Math.min(soonest, dueAt(job, now) - now);
      return Math.max(0, soonest);
    },

    runSoon(name) {
      lastRunAt.delete(name);
    },

    isRunning: (name) => running.has(name),

    async settleJob(name) {
      await running.get(name);
    },

    async settle() {
      while (running.size > 0) await Promise.all(running.values());
    },
  };
}
