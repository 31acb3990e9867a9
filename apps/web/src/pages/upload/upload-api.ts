import type {
  CheckDocumentResponse,
  ConfirmPaymentSuccess,
  CreatePaymentRequest,
  CreatePaymentResponse,
  PaymentConfigResponse,
} from '@horodoc/shared/web-api';
import { apiGet, apiPost } from '../../features/api-client/api-client';
import type { CardProvider } from '../../features/card-payment/card-fields';
import type { SimulatorApi } from '../../features/card-payment/card-types';

/** The web flow's calls (spec, section 7). */

/** Whether the fingerprint is anchored; a failed call counts as not (spec), so the visitor can still go on. */
export async function checkDocument(fileHash: string): Promise<CheckDocumentResponse> {
  try {
    return await apiPost<CheckDocumentResponse>('/api/check-document.php', { file_hash: fileHash });
  } catch {
    return { exists: false, certificate: null, invoice: null };
  }
}

export function createPayment(body: CreatePaymentRequest): Promise<CreatePaymentResponse> {
  return apiPost<CreatePaymentResponse>('/api/create-payment.php', body);
}

/** The spec sends the payment id under the name payment_intent_id. */
export function confirmPayment(paymentId: string): Promise<ConfirmPaymentSuccess> {
  return apiPost<ConfirmPaymentSuccess>('/api/confirm-payment.php', { payment_intent_id: paymentId });
}

export async function fetchCardProvider(): Promise<CardProvider> {
  const config = await apiGet<PaymentConfigResponse>('/api/payment-config');
  return config.provider === 'stripe'
    ? { provider: 'stripe', publishableKey: config.publishable_key }
    : { provider: 'simulator' };
}

export const simulatorApi: SimulatorApi = {
  confirm: (body) => apiPost('/api/simulator/confirm', body),
  authenticate: (body) => apiPost('/api/simulator/authenticate', body),
};
