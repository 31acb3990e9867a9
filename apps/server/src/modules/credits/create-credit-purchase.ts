import { randomUUID } from 'node:crypto';
import type { PaymentSessionResponse } from '@horodoc/shared/accounts-api';
import { business } from '@horodoc/shared/business';
import { CREDIT_PACKS, creditPackPrice, findCreditPack } from '@horodoc/shared/pricing';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import { AppError } from '../../errors';
import { providerUnavailable } from '../payments/check-paid-with-provider';
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

/** '20, 50, 100 ou 300 crédits', from the one list of packs. */
const PACK_SIZES = `${CREDIT_PACKS.map((pack) => pack.credits)
  .join(', ')
  .replace(/, (\d+)$/, ' ou $1')} crédits`;

/**
 * The pack of `credits` and its price, the total the page sent checked against it.
 * @throws AppError `unsupported_amount`: 'Nombre de crédits invalide' or 'Montant ou crédits invalides'.
 */
export function pricedPack(credits: number, amountTtcCents: number) {
  const pack = findCreditPack(credits);
  if (!pack) {
    throw new AppError(
      'unsupported_amount',
      `Nombre de crédits invalide : ce pack n’est pas disponible (${PACK_SIZES}).`,
    );
  }
  const price = creditPackPrice(pack);
  if (amountTtcCents !== price.ttcCents) {
    throw new AppError('unsupported_amount', 'Montant ou crédits invalides : le prix du pack a changé.');
  }
  return { pack, price };
}

/**
 * Prepares the card payment of a pack of credits: the pack and its price come from our own list, the
 * amount the page sent must be that price, then the provider's payment and ours are created.
 * @throws AppError `unsupported_amount` ('Nombre de crédits invalide', 'Montant ou crédits invalides'), or
 * `service_unavailable` when the provider fails.
 */
export async function createCreditPurchase(
  options: CreateCreditPurchaseOptions,
): Promise<PaymentSessionResponse> {
  const { ctx } = options;
  const { pack, price } = pricedPack(options.credits, options.amountTtcCents);

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
    if (error instanceof PaymentProviderError) throw providerUnavailable(error);
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
    success: true,
    client_secret: intent.clientSecret,
    payment_intent_id: intent.id,
    amount_ttc: price.ttcCents,
    amount_ht: price.htCents,
    tva_amount: price.vatCents,
    credits: pack.credits,
  };
}
