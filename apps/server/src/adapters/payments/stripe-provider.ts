import Stripe from 'stripe';
import { eventSubject } from './event-subject';
import {
  type PaymentIntentStatus,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPaymentIntent,
  WebhookSignatureError,
} from './payment-provider';
import { stripeSubscriptions } from './stripe-subscriptions';
import { WEBHOOK_TOLERANCE_S } from './webhook-signature';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API origin (tests: a local server speaking Stripe's API); Stripe's own by default. */
  apiUrl?: string;
}

/** Where the SDK sends its calls: host, port and protocol of `apiUrl`, or Stripe's defaults. */
function endpoint(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function toIntent(intent: Stripe.PaymentIntent): ProviderPaymentIntent {
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? null,
    status: intent.status as PaymentIntentStatus,
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: { ...(intent.metadata ?? {}) },
    lastErrorCode: error?.decline_code ?? error?.code ?? null,
  };
}

/** Wraps the SDK's errors without their request details (which may echo keys or secrets). */
function wrap(error: unknown, what: string): PaymentProviderError {
  const code = error instanceof Stripe.errors.StripeError ? error.code : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return new PaymentProviderError(`Stripe ${what} failed: ${message}`, { code, cause: error });
}

/** Stripe through its official SDK: PaymentIntents confirmed in the browser, refunds, signed webhooks. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...endpoint(options.apiUrl),
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'Horodoc' },
  });

  return {
    kind: 'stripe',
    ...stripeSubscriptions(stripe, wrap),
    check: () =>
      stripe.balance.retrieve().then(
        () => true,
        () => false,
      ),
    clientConfig: () => ({ provider: 'stripe', publishableKey: options.publishableKey }),

    async createPaymentIntent(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            description: input.description,
            metadata: input.metadata,
            // Card Elements only: the page mounts card number, expiry and CVC fields.
            allowed_payment_method_types: ['card'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return toIntent(intent);
      } catch (error) {
        throw wrap(error, 'payment creation');
      }
    },

    async retrievePaymentIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return null;
        throw wrap(error, 'payment retrieval');
      }
    },

    async refund(input) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: input.paymentIntentId, reason: input.reason },
          { idempotencyKey: input.idempotencyKey },
        );
        return {
          id: refund.id,
          status: (refund.status ?? 'pending') as
            | 'pending'
            | 'succeeded'
            | 'failed'
            | 'canceled'
            | 'requires_action',
          amountCents: refund.amount,
        };
      } catch (error) {
        throw wrap(error, 'refund');
      }
    },

    parseWebhookEvent(rawBody, signatureHeader) {
      let event: Stripe.Event;
      try {
        // The SDK compares signatures in constant time and refuses timestamps outside the tolerance.
        event = stripe.webhooks.constructEvent(
          rawBody,
          signatureHeader ?? '',
          options.webhookSecret,
          WEBHOOK_TOLERANCE_S,
        );
      } catch (error) {
        throw new WebhookSignatureError('Stripe webhook signature rejected', { cause: error });
      }
      return {
        id: event.id,
        type: event.type,
        ...eventSubject(event.data.object as unknown as Record<string, unknown>),
      };
    },
  };
}
