import type { Clock } from '../adapters/clock/clock';
import type { Logger } from '../adapters/logger';
import { createJobScheduler, type Job } from './job-scheduler';

/**
 * The process's background work: every task a named job on one scheduler and one clock, run by one loop
 * that sleeps until the next job is due, a job is woken, or a run ends. Built by `createDeps`; the server
 * adds its jobs, starts it, and stops it with the rest.
 */
export interface BackgroundJobs {
  /** Adds a named job (before or after the start). */
  add(job: Job): void;
  /** Makes the job due now (it runs again after a run under way); a name not added is ignored. */
  runSoon(name: string): void;
  /** Makes the job due within `ms` at the latest (after a run under way). */
  runIn(name: string, ms: number): void;
  start(): void;
  /** Starts no more runs, and resolves once the runs under way, and what they left going, have ended. */
  stop(): Promise<void>;
}

export function createBackgroundJobs(options: { clock: Clock; log: Pick<Logger, 'error'> }): BackgroundJobs {
  const { clock, log } = options;
  let wake: AbortController | null = null;
  const wakeLoop = () => wake?.abort();
  const scheduler = createJobScheduler([], clock, { onRunEnd: wakeLoop });
  let running = false;
  let loop: Promise<void> | null = null;

  async function run() {
    while (running) {
      try {
        scheduler.look();
      } catch (error) {
        // A job logs its own failures; one that escaped it is told here, and the job runs again at its pace.
        log.error({ err: error }, 'jobs: a run failed');
        continue;
      }
      wake = new AbortController();
      await clock.sleep(scheduler.nextDueInMs(), wake.signal);
      wake = null;
    }
  }

  return {
    add(job) {
      scheduler.add(job);
      wakeLoop();
    },
    runSoon(name) {
      scheduler.runSoon(name);
      wakeLoop();
    },
    runIn(name, ms) {
      scheduler.runIn(name, ms);
      wakeLoop();
    },
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    async stop() {
      running = false;
      wakeLoop();
      await loop;
      loop = null;
      await scheduler.settle();
      for (const job of scheduler.jobs()) await job.settle?.();
    },
  };
}
