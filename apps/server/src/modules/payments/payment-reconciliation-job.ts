import type { Job } from '../../jobs/job-scheduler';
import type { PaymentContext } from './payment-context';
import { reconcilePayments } from './reconcile-payments';

/**
 * `reconcilePayments` (every kind of payment, and the kinds' own passes) as the named job
 * `payment-reconciliation`: a pass `everyMs` (default 30 s) after the start and after each pass ends. A failing
 * pass is logged and the next one tries again. Several instances may run it: every step is idempotent.
 */
export function paymentReconciliationJob(ctx: PaymentContext, options: { everyMs?: number } = {}): Job {
  const everyMs = options.everyMs ?? 30_000;
  return {
    name: 'payment-reconciliation',
    every: () => everyMs,
    waitsFirst: true,
    paceFromEnd: true,
    async run() {
      try {
        const report = await reconcilePayments(ctx, new Date(ctx.clock.now()));
        if (Object.values(report).some((count) => count > 0)) ctx.log.info(report, 'payments: reconciled');
      } catch (error) {
        ctx.log.error({ err: error }, 'payments: reconciliation pass failed');
      }
    },
  };
}
