import type { ChainClient } from '../../adapters/chain/chain-client';
import type { Clock } from '../../adapters/clock/clock';
import type { PdfSigner } from '../../adapters/pdf-signing/pdf-signer';
import { type AnchoringEngine, AnchoringError } from '../anchoring/anchoring-engine';
import type { CertificateRow } from '../certificate-view/certificate-view';
import type { PaymentKind } from '../payments/payment-context';
import { findCertificateByPayment, findLiveCertificateByHash } from './certificate-repository';
import { completeWebCertificate, type WebCertificate, webInvoiceDetails } from './complete-web-certificate';
import { acceptWebPayment } from './create-pending-certificate';
import { webReceipt } from './web-receipt-email';

export interface WebCertificateParts {
  anchoring: AnchoringEngine;
  chain: ChainClient;
  /** Signs the certificate PDF sent with the receipt. */
  pdfSigner: PdfSigner;
  clock: Clock;
  /** How long the web flow waits for its anchoring; after `deadlineMs` unanchored, a certificate expires. */
  settings: { webTimeoutMs: number; deadlineMs: number };
}

/**
 * A web timestamp as a kind of payment: paid, its document gets a pending certificate (refunded when another
 * payment has the fingerprint live), delivered once anchored and read from the chain, refunded when the
 * anchoring fails. The receipt carries the certificate's PDF; a refund shows the certificate another payment
 * made of the same document, when there is one.
 */
export function webCertificatePayments(
  parts: WebCertificateParts,
): PaymentKind<WebCertificate, CertificateRow> {
  return {
    name: 'web_timestamp',
    paidThrough: 'payment_intent',

    accept: acceptWebPayment({ clock: parts.clock, deadlineMs: parts.settings.deadlineMs }),

    complete: completeWebCertificate({
      anchoring: parts.anchoring,
      chain: parts.chain,
      webTimeoutMs: parts.settings.webTimeoutMs,
    }),

    invoiceDetails: async (db, payment, invoice) =>
      webInvoiceDetails(payment, await findCertificateByPayment(db, payment.id), invoice.issuedAt),

    receipt: webReceipt({ chain: parts.chain, pdfSigner: parts.pdfSigner }),

    async describeRefund(ctx, payment, options) {
      // A second payment for a document another payment was anchoring: the payer is shown that certificate,
      // waited for as their own would have been.
      if (!payment.fileHash) return null;
      let live = await findLiveCertificateByHash(ctx.db, payment.fileHash, 'live');
      if (!live || live.paymentId === payment.id) return null;
      if (live.status === 'pending' && options.wait) {
        try {
          live = await parts.anchoring.anchorNowAndWait(live.id, parts.settings.webTimeoutMs);
        } catch (error) {
          // Still on its way: the refund is the answer for now; asking again shows the certificate.
          if (!(error instanceof AnchoringError)) throw error;
          return null;
        }
      }
      return live.status === 'completed' ? live : null;
    },

    label: (payment) => `Horodatage blockchain — ${payment.fileName ?? ''}`,
  };
}
