import { priceFromHt, WEB_PRICE_FIRST_HT_CENTS, WEB_PRICE_NEXT_HT_CENTS } from '@horodoc/shared/pricing';
import type { CreatePaymentResponse } from '@horodoc/shared/web-api';
import type { AnchoringEngine } from '../anchoring/anchoring-engine';
import { openPayment } from '../payments/open-payment';
import type { PaymentContext } from '../payments/payment-context';
import { findLiveCertificateByHash } from './certificate-repository';

export interface CreateWebPaymentOptions {
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
 * document's when none is given) and the fingerprint is not already anchored, then opens the payment.
 */
export async function createWebPayment(
  ctx: PaymentContext,
  anchoring: Pick<AnchoringEngine, 'isAvailable'>,
  options: CreateWebPaymentOptions,
): Promise<CreatedWebPayment> {
  const price =
    options.amountTtcCents === undefined
      ? priceFromHt(WEB_PRICE_FIRST_HT_CENTS)
      : PRICES_BY_TTC.get(options.amountTtcCents);
  if (!price) return { kind: 'web_price_unknown' };
  if (!anchoring.isAvailable()) return { kind: 'anchoring_paused' };
  const live = await findLiveCertificateByHash(ctx.db, options.fileHash, 'live');
  if (live) return { kind: live.status === 'completed' ? 'fingerprint_anchored' : 'fingerprint_anchoring' };

  const opened = await openPayment(ctx, {
    kind: 'web_timestamp',
    price,
    description: `Horodatage blockchain — ${options.fileName}`,
    metadata: {
      file_hash: options.fileHash,
      file_name: metadataValue(options.fileName),
      file_size: String(options.fileSize),
    },
    facts: {
      fileHash: options.fileHash,
      fileName: options.fileName,
      fileSize: options.fileSize,
      buyerEmail: options.buyerEmail ?? null,
    },
  });
  if (opened.kind !== 'opened') return opened;
  return {
    kind: 'created',
    payment: {
      client_secret: opened.clientSecret,
      payment_id: opened.payment.providerPaymentId,
      amount_ttc: price.ttcCents,
      amount_ht: price.htCents,
      tva_amount: price.vatCents,
    },
  };
}
