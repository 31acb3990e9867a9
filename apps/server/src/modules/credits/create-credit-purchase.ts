import { randomUUID } from 'node:crypto';
import type { PaymentSessionResponse } from '@horodoc/shared/accounts-api';
import { business } from '@horodoc/shared/business';
import { creditPackPrice, findCreditPack } from '@horodoc/shared/pricing';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import type { PaymentContext } from '../payments/payment-context';
import { insertPayment } from '../payments/payment-repository';

export interface CreateCreditPurchaseOptions {
  ctx: PaymentContext;
  accountId: string;
  /** Where the invoice is sent: the account's address. */
  buyerEmail: string;
  credits: number;
  /** What the page displayed, in cents including VAT: checked against the pack's own price. */
  amountTtcCents: number;
}

/** Why a pack is not sold as asked: not one of ours, or not at the price the page sent. */
export type PackRefusal = { kind: 'credit_pack_unknown' } | { kind: 'credit_price_changed' };

export type CreatedCreditPurchase =
  | { kind: 'created'; session: PaymentSessionResponse }
  | PackRefusal
  | { kind: 'payment_provider_down'; cause: unknown };

/** The pack of `credits` and its price, the total the page sent checked against it. */
export function pricedPack(credits: number, amountTtcCents: number) {
  const pack = findCreditPack(credits);
  if (!pack) return { kind: 'credit_pack_unknown' } as const;
  const price = creditPackPrice(pack);
  if (amountTtcCents !== price.ttcCents) return { kind: 'credit_price_changed' } as const;
  return { kind: 'priced', pack, price } as const;
}

/**
 * Prepares the card payment of a pack of credits: the pack and its price come from our own list, the
 * amount the page sent must be that price, then the provider's payment and ours are created.
 */
export async function createCreditPurchase(
  options: CreateCreditPurchaseOptions,
): Promise<CreatedCreditPurchase> {
  const { ctx } = options;
  const priced = pricedPack(options.credits, options.amountTtcCents);
  if (priced.kind !== 'priced') return priced;
  const { pack, price } = priced;

  const paymentId = randomUUID();
  let intent: Awaited<ReturnType<PaymentContext['provider']['createPaymentIntent']>>;
  try {
    intent = await ctx.provider.createPaymentIntent({
      amountCents: price.ttcCents,
      currency: 'eur',
      description: `${business.productName} — ${pack.credits} crédits API`,
      metadata: {
        payment_id: paymentId,
        kind: 'credit_purchase',
        credits: String(pack.credits),
        account_id: options.accountId,
      },
      idempotencyKey: `credit-purchase-${paymentId}`,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) return { kind: 'payment_provider_down', cause: error };
    throw error;
  }
  if (!intent.clientSecret) throw new Error(`the provider gave no client secret for ${intent.id}`);

  await insertPayment(ctx.db, {
    id: paymentId,
    provider: ctx.provider.kind,
    providerPaymentId: intent.id,
    kind: 'credit_purchase',
    status: 'pending',
    amountHtCents: price.htCents,
    vatCents: price.vatCents,
    amountTtcCents: price.ttcCents,
    currency: 'eur',
    credits: pack.credits,
    accountId: options.accountId,
    buyerEmail: options.buyerEmail,
  });
  return {
    kind: 'created',
    session: {
      success: true,
      client_secret: intent.clientSecret,
      payment_intent_id: intent.id,
      amount_ttc: price.ttcCents,
      amount_ht: price.htCents,
      tva_amount: price.vatCents,
      credits: pack.credits,
    },
  };
}
