import type { ConfirmPaymentFailure, ConfirmPaymentSuccess } from '@horodoc/shared/web-api';
import { toWebCertificate } from '../modules/certificates/to-web-certificate';
import { toWebInvoice } from '../modules/invoices/to-web-invoice';
import type { ConfirmWebPaymentResult } from '../modules/payments/confirm-web-payment-result';
import type { PaymentContext } from '../modules/payments/payment-context';

type Answer =
  | { status: 200; body: ConfirmPaymentSuccess }
  | { status: 409 | 502 | 504; body: ConfirmPaymentFailure };

/** Maps a confirmation's outcome to the spec's answer: its fields on success, its error codes otherwise. */
export async function toConfirmAnswer(ctx: PaymentContext, result: ConfirmWebPaymentResult): Promise<Answer> {
  const paymentId = result.payment.providerPaymentId;
  switch (result.kind) {
    case 'completed': {
      const { certificate, invoice, payment } = result;
      return {
        status: 200,
        body: {
          success: true,
          certificate_id: certificate.id,
          payment_id: paymentId,
          file_hash: certificate.fileHash,
          tx_hash: certificate.txHash ?? '',
          blockchain_timestamp: certificate.blockchainTimestamp ?? 0,
          block_number: certificate.blockNumber ?? 0,
          explorer_url: certificate.explorerUrl,
          certificate: toWebCertificate(certificate),
          invoice: await toWebInvoice({
            invoice,
            masterKey: ctx.settings.masterKey,
            fileHash: payment.fileHash,
            certificateId: certificate.id,
            paymentReference: paymentId,
            paidAt: certificate.createdAt,
          }),
        },
      };
    }
    case 'refunded':
      return {
        status: 502,
        body: {
          success: false,
          error: 'blockchain_timestamp_failed',
          message: "L'horodatage sur la blockchain a échoué.",
          details: result.details,
          ...(result.refundId ? { refund_id: result.refundId } : {}),
          payment_id: paymentId,
        },
      };
    case 'already_timestamped':
      return {
        status: 409,
        body: {
          success: false,
          error: 'conflict',
          message: 'Ce document est déjà horodaté : votre paiement a été remboursé automatiquement.',
          ...(result.refundId ? { refund_id: result.refundId } : {}),
          payment_id: paymentId,
          certificate: toWebCertificate(result.certificate),
        },
      };
    case 'refund_failed':
      return {
        status: 502,
        body: {
          success: false,
          error: 'blockchain_and_refund_failed',
          message: "L'horodatage sur la blockchain et le remboursement automatique ont échoué.",
          details: result.details,
          payment_id: paymentId,
        },
      };
    case 'pending':
      return {
        status: 504,
        body: {
          success: false,
          error: 'anchoring_pending',
          message:
            "Paiement confirmé : l'ancrage sur la blockchain est en cours. Patientez quelques instants.",
          payment_id: paymentId,
        },
      };
  }
}
