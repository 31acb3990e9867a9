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
  now?: () => Date;
}

export interface Timestamping {
  /** One round now (tests, and the loop). */
  runOnce(): Promise<{ stamped: number; failed: boolean }>;
  stop(): Promise<void>;
}

/**
 * The RFC 3161 job, apart from the anchoring engine: every `intervalMs`, confirmed batches without a token
 * are stamped. A TSA that is down delays the token, never the anchoring.
 */
export function startTimestamping(options: TimestampingOptions): Timestamping {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let wasFailing = false;

  const runOnce = async () => {
    const result = await stampConfirmedBatches({
      db: options.db,
      stamper: options.stamper,
      now: now(),
      retryMs: options.retryMs,
    });
    if (result.failed && !wasFailing)
      options.log.warn({ tsa: options.stamper.url }, 'timestamping: the TSA did not answer; retrying later');
    if (!result.failed && wasFailing)
      options.log.info({ tsa: options.stamper.url }, 'timestamping: the TSA answers again');
    wasFailing = result.failed;
    return result;
  };

  const tick = () => {
    running = runOnce()
      .catch((error: unknown) => options.log.warn({ err: error }, 'timestamping: round failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  timer = setTimeout(tick, 0);

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
