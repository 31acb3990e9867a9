/**
 * What the rest of the server knows of a card-payment provider. Implemented by the Stripe adapter and by
 * the embedded simulator, which both pass the same contract tests (test/payments/).
 */
export interface PaymentProvider {
  kind: 'stripe' | 'simulator';
  /** Whether the provider answers now. */
  check(): Promise<boolean>;
  /** What the browser needs to mount the card fields. */
  clientConfig(): { provider: 'stripe'; publishableKey: string } | { provider: 'simulator' };
  /**
   * Creates a payment the browser then confirms with the card, using the returned client secret.
   * @throws PaymentProviderError when the provider refuses or cannot be reached.
   */
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent>;
  /**
   * The payment's state as the provider sees it now: the only state to trust before delivering anything.
   * @returns null when the provider knows no such payment.
   */
  retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | null>;
  /**
   * Refunds a succeeded payment in full. The same idempotency key always gives the same refund.
   * @throws PaymentProviderError when the refund is refused or the provider cannot be reached.
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /**
   * Checks a webhook's signature on the raw body, in constant time and within the replay tolerance,
   * and reads which event and payment it concerns. The payload's other contents are not trusted.
   * @throws WebhookSignatureError when the signature is missing, wrong or too old.
   */
  parseWebhookEvent(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}

/** Stripe's PaymentIntent statuses; the simulator uses the same ones. */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

interface CreatePaymentIntentInput {
  amountCents: number;
  currency: 'eur';
  description: string;
  /** Copied onto the provider's payment: our own payment id and what is bought. */
  metadata: Record<string, string>;
  /** A retried creation with the same key gives the same payment. */
  idempotencyKey: string;
}

export interface ProviderPaymentIntent {
  id: string;
  /** Handed to the browser once, to confirm the card; never logged. */
  clientSecret: string | null;
  status: PaymentIntentStatus;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  /** The code of the last card error, when the last attempt failed. */
  lastErrorCode: string | null;
}

interface RefundInput {
  paymentIntentId: string;
  idempotencyKey: string;
  /** Why, for the provider's dashboard. */
  reason: 'requested_by_customer' | 'duplicate';
}

export interface ProviderRefund {
  id: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
  amountCents: number;
}

/** A verified webhook event: which one (for deduplication) and which payment it concerns. */
export interface ProviderEvent {
  id: string;
  type: string;
  paymentIntentId: string | null;
}

/** The provider refused a call or could not be reached; `code` is the provider's when it gave one. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  readonly code: string | undefined;
  constructor(message: string, options: { code?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = options.code;
  }
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
