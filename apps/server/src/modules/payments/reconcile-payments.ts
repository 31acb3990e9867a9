import { confirmPayment, isPaymentCheckRefusal } from './confirm-payment';
import { deliverPayment } from './move-payment';
import type { PaymentContext, PaymentKind } from './payment-context';
import { type PaymentRow, paymentsToSettle, touchPayment, unpaidPayments } from './payment-repository';
import { refundPayment } from './refund-payment';

export interface ReconcileReport {
  /** Paid here only after asking the provider (the page and the webhook were both lost). */
  recovered: number;
  fulfilled: number;
  refunded: number;
  /** Looked at by the kinds' own passes (subscriptions). */
  others: number;
}

/** Live flows get this long to finish their own work before the reconciler steps in. */
const GRACE_MS = 30_000;
/** A refund the provider refused is asked for again this long after. */
const REFUND_RETRY_MS = 10 * 60_000;
/** Payments still created are asked about between two minutes and two days after their creation. */
const UNPAID_MIN_MS = 2 * 60_000;
const UNPAID_MAX_MS = 2 * 24 * 3600_000;

/**
 * The safety net of every kind of payment, run periodically: delivers or refunds paid payments the page and
 * the webhook left behind (a certificate anchored or failed after the browser left, a crash), finishes
 * refunds whose answer was lost and retries refused ones, asks the provider about payments still created
 * here, then runs each kind's own pass. What it fulfils, it hands to the `payment-receipts` job, which also
 * e-mails the receipts a failed send left. Every step is idempotent.
 */
export async function reconcilePayments(ctx: PaymentContext, now: Date): Promise<ReconcileReport> {
  const report: ReconcileReport = { recovered: 0, fulfilled: 0, refunded: 0, others: 0 };
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const kindOf = (payment: PaymentRow): PaymentKind => ctx.kinds[payment.kind];

  const due = { quietSince: ago(GRACE_MS), retrySince: ago(REFUND_RETRY_MS) };
  for (const payment of await paymentsToSettle(ctx.db, due)) {
    if (payment.state !== 'paid') {
      if ((await refundPayment(ctx, payment, 'refund resumed by the reconciler')).kind === 'refunded') {
        report.refunded++;
      }
      continue;
    }
    const outcome = await deliverPayment(ctx, kindOf(payment), payment, { wait: false });
    if (
      outcome.kind === 'refund' &&
      (await refundPayment(ctx, outcome.payment, outcome.why)).kind === 'refunded'
    ) {
      report.refunded++;
    }
    if (outcome.kind === 'pending') await touchPayment(ctx.db, payment.id);
    if (outcome.kind !== 'delivered') continue;
    report.fulfilled++;
    ctx.receipts.hand(outcome.invoice.id, { payment: outcome.payment, invoice: outcome.invoice });
  }

  const byIntent = Object.values(ctx.kinds).filter((kind) => kind.paidThrough === 'payment_intent');
  const unpaid = { after: ago(UNPAID_MAX_MS), before: ago(UNPAID_MIN_MS) };
  for (const payment of await unpaidPayments(
    ctx.db,
    byIntent.map((kind) => kind.name),
    unpaid,
  )) {
    // Asked less and less often as the payment ages (each check pushes the next one back by a quarter of its age).
    const age = now.getTime() - payment.createdAt.getTime();
    if (now.getTime() - payment.updatedAt.getTime() < Math.max(UNPAID_MIN_MS, age / 4)) continue;
    const intent = await ctx.provider.retrievePaymentIntent(payment.providerPaymentId);
    if (intent?.status !== 'succeeded') {
      await touchPayment(ctx.db, payment.id);
      continue;
    }
    const result = await confirmPayment(ctx, kindOf(payment), {
      providerPaymentId: payment.providerPaymentId,
      wait: false,
    });
    if (isPaymentCheckRefusal(result)) {
      ctx.log.warn({ paymentId: payment.id, refusal: result.kind }, 'paid payment not recovered yet');
    } else report.recovered++;
  }

  for (const kind of Object.values(ctx.kinds)) {
    if (kind.reconcile) report.others += await kind.reconcile(ctx, now);
  }
  return report;
}
