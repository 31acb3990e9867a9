import { documentLabel } from '@horodoc/shared/document-label';
import type { ChainClient } from '../../adapters/chain/chain-client';
import { type AnchoringEngine, AnchoringError } from '../anchoring/anchoring-engine';
import type { CertificateRow } from '../certificate-view/certificate-view';
import type { InvoiceDetails, PaymentKind } from '../payments/payment-context';
import type { PaymentRow } from '../payments/payment-repository';
import { checkCertificateOnChain, type OnChainCheck } from '../verification/check-certificate-on-chain';
import { findCertificateByPayment, withdrawUnbatchedCertificate } from './certificate-repository';

/** A node slower than this to confirm the root leaves the answer pending: the browser asks again. */
const CHAIN_CHECK_TIMEOUT_MS = 5000;

/** The invoice line of a web timestamp (issue 4): 'Horodatage blockchain — {file name}'. */
function webInvoiceLabel(certificate: CertificateRow): string {
  return `Horodatage blockchain — ${documentLabel(certificate.fileName, certificate.fileHash)}`;
}

/**
 * A web timestamp's goods: its certificate, and once delivered after a check of its root here, the rows and
 * the proof it was checked with, which the receipt's certificate PDF prints as they are (without them, the
 * receipt reads its batch and builds the proof itself).
 */
export type WebCertificate = CertificateRow & {
  checked?: Omit<Extract<OnChainCheck, { status: 'verified' }>, 'status'>;
};

/** What a web timestamp's invoice prints under its line: the fingerprint, the certificate, when it was paid. */
export function webInvoiceDetails(
  payment: PaymentRow,
  certificate: CertificateRow | undefined,
  issuedAt: Date,
) {
  return {
    details: [
      ...(payment.fileHash ? [`Empreinte SHA-256 : ${payment.fileHash}`] : []),
      ...(certificate ? [`Certificat n° ${certificate.id}`] : []),
    ],
    // The certificate was created the moment the payment was accepted.
    paidAt: certificate?.createdAt ?? issuedAt,
  } satisfies InvoiceDetails;
}

/**
 * The web kind's `complete`: takes a paid document's certificate to its outcome: anchored and awaited (when
 * `wait`), then delivered once its root is known on chain: as the engine found it confirming the batch while
 * we waited, or else read from the chain here; failed or expired (or not batched when
 * the wait ends), refunded; otherwise still pending, for a later call. Built here with its parts, so payments
 * call it straight, not through the kind's file.
 */
export function completeWebCertificate(parts: {
  anchoring: AnchoringEngine;
  chain: ChainClient;
  webTimeoutMs: number;
}): NonNullable<PaymentKind<WebCertificate>['complete']> {
  return async (ctx, payment, accepted, options) => {
    let certificate: WebCertificate = accepted;
    // Handed over by the engine as it confirmed the batch on chain: no need to read and check it again.
    let confirmedHere = false;
    if (certificate.status === 'pending' && options.wait) {
      try {
        const { confirmedHere: fresh, ...anchored } = await parts.anchoring.anchorNowAndWait(
          certificate,
          parts.webTimeoutMs,
        );
        certificate = anchored;
        confirmedHere = fresh;
      } catch (error) {
        if (!(error instanceof AnchoringError)) throw error;
        if (error.reason === 'timeout' || error.reason === 'stopped') {
          // Not batched yet: withdraw it and refund. Batched: it is on its way, the caller asks again later.
          const withdrawn = await withdrawUnbatchedCertificate(
            ctx.db,
            certificate.id,
            `web flow gave up: ${error.reason}`,
            new Date(ctx.clock.now()),
          );
          if (!withdrawn) return { kind: 'pending', goods: certificate };
        }
        certificate = (await findCertificateByPayment(ctx.db, payment.id)) ?? certificate;
      }
    }
    if (certificate.status === 'failed' || certificate.status === 'expired') {
      return { kind: 'refund', reason: 'anchoring_failed', why: `certificate ${certificate.status}` };
    }
    if (certificate.status !== 'completed') return { kind: 'pending', goods: certificate };
    const delivered = {
      kind: 'delivered' as const,
      invoice: { label: webInvoiceLabel(certificate) },
      details: webInvoiceDetails(payment, certificate, certificate.createdAt),
    };
    if (confirmedHere) return { ...delivered, goods: certificate };
    // Our rows alone never make an answer "anchored": the root is read from the chain first.
    const onChain = await checkCertificateOnChain({
      db: ctx.db,
      chain: parts.chain,
      certificateId: certificate.id,
      timeoutMs: CHAIN_CHECK_TIMEOUT_MS,
      now: new Date(ctx.clock.now()),
    });
    if (onChain.status === 'verified') {
      return {
        ...delivered,
        goods: { ...certificate, checked: { found: onChain.found, proof: onChain.proof } },
      };
    }
    if (onChain.status === 'not_on_chain') {
      ctx.log.error(
        { paymentId: payment.id, certificateId: certificate.id, txHash: certificate.txHash },
        'a completed certificate is not on the chain; the anchoring engine checks its log',
      );
      // Found missing, its certificate goes back to the queue and is anchored again: asking later succeeds.
      parts.anchoring.requestChainLogCheck();
    }
    return { kind: 'pending', goods: certificate };
  };
}
