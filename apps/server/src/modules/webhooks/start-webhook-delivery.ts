import type { Clock } from '../../adapters/clock/clock';
import type { Logger } from '../../adapters/logger';
import type { WebhookDeliveryDeps } from './deliver-webhook';
import { createWebhookDeliveryJob } from './webhook-delivery-job';

export interface WebhookDelivery {
  /** Certificates settled in this process: their webhooks are sent now rather than at the next run. */
  wake(): void;
  /** Stops starting sends, and resolves once those under way have ended (each within its deadline). */
  stop(): Promise<void>;
}

/** A run that failed (the database away) is not retried in a tight loop. */
const RETRY_AFTER_FAILURE_MS = 1000;
/** Another instance may hold the rows due for an instant: looked at again this soon, not at once. */
const MIN_WAIT_MS = 20;
/** Sends that end together free their slots for one run: the job looks this long after the first ends. */
const REFILL_AFTER_MS = 5;

/**
 * Runs the delivery job until stopped: when woken (certificates settled here), a moment after a send's end
 * frees its slot, when the next delivery it can start is due, and at the sweep's pace otherwise. A failing run is
 * logged and the next one tries again. Several instances may run it: deliveries are leased row by row.
 */
export function startWebhookDelivery(
  deps: WebhookDeliveryDeps & { log: Logger; sweepEveryMs?: number; clock: Clock },
): WebhookDelivery {
  const job = createWebhookDeliveryJob({ ...deps, onSent: () => refill() });
  let timer: NodeJS.Timeout | null = null;
  let timerAt = Number.POSITIVE_INFINITY;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const schedule = (waitMs: number) => {
    if (stopped || !Number.isFinite(waitMs)) return;
    if (timer) clearTimeout(timer);
    timerAt = performance.now() + waitMs;
    timer = setTimeout(wake, waitMs);
    timer.unref();
  };

  /** A send ended: its slot is filled by a run a moment later, with those of the sends ending meanwhile. */
  function refill() {
    if (running) again = true;
    else if (timerAt > performance.now() + REFILL_AFTER_MS) schedule(REFILL_AFTER_MS);
  }

  function wake() {
    if (stopped) return;
    if (running) {
      // Woken during a run: what woke it may have come after its claim.
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    timerAt = Number.POSITIVE_INFINITY;
    running = (async () => {
      let failed = false;
      do {
        again = false;
        try {
          await job.run();
          failed = false;
        } catch (error) {
          deps.log.error({ err: error }, 'webhooks: delivery run failed');
          failed = true;
        }
      } while (again && !stopped);
      schedule(failed ? RETRY_AFTER_FAILURE_MS : Math.max(MIN_WAIT_MS, job.dueInMs()));
    })().finally(() => {
      running = null;
      // Woken between the last run's end and now: that call found the job running and left it to us.
      if (again) wake();
    });
  }

  schedule(0);
  return {
    wake,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await job.settle();
    },
  };
}
