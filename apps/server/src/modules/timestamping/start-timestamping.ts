import type { Clock } from '../../adapters/clock/clock';
import type { Db } from '../../adapters/db/database';
import type { Logger } from '../../adapters/logger';
import type { TimeStamper } from '../../adapters/tsa/request-timestamp';
import { stampConfirmedBatches } from './stamp-confirmed-batches';

export interface TimestampingOptions {
  db: Db;
  stamper: TimeStamper;
  intervalMs: number;
  retryMs: number;
  log: Pick<Logger, 'warn' | 'info'>;
  clock: Clock;
}

export interface Timestamping {
  /** One round now (tests, and the loop). */
  runOnce(): Promise<{ stamped: number; failed: boolean }>;
  /** Batches were confirmed in this process: a round starts now rather than at the idle pace. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * The RFC 3161 job, apart from the anchoring engine: confirmed batches without a token are stamped, every
 * `intervalMs` while rounds find some, and when woken by the engine. A round that found none waits
 * `retryMs` (when a batch the TSA failed is due again), so an idle server barely reads its database for it.
 * A TSA that is down delays the token, never the anchoring.
 */
export function startTimestamping(options: TimestampingOptions): Timestamping {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let wasFailing = false;

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

  let ticking = false;
  /** Woken during a round: the batch confirmed may have come after its read. */
  let again = false;
  const tick = () => {
    if (ticking) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    ticking = true;
    again = false;
    running = runOnce()
      .then(
        (result) => (result.stamped > 0 || again ? options.intervalMs : options.retryMs),
        (error: unknown) => {
          options.log.warn({ err: error }, 'timestamping: round failed');
          return options.intervalMs;
        },
      )
      .then((waitMs) => {
        ticking = false;
        if (!stopped) timer = setTimeout(tick, again ? 0 : waitMs);
      });
  };
  timer = setTimeout(tick, 0);

  return {
    runOnce,
    wake() {
      if (!stopped) tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
