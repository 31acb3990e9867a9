import { randomUUID } from 'node:crypto';
import type { PriceBreakdown } from '@horodoc/shared/pricing';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import type { PaymentContext } from './payment-context';
import { insertPayment, type NewPayment, type PaymentRow } from './payment-repository';

export interface OpenPaymentOptions {
  kind: PaymentRow['kind'];
  price: PriceBreakdown;
  /** On the provider's dashboard and the card statement's detail. */
  description: string;
  /** Copied onto the provider's payment beside our payment id and kind (Stripe keeps 500 characters each). */
  metadata: Record<string, string>;
  /** What is bought and by whom: the kind's own columns. */
  facts: Pick<NewPayment, 'fileHash' | 'fileName' | 'fileSize' | 'credits' | 'accountId' | 'buyerEmail'>;
}

export type OpenedPayment =
  | { kind: 'opened'; payment: PaymentRow; clientSecret: string }
  | { kind: 'payment_provider_down'; cause: unknown };

/**
 * Prepares a card payment of any kind: the provider's payment (the browser confirms it with the client
 * secret), then ours, created. The price was checked by the caller; a retried creation never charges twice
 * (the provider's idempotency key is our payment's id).
 */
export async function openPayment(ctx: PaymentContext, options: OpenPaymentOptions): Promise<OpenedPayment> {
  const paymentId = randomUUID();
  let intent: Awaited<ReturnType<PaymentContext['provider']['createPaymentIntent']>>;
  try {
    intent = await ctx.provider.createPaymentIntent({
      amountCents: options.price.ttcCents,
      currency: 'eur',
      description: options.description.slice(0, 1000),
      metadata: { payment_id: paymentId, kind: options.kind, ...options.metadata },
      idempotencyKey: `payment-${paymentId}`,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) return { kind: 'payment_provider_down', cause: error };
    throw error;
  }
  if (!intent.clientSecret) throw new Error(`the provider gave no client secret for ${intent.id}`);
  const payment = await insertPayment(ctx.db, {
    ...options.facts,
    id: paymentId,
    provider: ctx.provider.kind,
    providerPaymentId: intent.id,
    kind: options.kind,
    amountHtCents: options.price.htCents,
    vatCents: options.price.vatCents,
    amountTtcCents: options.price.ttcCents,
    currency: 'eur',
  });
  return { kind: 'opened', payment, clientSecret: intent.clientSecret };
}
