import { AnchoringError } from '../anchoring/anchoring-engine';
import {
  findCertificateByPayment,
  withdrawUnbatchedCertificate,
} from '../certificates/certificate-repository';
import { checkCertificateOnChain } from '../verification/check-certificate-on-chain';
import { acceptPaidPayment } from './accept-paid-payment';
import { checkPaidWithProvider, type PaymentCheckRefusal } from './check-paid-with-provider';
import type { ConfirmWebPaymentResult } from './confirm-web-payment-result';
import { describeRefund } from './describe-refund';
import { fulfilWebPayment } from './fulfil-web-payment';
import type { PaymentContext } from './payment-context';
import { findPaymentByProviderId, type PaymentRow } from './payment-repository';
import { refundWebPayment } from './refund-web-payment';
import { sendWebReceipt } from './send-web-receipt';

export interface ConfirmWebPaymentOptions {
  ctx: PaymentContext;
  /** The provider's payment id, as the browser sends it (payment_intent_id). */
  providerPaymentId: string;
  /** Wait for the anchoring (the browser) or not (webhooks and the reconciler, which come back later). */
  wait: boolean;
}

const REFUNDED = 'Votre paiement a été remboursé automatiquement.';
/** A node slower than this to confirm the root leaves the answer pending: the browser asks again. */
const CHAIN_CHECK_TIMEOUT_MS = 5000;

/**
 * Confirms a web payment and delivers it: checks the payment with the provider, creates the certificate,
 * anchors it and waits, issues the invoice, e-mails both. Idempotent: any number of calls, concurrent or
 * not, give one certificate, one invoice and one anchoring. If anchoring fails, the payment is refunded.
 * Success is answered only once the certificate's root is read from the chain. An unknown payment, one not
 * paid, or a provider out of reach is answered as its refusal.
 */
export async function confirmWebPayment(
  options: ConfirmWebPaymentOptions,
): Promise<ConfirmWebPaymentResult | PaymentCheckRefusal> {
  const { ctx } = options;
  const payment = await findPaymentByProviderId(ctx.db, ctx.provider.kind, options.providerPaymentId);
  if (payment?.kind !== 'web_timestamp') return { kind: 'payment_unknown' };
  if (payment.refundStatus === 'succeeded' || payment.refundStatus === 'pending') {
    return describeRefund(ctx, {
      payment,
      refundId: payment.refundId,
      details: REFUNDED,
      wait: options.wait,
    });
  }

  const checked = await checkPaidWithProvider(ctx, payment);
  if (checked.kind !== 'paid') return checked;
  const accepted = await acceptPaidPayment(ctx, payment);
  if (accepted.kind === 'conflict') {
    return refund(
      ctx,
      accepted.payment,
      "Ce document vient d'être horodaté par un autre paiement. Votre paiement a été remboursé automatiquement.",
      options.wait,
    );
  }
  let { certificate } = accepted;
  const paid = accepted.payment;

  if (certificate.status === 'pending' && options.wait) {
    try {
      certificate = await ctx.anchoring.anchorNowAndWait(certificate.id, ctx.settings.webTimeoutMs);
    } catch (error) {
      if (!(error instanceof AnchoringError)) throw error;
      if (error.reason === 'timeout' || error.reason === 'stopped') {
        // Not batched yet: withdraw it and refund. Batched: it is on its way, the caller asks again later.
        const withdrawn = await withdrawUnbatchedCertificate(
          ctx.db,
          certificate.id,
          `web flow gave up: ${error.reason}`,
        );
        if (!withdrawn) return { kind: 'pending', payment: paid, certificate };
      }
      certificate = (await findCertificateByPayment(ctx.db, paid.id)) ?? certificate;
    }
  }

  switch (certificate.status) {
    case 'completed': {
      // Our rows alone never make an answer "anchored": the root is read from the chain first.
      const onChain = await checkCertificateOnChain({
        db: ctx.db,
        chain: ctx.chain,
        certificateId: certificate.id,
        timeoutMs: CHAIN_CHECK_TIMEOUT_MS,
      });
      if (onChain !== 'verified') {
        if (onChain === 'not_on_chain') {
          ctx.log.error(
            { paymentId: paid.id, certificateId: certificate.id, txHash: certificate.txHash },
            'a completed certificate is not on the chain; the anchoring engine checks its log',
          );
          // Found missing, its certificate goes back to the queue and is anchored again: asking later succeeds.
          ctx.anchoring.requestChainLogCheck();
        }
        return { kind: 'pending', payment: paid, certificate };
      }
      const invoice = await fulfilWebPayment(ctx, paid, certificate);
      // The e-mail does not hold the answer back; a failed send is retried by the reconciler.
      sendWebReceipt(ctx, { payment: paid, certificate, invoice }).catch((error: unknown) =>
        ctx.log.error(
          { err: error, paymentId: paid.id },
          'web receipt e-mail failed; the reconciler will retry',
        ),
      );
      return { kind: 'completed', payment: paid, certificate, invoice };
    }
    case 'failed':
    case 'expired':
      return refund(ctx, paid, REFUNDED, options.wait);
    default:
      return { kind: 'pending', payment: paid, certificate };
  }
}

async function refund(
  ctx: PaymentContext,
  payment: PaymentRow,
  details: string,
  wait: boolean,
): Promise<ConfirmWebPaymentResult> {
  const outcome = await refundWebPayment(ctx, payment, details);
  if (outcome.ok) return describeRefund(ctx, { payment, refundId: outcome.refundId, details, wait });
  return {
    kind: 'refund_failed',
    payment,
    details: `Le remboursement automatique a échoué. Contactez le support immédiatement (référence ${payment.providerPaymentId}).`,
  };
}
