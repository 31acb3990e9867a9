import type { PaymentSessionResponse } from '@horodoc/shared/accounts-api';
import { business } from '@horodoc/shared/business';
import { creditPackPrice, findCreditPack } from '@horodoc/shared/pricing';
import { openPayment } from '../payments/open-payment';
import type { PaymentContext } from '../payments/payment-context';

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
 * amount the page sent must be that price, then the payment is opened.
 */
export async function createCreditPurchase(
  options: CreateCreditPurchaseOptions,
): Promise<CreatedCreditPurchase> {
  const { ctx } = options;
  const priced = pricedPack(options.credits, options.amountTtcCents);
  if (priced.kind !== 'priced') return priced;
  const { pack, price } = priced;
  const opened = await openPayment(ctx, {
    kind: 'credit_purchase',
    price,
    description: `${business.productName} — ${pack.credits} crédits API`,
    metadata: { credits: String(pack.credits), account_id: options.accountId },
    facts: { credits: pack.credits, accountId: options.accountId, buyerEmail: options.buyerEmail },
  });
  if (opened.kind !== 'opened') return opened;
  return {
    kind: 'created',
    session: {
      success: true,
      client_secret: opened.clientSecret,
      payment_intent_id: opened.payment.providerPaymentId,
      amount_ttc: price.ttcCents,
      amount_ht: price.htCents,
      tva_amount: price.vatCents,
      credits: pack.credits,
    },
  };
}
