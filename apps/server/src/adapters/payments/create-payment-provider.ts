import { join } from 'node:path';
import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createSimulatorProvider } from './simulator-provider';
import { createStripeProvider } from './stripe-provider';

export interface CreatePaymentProviderOptions {
  /** Simulator only: delay before its events reach the webhook route. */
  simulatorEventDelayMs?: number;
  log?: (message: string, error?: unknown) => void;
}

/** The provider the configuration names: Stripe when its keys are set, the embedded simulator otherwise. */
export function createPaymentProvider(
  config: Config,
  options: CreatePaymentProviderOptions = {},
): PaymentProvider {
  if (config.payments.kind === 'stripe') {
    return createStripeProvider({
      secretKey: config.payments.secretKey,
      publishableKey: config.payments.publishableKey,
      webhookSecret: config.payments.webhookSecret,
      apiUrl: config.payments.apiUrl,
    });
  }
  return createSimulatorProvider({
    webhookSecret: config.payments.webhookSecret,
    // Kept beside the other embedded data, so a payment survives a restart as it would at Stripe.
    statePath: join(config.dataDir, 'simulator', 'payments.json'),
    eventDelayMs: options.simulatorEventDelayMs,
    log: options.log,
  });
}
