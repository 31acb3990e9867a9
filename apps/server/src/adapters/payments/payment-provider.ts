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
  /**
   * Starts a monthly subscription whose first invoice waits for the card (Stripe's `default_incomplete`):
   * the browser confirms its payment with the returned client secret.
   * @throws PaymentProviderError when the provider refuses or cannot be reached.
   */
  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscriptionStart>;
  /** The subscription as the provider sees it now; null when it knows no such subscription. */
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  /**
   * Cancels at the end of the paid period, or at once.
   * @throws PaymentProviderError when the provider refuses or cannot be reached.
   */
  cancelSubscription(input: { subscriptionId: string; atPeriodEnd: boolean }): Promise<ProviderSubscription>;
  /**
   * A subscription invoice as the provider sees it now; with `withClientSecret`, the client secret of its
   * payment while it is still open (to confirm the card again). Null when unknown.
   */
  retrieveInvoice(id: string, options?: { withClientSecret?: boolean }): Promise<ProviderInvoice | null>;
}

/** Stripe's subscription statuses; the simulator uses the same ones. */
export type ProviderSubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'paused';

interface CreateSubscriptionInput {
  /** The provider's customer of this account from an earlier subscription; a new one is made without it. */
  customerId: string | null;
  email: string;
  planId: string;
  planName: string;
  /** What the card is charged each month, VAT included. */
  amountCents: number;
  currency: 'eur';
  /** Copied onto the provider's subscription: our subscription id and account id. */
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  endedAt: Date | null;
  latestInvoiceId: string | null;
  metadata: Record<string, string>;
}

export interface ProviderSubscriptionStart {
  subscription: ProviderSubscription;
  /** The first invoice's payment: handed to the browser once, never logged. */
  clientSecret: string;
  paymentIntentId: string;
}

export interface ProviderInvoice {
  id: string;
  subscriptionId: string | null;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  amountDueCents: number;
  amountPaidCents: number;
  currency: string;
  /** The subscription period this invoice pays for. */
  periodStart: Date;
  periodEnd: Date;
  /** subscription_create for the first one, subscription_cycle for renewals. */
  billingReason: string | null;
  paymentIntentId: string | null;
  clientSecret: string | null;
  /** The code of the last card error of its payment, when it failed. */
  lastErrorCode: string | null;
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

/** A verified webhook event: which one (for deduplication) and which payment or subscription it concerns. */
export interface ProviderEvent {
  id: string;
  type: string;
  paymentIntentId: string | null;
  /** Set for subscription events, and for invoice events of a subscription. */
  subscriptionId: string | null;
  invoiceId: string | null;
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
