import {
  paymentConfigResponseSchema,
  type SimulatorAuthenticateRequest,
  type SimulatorConfirmRequest,
  simulatorPaymentResponseSchema,
} from '@horodoc/shared/web-api';
import { apiGet, apiPost } from './api-client';

/** Which card fields the pages mount: Stripe's with its publishable key, or the embedded simulator's. */
export async function fetchCardProvider() {
  const config = await apiGet('/api/payment-config', paymentConfigResponseSchema);
  return config.provider === 'stripe'
    ? { provider: 'stripe' as const, publishableKey: config.publishable_key }
    : { provider: 'simulator' as const };
}

/** The simulator's two calls, handed to its card fields by the payment pages. */
export const simulatorCalls = {
  confirm: (body: SimulatorConfirmRequest) =>
    apiPost('/api/simulator/confirm', body, simulatorPaymentResponseSchema),
  authenticate: (body: SimulatorAuthenticateRequest) =>
    apiPost('/api/simulator/authenticate', body, simulatorPaymentResponseSchema),
};
