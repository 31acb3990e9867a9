import { reconcileCreditPurchases } from '../credits/reconcile-credit-purchases';
import { reconcileSubscriptions } from '../plans/reconcile-subscriptions';
import type { PaymentContext } from './payment-context';
import { reconcileWebPayments } from './reconcile-web-payments';

export interface PaymentReconciliation {
  /** Runs one pass now (tests, and the first pass at start). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs the web payment, credit purchase and subscription reconcilers every `intervalMs` (default 30 s) until stopped; a
 * failing pass is logged and the next one tries again. Several instances may run it: every step is
 * idempotent.
 */
export function startPaymentReconciliation(
  ctx: PaymentContext,
  options: { intervalMs?: number } = {},
): PaymentReconciliation {
  const intervalMs = options.intervalMs ?? 30_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const runOnce = async () => {
    if (running) return running;
    running = (async () => {
      try {
        const report = await reconcileWebPayments({ ctx });
        if (report.refunded + report.fulfilled + report.recovered + report.emailed > 0) {
          ctx.log.info(report, 'payments: reconciled');
        }
        const credits = await reconcileCreditPurchases({ ctx });
        if (credits.credited + credits.emailed > 0) ctx.log.info(credits, 'credit purchases: reconciled');
        const subscriptions = await reconcileSubscriptions({ ctx });
        if (subscriptions > 0) ctx.log.info({ subscriptions }, 'subscriptions: reconciled');
      } catch (error) {
        ctx.log.error({ err: error }, 'payments: reconciliation pass failed');
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().then(schedule);
    }, intervalMs);
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
