import { AnchoringError } from '../anchoring/anchoring-engine';
import { findLiveCertificateByHash } from '../certificates/certificate-repository';
import type { ConfirmWebPaymentResult } from './confirm-web-payment-result';
import type { PaymentContext } from './payment-context';
import type { PaymentRow } from './payment-repository';

export interface DescribeRefundOptions {
  payment: PaymentRow;
  refundId: string | null;
  /** Why it was refunded, for the payer. */
  details: string;
  /** Whether to wait for another payment's certificate still anchoring (the browser does). */
  wait: boolean;
}

/**
 * What a refunded web payment answers. When its document is timestamped all the same — a second payment
 * for a document another payment was already anchoring — the payer is shown that certificate, waited for as
 * their own would have been; otherwise, the refund alone.
 */
export async function describeRefund(
  ctx: PaymentContext,
  options: DescribeRefundOptions,
): Promise<ConfirmWebPaymentResult> {
  const { payment, refundId, details } = options;
  const refunded: ConfirmWebPaymentResult = { kind: 'refunded', payment, refundId, details };
  if (!payment.fileHash) return refunded;
  let live = await findLiveCertificateByHash(ctx.db, payment.fileHash, 'live');
  if (!live || live.paymentId === payment.id) return refunded;
  if (live.status === 'pending' && options.wait) {
    try {
      live = await ctx.anchoring.anchorNowAndWait(live.id, ctx.settings.webTimeoutMs);
    } catch (error) {
      // Still on its way: the refund is the answer for now; asking again shows the certificate.
      if (!(error instanceof AnchoringError)) throw error;
      return refunded;
    }
  }
  if (live.status !== 'completed') return refunded;
  return { kind: 'already_timestamped', payment, certificate: live, refundId };
}
