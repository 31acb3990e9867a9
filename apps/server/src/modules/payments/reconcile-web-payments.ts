import { findCertificateByPayment } from '../certificates/certificate-repository';
import { findInvoiceByPayment, invoicesAwaitingEmail } from '../invoices/invoice-repository';
import { checkCertificateOnChain } from '../verification/check-certificate-on-chain';
import { isPaymentCheckRefusal } from './check-paid-with-provider';
import { confirmWebPayment } from './confirm-web-payment';
import { fulfilWebPayment } from './fulfil-web-payment';
import type { PaymentContext } from './payment-context';
import {
  findPaymentById,
  type PaymentRow,
  stalePendingPayments,
  updatePayment,
  webPaymentsNeedingAttention,
} from './payment-repository';
import { refundWebPayment } from './refund-web-payment';
import { sendWebReceipt } from './send-web-receipt';

export interface ReconcileReport {
  refunded: number;
  fulfilled: number;
  recovered: number;
  emailed: number;
}

/** Live flows get this long to finish their own work before the reconciler steps in. */
const GRACE_MS = 30_000;
/** Pending payments are asked about between two minutes and two days after their creation. */
const STALE_MIN_MS = 2 * 60_000;
const STALE_MAX_MS = 2 * 24 * 3600_000;
const CHAIN_CHECK_TIMEOUT_MS = 5000;

/**
 * The safety net of the web flow, run periodically: refunds succeeded payments whose certificate ended
 * failed or expired after the browser gave up (the anchoring engine never refunds); delivers payments whose
 * certificate completed late (invoice, e-mail); asks the provider about payments still pending here, in case
 * both the browser and the webhook were lost; and retries e-mails that failed. Every step is idempotent.
 */
export async function reconcileWebPayments(options: {
  ctx: PaymentContext;
  now?: Date;
}): Promise<ReconcileReport> {
  const { ctx } = options;
  const now = options.now ?? new Date();
  const report: ReconcileReport = { refunded: 0, fulfilled: 0, recovered: 0, emailed: 0 };

  for (const { paymentId } of await webPaymentsNeedingAttention(ctx.db, new Date(now.getTime() - GRACE_MS))) {
    const payment = await findPaymentById(ctx.db, paymentId);
    if (!payment) continue;
    const certificate = await findCertificateByPayment(ctx.db, payment.id);
    if (certificate?.status === 'failed' || certificate?.status === 'expired') {
      const outcome = await refundWebPayment(
        ctx,
        payment,
        `certificate ${certificate.status} after the web flow ended`,
      );
      if (outcome.ok) report.refunded++;
    } else if (certificate?.status === 'completed') {
      // Delivered only once its root is read from the chain, as the browser's confirmation is.
      const onChain = await checkCertificateOnChain({
        db: ctx.db,
        chain: ctx.chain,
        certificateId: certificate.id,
        timeoutMs: CHAIN_CHECK_TIMEOUT_MS,
      });
      if (onChain !== 'verified') continue;
      const invoice = await fulfilWebPayment(ctx, payment, certificate);
      report.fulfilled++;
      if (await sendWebReceipt(ctx, { payment, certificate, invoice })) report.emailed++;
    } else if (!certificate) {
      // Paid but no certificate (a crash between the two, or a conflict whose refund was interrupted).
      if (await recover(ctx, payment)) report.recovered++;
    }
  }

  const stale = await stalePendingPayments(
    ctx.db,
    'web_timestamp',
    new Date(now.getTime() - STALE_MIN_MS),
    new Date(now.getTime() - STALE_MAX_MS),
  );
  for (const payment of stale) {
    // Asked less and less often as the payment ages (each check pushes the next one back by a quarter of its age).
    const age = now.getTime() - payment.createdAt.getTime();
    if (now.getTime() - payment.updatedAt.getTime() < Math.max(STALE_MIN_MS, age / 4)) continue;
    const intent = await ctx.provider.retrievePaymentIntent(payment.providerPaymentId);
    if (intent?.status === 'succeeded') {
      if (await recover(ctx, payment)) report.recovered++;
    } else {
      await updatePayment(ctx.db, payment.id, {});
    }
  }

  for (const invoice of await invoicesAwaitingEmail(
    ctx.db,
    'web_timestamp',
    new Date(now.getTime() - GRACE_MS),
  )) {
    const payment = await findPaymentById(ctx.db, invoice.paymentId);
    const certificate = payment && (await findCertificateByPayment(ctx.db, payment.id));
    if (payment?.kind !== 'web_timestamp' || !certificate) continue;
    const current = await findInvoiceByPayment(ctx.db, payment.id);
    if (current && (await sendWebReceipt(ctx, { payment, certificate, invoice: current }))) report.emailed++;
  }
  return report;
}

/** Confirms a paid payment left behind; false when the provider does not let it through yet (logged). */
async function recover(ctx: PaymentContext, payment: PaymentRow): Promise<boolean> {
  const result = await confirmWebPayment({ ctx, providerPaymentId: payment.providerPaymentId, wait: false });
  if (isPaymentCheckRefusal(result)) {
    ctx.log.warn({ paymentId: payment.id, refusal: result.kind }, 'paid web payment not recovered yet');
    return false;
  }
  return true;
}
