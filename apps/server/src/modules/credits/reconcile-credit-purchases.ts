import { invoicesAwaitingEmail } from '../invoices/invoice-repository';
import type { PaymentContext } from '../payments/payment-context';
import { findPaymentById, stalePendingPayments, updatePayment } from '../payments/payment-repository';
import { confirmCreditPurchase } from './confirm-credit-purchase';
import { sendCreditReceipt } from './send-credit-receipt';

export interface CreditReconcileReport {
  credited: number;
  emailed: number;
}

/**
 * The same timings as the web reconciler: live flows get 30 s, and pending payments are asked about from
 * 2 minutes to 2 days after their creation.
 */
const GRACE_MS = 30_000;
const STALE_MIN_MS = 2 * 60_000;
const STALE_MAX_MS = 2 * 24 * 3600_000;

/**
 * The safety net of credit purchases, run with the web reconciler: a pack paid while both the browser and
 * the webhook were lost is credited after asking the provider; an invoice whose e-mail failed is sent
 * again. Every step is idempotent.
 */
export async function reconcileCreditPurchases(options: {
  ctx: PaymentContext;
  now?: Date;
}): Promise<CreditReconcileReport> {
  const { ctx } = options;
  const now = options.now ?? new Date();
  const report: CreditReconcileReport = { credited: 0, emailed: 0 };

  const stale = await stalePendingPayments(
    ctx.db,
    'credit_purchase',
    new Date(now.getTime() - STALE_MIN_MS),
    new Date(now.getTime() - STALE_MAX_MS),
  );
  for (const payment of stale) {
    const age = now.getTime() - payment.createdAt.getTime();
    if (now.getTime() - payment.updatedAt.getTime() < Math.max(STALE_MIN_MS, age / 4)) continue;
    const intent = await ctx.provider.retrievePaymentIntent(payment.providerPaymentId);
    if (intent?.status === 'succeeded') {
      const confirmed = await confirmCreditPurchase({ ctx, providerPaymentId: payment.providerPaymentId });
      if (confirmed.kind === 'credited') report.credited++;
      else ctx.log.warn({ paymentId: payment.id, refusal: confirmed.kind }, 'paid pack not credited yet');
    } else {
      await updatePayment(ctx.db, payment.id, {});
    }
  }

  for (const invoice of await invoicesAwaitingEmail(
    ctx.db,
    'credit_purchase',
    new Date(now.getTime() - GRACE_MS),
  )) {
    const payment = await findPaymentById(ctx.db, invoice.paymentId);
    if (payment && (await sendCreditReceipt(ctx, { payment, invoice }))) report.emailed++;
  }
  return report;
}
