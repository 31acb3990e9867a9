import {
  type ConfirmPaymentFailure,
  type ConfirmPaymentSuccess,
  confirmPaymentFailureSchema,
  confirmPaymentRequestSchema,
  confirmPaymentSuccessSchema,
  createPaymentRequestSchema,
  createPaymentResponseSchema,
  paymentConfigResponseSchema,
} from '@horodoc/shared/web-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { refusal } from '../errors';
import type { CertificateRow } from '../modules/certificate-view/certificate-view';
import { createWebPayment } from '../modules/certificates/create-web-payment';
import { toWebCertificate } from '../modules/certificates/to-web-certificate';
import { toWebInvoice } from '../modules/invoices/invoice-file';
import {
  type Confirmed,
  confirmPayment,
  type PaymentCheckRefusal,
} from '../modules/payments/confirm-payment';
import { type PaymentParts, paymentContext } from '../modules/payments/payment-context';

/** What the card payment routes use: the payment use cases' parts, and whether anchoring is available. */
export type WebPaymentRouteDeps = Omit<PaymentParts, 'paymentKinds'> &
  Pick<Deps, 'anchoring' | 'paymentKinds'>;

/** The card payment of one document: which card fields to mount, create, confirm (its answer mapped below). */
export async function webPaymentRoutes(fastify: FastifyInstance, deps: WebPaymentRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The same for every request but its logger: built once, and each request's own log set on it.
  const ctx = paymentContext(deps, fastify.log);

  app.get('/api/payment-config', { schema: { response: { 200: paymentConfigResponseSchema } } }, async () => {
    const client = deps.payments.clientConfig();
    return client.provider === 'stripe'
      ? { provider: 'stripe' as const, publishable_key: client.publishableKey }
      : { provider: 'simulator' as const };
  });

  app.post(
    '/api/create-payment.php',
    {
      schema: { body: createPaymentRequestSchema, response: { 200: createPaymentResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const created = await createWebPayment({ ...ctx, log: request.log }, deps.anchoring, {
        fileHash: request.body.file_hash,
        fileName: request.body.file_name,
        fileSize: request.body.file_size ?? 0,
        amountTtcCents: request.body.amount_ttc,
        buyerEmail: request.body.email,
      });
      if (created.kind !== 'created') {
        throw refusal(created.kind, 'cause' in created ? { cause: created.cause } : {});
      }
      return created.payment;
    },
  );

  app.post(
    '/api/confirm-payment.php',
    {
      schema: {
        body: confirmPaymentRequestSchema,
        response: {
          200: confirmPaymentSuccessSchema,
          409: confirmPaymentFailureSchema,
          502: confirmPaymentFailureSchema,
          504: confirmPaymentFailureSchema,
        },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const result = await confirmPayment({ ...ctx, log: request.log }, deps.paymentKinds.web_timestamp, {
        providerPaymentId: request.body.payment_intent_id,
        wait: true,
      });
      const answer = toConfirmAnswer(result, deps.config.masterKey);
      return reply.status(answer.status).send(answer.body);
    },
  );
}

type Answer =
  | { status: 200; body: ConfirmPaymentSuccess }
  | { status: 409 | 502 | 504; body: ConfirmPaymentFailure };

const REFUNDED = 'Votre paiement a été remboursé automatiquement.';
/** Why a web payment was refunded, in the payer's words, when this confirmation refunded it. */
const REFUND_DETAILS: Record<string, string> = {
  fingerprint_taken:
    "Ce document vient d'être horodaté par un autre paiement. Votre paiement a été remboursé automatiquement.",
};

/**
 * Maps a web payment's confirmation to the spec's answer: its fields on success (the invoice's PDF as
 * rendered once by the confirmation), its error codes otherwise.
 * @throws AppError for a payment not found, not paid, or a provider out of reach: the error table answers.
 */
function toConfirmAnswer(
  result: Confirmed<CertificateRow, CertificateRow> | PaymentCheckRefusal,
  masterKey: Buffer,
): Answer {
  switch (result.kind) {
    case 'payment_unknown':
    case 'payment_not_succeeded':
      throw refusal(result.kind);
    case 'payment_provider_down':
      throw refusal(result.kind, { cause: result.cause });
  }
  const paymentId = result.payment.providerPaymentId;
  switch (result.kind) {
    case 'delivered': {
      const { goods: certificate, invoice } = result;
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
          invoice: toWebInvoice(invoice, result.invoicePdf, masterKey),
        },
      };
    }
    case 'refunded':
      // Refunded, and the document is timestamped all the same, by another payment: its certificate.
      if (result.elsewhere) {
        return {
          status: 409,
          body: {
            success: false,
            error: 'conflict',
            message: 'Ce document est déjà horodaté : votre paiement a été remboursé automatiquement.',
            ...(result.refundId ? { refund_id: result.refundId } : {}),
            payment_id: paymentId,
            certificate: toWebCertificate(result.elsewhere),
          },
        };
      }
      return {
        status: 502,
        body: {
          success: false,
          error: 'blockchain_timestamp_failed',
          message: "L'horodatage sur la blockchain a échoué.",
          details: (result.reason && REFUND_DETAILS[result.reason]) || REFUNDED,
          ...(result.refundId ? { refund_id: result.refundId } : {}),
          payment_id: paymentId,
        },
      };
    case 'refund_failed':
      return {
        status: 502,
        body: {
          success: false,
          error: 'blockchain_and_refund_failed',
          message: "L'horodatage sur la blockchain et le remboursement automatique ont échoué.",
          details: `Le remboursement automatique a échoué. Contactez le support immédiatement (référence ${paymentId}).`,
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
