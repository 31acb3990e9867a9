import type { Clock } from '../../adapters/clock/clock';
import type { Db } from '../../adapters/db/database';
import type { Logger } from '../../adapters/logger';
import type { TimeStamper } from '../../adapters/tsa/request-timestamp';
import type { Job } from '../../jobs/job-scheduler';
import { stampConfirmedBatches } from './stamp-confirmed-batches';

/** The job's name on the scheduler: woken by it when batches are confirmed. */
export const TIMESTAMPING = 'timestamping';

export interface TimestampingOptions {
  db: Db;
  stamper: TimeStamper;
  intervalMs: number;
  retryMs: number;
  log: Pick<Logger, 'warn' | 'info'>;
  clock: Clock;
}

export interface TimestampingJob extends Job {
  /** One round now (tests, and the job's run). */
  runOnce(): Promise<{ stamped: number; failed: boolean }>;
}

/**
 * The RFC 3161 job, apart from the anchoring engine, as the named job `timestamping`: confirmed batches
 * without a token are stamped at the start, `intervalMs` after each round that found some, and when woken by
 * the engine (`runSoon`). A round that found none waits `retryMs` (when a batch the TSA failed is due again),
 * so an idle server barely reads its database for it. A TSA that is down delays the token, never the
 * anchoring.
 */
export function timestampingJob(options: TimestampingOptions): TimestampingJob {
  let wasFailing = false;
  let waitMs = 0;

  const runOnce = async () => {
    const result = await stampConfirmedBatches({
      db: options.db,
      stamper: options.stamper,
      now: new Date(options.clock.now()),
      retryMs: options.retryMs,
    });
    if (result.failed && !wasFailing)
      options.log.warn({ tsa: options.stamper.url }, 'timestamping: the TSA did not answer; retrying later');
    if (!result.failed && wasFailing)
      options.log.info({ tsa: options.stamper.url }, 'timestamping: the TSA answers again');
    wasFailing = result.failed;
    return result;
  };

  return {
    name: TIMESTAMPING,
    every: () => waitMs,
    // Each wait counts from the round's end, as a round may take the TSA's whole deadline.
    paceFromEnd: true,
    runOnce,
    async run() {
      try {
        const result = await runOnce();
        waitMs = result.stamped > 0 ? options.intervalMs : options.retryMs;
      } catch (error) {
        options.log.warn({ err: error }, 'timestamping: round failed');
        waitMs = options.intervalMs;
      }
    },
  };
}
