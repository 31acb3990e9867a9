import type { Logger } from '../../adapters/logger';
import { deliverDueWebhooks, type WebhookDeliveryDeps } from './deliver-due-webhooks';

export interface WebhookDelivery {
  /** Runs one pass now (tests, and each tick). */
  runOnce(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Sends the webhook outbox every `intervalMs` (default 2 s) until stopped; a failing pass is logged and the
 * next one tries again. Several instances may run it: deliveries are leased row by row.
 */
export function startWebhookDelivery(
  deps: WebhookDeliveryDeps & { log: Logger; intervalMs?: number; now?: () => number },
): WebhookDelivery {
  const intervalMs = deps.intervalMs ?? 2000;
  const clock = deps.now ?? Date.now;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
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
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void runOnce().then(schedule), intervalMs);
    timer.unref();
  };
  schedule();
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
