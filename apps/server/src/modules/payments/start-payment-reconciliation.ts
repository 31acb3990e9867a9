import type { PaymentContext } from './payment-context';
import { reconcilePayments } from './reconcile-payments';

export interface PaymentReconciliation {
  /** Runs one pass now (tests, and the first pass at start). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs `reconcilePayments` (every kind of payment, and the kinds' own passes) every `intervalMs` (default
 * 30 s) until stopped; a failing pass is logged and the next one tries again. Several instances may run it:
 * every step is idempotent.
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
        const report = await reconcilePayments(ctx);
        if (Object.values(report).some((count) => count > 0)) ctx.log.info(report, 'payments: reconciled');
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
