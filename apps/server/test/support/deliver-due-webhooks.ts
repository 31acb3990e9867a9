import type { WebhookDeliveryDeps } from '../../src/modules/webhooks/deliver-webhook';
import { createWebhookDeliveryJob } from '../../src/modules/webhooks/webhook-delivery-job';
import { drivenClock } from './driven-clock';

/**
 * Sends everything due at `now` and waits for it: the delivery job's runs on a clock stopped at `now`, each
 * refilling the slots its sends free, until nothing more can start (a paused host's deliveries wait). The
 * job's first run is the sweep: the webhooks of certificates settled meanwhile are written first.
 * @returns how many were answered with a 2xx.
 */
export async function deliverDueWebhooks(deps: WebhookDeliveryDeps, now: Date): Promise<number> {
  const job = createWebhookDeliveryJob({ ...deps, clock: drivenClock(now.getTime()) });
  for (;;) {
    const before = job.started();
    await job.run();
    // Done once a run starts nothing and nothing is under way (a send may end while its run still looks).
    if (job.started() === before && job.sending() === 0) return job.delivered();
    await job.nextSent();
  }
}
