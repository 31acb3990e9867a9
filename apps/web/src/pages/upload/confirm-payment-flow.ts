import {
  type ConfirmPaymentSuccess,
  confirmPaymentFailureSchema,
  type WebCertificate,
} from '@horodoc/shared/web-api';
import { ApiError } from '../../features/api-client/api-error';
import { upload as t } from '../../i18n/fr';
import { confirmPayment } from './upload-api';

/** A paid document still anchoring is asked about again this many times (each call waits up to 30 s). */
const PENDING_RETRIES = 3;

/**
 * confirm-payment, asked again while the server answers that the anchoring is still under way: the call is
 * idempotent, so asking again never charges twice.
 * @throws ApiError as the last answer gave it.
 */
export async function confirmWithPatience(paymentId: string): Promise<ConfirmPaymentSuccess> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await confirmPayment(paymentId);
    } catch (error) {
      const pending = error instanceof ApiError && error.code === 'anchoring_pending';
      if (!pending || attempt >= PENDING_RETRIES) throw error;
    }
  }
}

/**
 * The certificate of a document timestamped by another payment while this one was paid (two tabs): the
 * server refunded this payment and answers `conflict` with that certificate. Null for any other failure.
 */
export function timestampedByAnotherPayment(error: unknown): WebCertificate | null {
  if (!(error instanceof ApiError) || error.code !== 'conflict') return null;
  const answer = confirmPaymentFailureSchema.safeParse(error.body);
  return answer.success ? (answer.data.certificate ?? null) : null;
}

export interface ConfirmFailure {
  title: string;
  message: string;
  /** Whether the same payment may be confirmed again (still anchoring), or is spent. */
  keepPayment: boolean;
}

/** The spec's toasts for a failed confirmation (section 8). */
export function confirmFailureToast(error: unknown): ConfirmFailure {
  if (!(error instanceof ApiError)) return { ...t.toasts.confirmFailed, keepPayment: false };
  switch (error.code) {
    case 'blockchain_timestamp_failed':
      return {
        title: t.toasts.refunded.title,
        message: error.details || t.toasts.refunded.message,
        keepPayment: false,
      };
    case 'blockchain_and_refund_failed':
      return {
        title: t.toasts.critical.title,
        message: error.details || t.toasts.critical.message,
        keepPayment: false,
      };
    case 'anchoring_pending':
    case 'service_unavailable':
      return { title: t.toasts.confirmFailed.title, message: error.message, keepPayment: true };
    default:
      return {
        title: t.toasts.confirmFailed.title,
        message: error.message || t.toasts.confirmFailed.message,
        keepPayment: error.code === 'payment_not_succeeded' || error.status === 0,
      };
  }
}
