import { randomUUID } from 'node:crypto';
import { priceFromHt, WEB_PRICE_FIRST_HT_CENTS, WEB_PRICE_NEXT_HT_CENTS } from '@horodoc/shared/pricing';
import type { CreatePaymentResponse } from '@horodoc/shared/web-api';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import { findLiveCertificateByHash } from '../certificates/certificate-repository';
import type { PaymentContext } from './payment-context';
import { insertPayment } from './payment-repository';

export interface CreateWebPaymentOptions {
  ctx: PaymentContext;
  fileHash: `0x${string}`;
  fileName: string;
  /** 0 when the caller did not say. */
  fileSize: number;
  /**
   * What the browser displayed, in cents incl. VAT: checked against our own prices. Unknown to a caller
   * without the browser's counter (the shared client): the first document's price.
   */
  amountTtcCents?: number;
  buyerEmail?: string;
}

/** The two web prices by their total: the browser's usage counter picks one, the server computes it. */
const PRICES_BY_TTC = new Map(
  [WEB_PRICE_FIRST_HT_CENTS, WEB_PRICE_NEXT_HT_CENTS].map((ht) => [
    priceFromHt(ht).ttcCents,
    priceFromHt(ht),
  ]),
);

export type CreatedWebPayment =
  | { kind: 'created'; payment: CreatePaymentResponse }
  /** Not one of our two prices. */
  | { kind: 'web_price_unknown' }
  /** No card is charged for a proof the chain cannot give now. */
  | { kind: 'anchoring_paused' }
  | { kind: 'fingerprint_anchored' }
  | { kind: 'fingerprint_anchoring' }
  | { kind: 'payment_provider_down'; cause: unknown };

/** Stripe keeps at most 500 characters per metadata value. */
const metadataValue = (value: string) => value.slice(0, 500);

/**
 * Prepares the card payment of one document: checks the amount is one of our prices (the first
 * document's when none is given) and the fingerprint is not already anchored, creates the provider's
 * payment, and records ours.
 */
export async function createWebPayment(options: CreateWebPaymentOptions): Promise<CreatedWebPayment> {
  const { ctx } = options;
  const price =
    options.amountTtcCents === undefined
      ? priceFromHt(WEB_PRICE_FIRST_HT_CENTS)
      : PRICES_BY_TTC.get(options.amountTtcCents);
  if (!price) return { kind: 'web_price_unknown' };
  if (!ctx.anchoring.isAvailable()) return { kind: 'anchoring_paused' };
  const live = await findLiveCertificateByHash(ctx.db, options.fileHash, 'live');
  if (live) return { kind: live.status === 'completed' ? 'fingerprint_anchored' : 'fingerprint_anchoring' };

  const paymentId = randomUUID();
  let intent: Awaited<ReturnType<PaymentContext['provider']['createPaymentIntent']>>;
  try {
    intent = await ctx.provider.createPaymentIntent({
      amountCents: price.ttcCents,
      currency: 'eur',
      description: `Horodatage blockchain — ${options.fileName}`.slice(0, 1000),
      metadata: {
        payment_id: paymentId,
        kind: 'web_timestamp',
        file_hash: options.fileHash,
        file_name: metadataValue(options.fileName),
        file_size: String(options.fileSize),
      },
      idempotencyKey: `web-payment-${paymentId}`,
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
    kind: 'web_timestamp',
    status: 'pending',
    amountHtCents: price.htCents,
    vatCents: price.vatCents,
    amountTtcCents: price.ttcCents,
    currency: 'eur',
    fileHash: options.fileHash,
    fileName: options.fileName,
    fileSize: options.fileSize,
    buyerEmail: options.buyerEmail ?? null,
  });
  return {
    kind: 'created',
    payment: {
      client_secret: intent.clientSecret,
      payment_id: intent.id,
      amount_ttc: price.ttcCents,
      amount_ht: price.htCents,
      tva_amount: price.vatCents,
    },
  };
}
