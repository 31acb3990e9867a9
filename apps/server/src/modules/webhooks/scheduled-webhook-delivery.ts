import type { Clock } from '../../adapters/clock/clock';
import type { Logger } from '../../adapters/logger';
import type { BackgroundJobs } from '../../jobs/background-jobs';
import type { Job } from '../../jobs/job-scheduler';
import type { WebhookDeliveryDeps } from './deliver-webhook';
import { createWebhookDeliveryJob } from './webhook-delivery-job';

/** A run that failed (the database away) is not retried in a tight loop. */
const RETRY_AFTER_FAILURE_MS = 1000;
/** Another instance may hold the rows due for an instant: looked at again this soon, not at once. */
const MIN_WAIT_MS = 20;
/** Sends that end together free their slots for one run: the job looks this long after the first ends. */
const REFILL_AFTER_MS = 5;

/**
 * The delivery job (`webhook-delivery-job.ts`) as the named job `webhook-delivery` of the one scheduler: at
 * the start, when woken (`runSoon`: certificates settled here, a redelivery asked for), a moment after a
 * send's end frees its slot, when the next delivery it can start is due, and at the sweep's pace otherwise.
 * A failing run is logged and the next one tries again. Several instances may run it: deliveries are leased
 * row by row. Stopping the scheduler waits for the sends under way (each within its deadline).
 */
export function scheduledWebhookDelivery(
  deps: WebhookDeliveryDeps & {
    log: Logger;
    clock: Clock;
    sweepEveryMs?: number;
    /** The scheduler the job is added to: a send's end makes it due a moment later. */
    jobs: Pick<BackgroundJobs, 'runSoon' | 'runIn'>;
  },
): Job {
  const job = createWebhookDeliveryJob({ ...deps, onSent: () => refill() });
  let running = false;
  /** From the end of a run: until the next delivery due, or a failure's pause. */
  let waitMs = 0;

  /** A send ended: its slot is filled by a run a moment later, with those of the sends ending meanwhile. */
  function refill() {
    // During a run: what it claimed may have left that slot out, so it runs again once it has ended.
    if (running) deps.jobs.runSoon(job.name);
    else deps.jobs.runIn(job.name, REFILL_AFTER_MS);
  }

  return {
    name: job.name,
    every: () => waitMs,
    paceFromEnd: true,
    async run() {
      running = true;
      let failed = false;
      try {
        await job.run();
      } catch (error) {
        deps.log.error({ err: error }, 'webhooks: delivery run failed');
        failed = true;
      } finally {
        running = false;
      }
      waitMs = failed ? RETRY_AFTER_FAILURE_MS : Math.max(MIN_WAIT_MS, job.dueInMs());
    },
    settle: () => job.settle(),
  };
}
