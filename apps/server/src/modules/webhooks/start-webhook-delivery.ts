import type { Logger } from '../../adapters/logger';
import { deliverDueWebhooks, type WebhookDeliveryDeps } from './deliver-due-webhooks';
import { nextDeliveryDueAt } from './webhook-delivery-repository';

export interface WebhookDelivery {
  /** Runs one pass now (tests, and each tick). */
  runOnce(now?: Date): Promise<number>;
  /** Certificates settled in this process: their webhooks are sent now rather than at the next pass. */
  wake(): void;
  stop(): Promise<void>;
}

/** The longest wait between passes: the sweep for what another instance or a crash left unwritten. */
const SWEEP_EVERY_MS = 30_000;
/** A pass that failed with deliveries due is not retried in a tight loop. */
const MIN_WAIT_MS = 1000;

/**
 * Sends the webhook outbox until stopped: when woken (certificates settled here), when the earliest retry
 * is due, and every 30 s otherwise, so an idle server reads its database twice a minute for it. A failing
 * pass is logged and the next one tries again. Several instances may run it: deliveries are leased row by
 * row.
 */
export function startWebhookDelivery(
  deps: WebhookDeliveryDeps & { log: Logger; sweepEveryMs?: number; now?: () => number },
): WebhookDelivery {
  const sweepEveryMs = deps.sweepEveryMs ?? SWEEP_EVERY_MS;
  const clock = deps.now ?? Date.now;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const runOnce = (now = new Date(clock())) => {
    if (running) return running;
    running = deliverDueWebhooks(deps, now)
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'webhooks: delivery pass failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  /** Until the next retry is due, or the sweep's pace when none is due sooner; a second at least. */
  const untilNextMs = async () => {
    const dueAt = await nextDeliveryDueAt(deps.db).catch(() => null);
    const dueInMs = dueAt ? dueAt.getTime() - clock() : Number.POSITIVE_INFINITY;
    return Math.max(MIN_WAIT_MS, Math.min(sweepEveryMs, dueInMs));
  };

  let passing: Promise<void> | null = null;
  const pass = () => {
    if (passing) {
      // Woken during a pass: the settled certificates may have come after its sweep.
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    passing = (async () => {
      let waitMs = sweepEveryMs;
      do {
        again = false;
        await runOnce();
        waitMs = await untilNextMs();
      } while (again && !stopped);
      if (stopped) return;
      timer = setTimeout(pass, waitMs);
      timer.unref();
    })().finally(() => {
      passing = null;
    });
  };

  timer = setTimeout(pass, MIN_WAIT_MS);
  timer.unref();
  return {
    runOnce,
    wake() {
      if (!stopped) pass();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await passing;
      await running;
    },
  };
}
