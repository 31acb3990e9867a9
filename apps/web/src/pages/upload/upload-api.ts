import {
  type CheckDocumentResponse,
  type CreatePaymentRequest,
  checkDocumentResponseSchema,
  confirmPaymentSuccessSchema,
  createPaymentResponseSchema,
} from '@horodoc/shared/web-api';
import { apiPost } from '../../features/api-client/api-client';

/** The web flow's calls (spec, section 7), each answer parsed with its shared schema. */

/** Whether the fingerprint is anchored; a failed call counts as not (spec), so the visitor can still go on. */
export async function checkDocument(fileHash: string): Promise<CheckDocumentResponse> {
  try {
    return await apiPost('/api/check-document.php', { file_hash: fileHash }, checkDocumentResponseSchema);
  } catch {
    return { exists: false, certificate: null, invoice: null };
  }
}

export function createPayment(body: CreatePaymentRequest) {
  return apiPost('/api/create-payment.php', body, createPaymentResponseSchema);
}

/** The spec sends the payment id under the name payment_intent_id. */
export function confirmPayment(paymentId: string) {
  return apiPost('/api/confirm-payment.php', { payment_intent_id: paymentId }, confirmPaymentSuccessSchema);
}
