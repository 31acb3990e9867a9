import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CardError } from '@horodoc/shared/web-api';
import { type Clock, systemClock } from '../clock/clock';
import { eventSubject } from './event-subject';
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPaymentIntent,
  type ProviderRefund,
  WebhookSignatureError,
} from './payment-provider';
import { AUTHENTICATION_FAILURE, cardOutcome } from './simulator-cards';
import { type SimulatedIntent, SimulatorState } from './simulator-state';
import { simulatorSubscriptions } from './simulator-subscriptions';
import { signWebhookPayload, verifyWebhookSignature } from './webhook-signature';

/** Hands a signed event to our webhook route; wired by the simulator's routes. */
type EventSink = (payload: string, signature: string) => Promise<void>;

/** The result of the card fields' Pay, shaped like Stripe.js's confirmCardPayment result. */
export interface SimulatedConfirmation {
  status: SimulatedIntent['status'];
  paymentIntentId: string;
  error?: CardError;
}

export interface SimulatorProvider extends PaymentProvider {
  kind: 'simulator';
  /** The card fields' Pay: validates the card and moves the payment on, as Stripe's test cards do. */
  confirmCard(input: {
    clientSecret: string;
    cardNumber: string;
    expiry: string;
    cvc: string;
    billingDetails?: { email?: string; name?: string };
  }): SimulatedConfirmation;
  /** The billing details the last confirmation of a payment carried (what Stripe shows on its dashboard). */
  billingDetailsOf(paymentIntentId: string): { email?: string; name?: string } | undefined;
  /** The simulated bank dialog's answer for a card that asked for a verification. */
  authenticate(input: { clientSecret: string; approve: boolean }): SimulatedConfirmation;
  /** Where signed events go from now on. */
  deliverEventsTo(sink: EventSink): void;
  /**
   * Moves the simulator's clock on: renewals (declined ones with `declineRenewals`), ends of cancelled
   * subscriptions, expiries; their events are delivered before it resolves.
   * @returns the simulator's new time and the types of the events delivered, in order.
   */
  advance(input: { seconds: number; declineRenewals?: boolean }): Promise<{ now: Date; events: string[] }>;
  /** The simulator's clock, ahead of the real one by what `advance` added. */
  now(): Date;
}

export interface SimulatorOptions {
  webhookSecret: string;
  /** A JSON file keeping the simulator's payments across restarts; memory only without it. */
  statePath?: string;
  /** Delay before an event is delivered, as a real provider's lag (default 200 ms). */
  eventDelayMs?: number;
  log?: (message: string, error?: unknown) => void;
  /** The real clock the simulator's own runs ahead of (tests inject one); the system's by default. */
  clock?: Clock;
}

const RETRY_DELAYS_MS = [1000, 5000, 25_000];

const id = (prefix: string) => `${prefix}_sim_${randomBytes(12).toString('hex')}`;

/** The embedded card simulator: behaves like Stripe's test cards, with no outside service. */
export function createSimulatorProvider(options: SimulatorOptions): SimulatorProvider {
  const state = new SimulatorState(options.statePath);
  const eventDelayMs = options.eventDelayMs ?? 200;
  let sink: EventSink | null = null;
  const realClock = options.clock ?? systemClock;
  const clock = () => realClock.now() + state.clockOffsetMs;

  const view = (intent: SimulatedIntent, withSecret = false): ProviderPaymentIntent => ({
    id: intent.id,
    clientSecret: withSecret ? intent.clientSecret : null,
    status: intent.status,
    amountCents: intent.amountCents,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    lastErrorCode: intent.lastError?.decline_code ?? intent.lastError?.code ?? null,
  });

  /** Signs and posts an event like Stripe does: after a short lag, retried when our route fails. */
  const eventPayload = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: 'simulator',
      created: Math.floor(clock() / 1000),
      livemode: false,
      type,
      data: { object },
    });
  const emit = (type: string, object: Record<string, unknown>) => {
    const payload = eventPayload(type, object);
    const attempt = (index: number) => {
      const target = sink;
      if (!target) return;
      target(payload, signWebhookPayload(payload, options.webhookSecret)).catch((error: unknown) => {
        const delay = RETRY_DELAYS_MS[index];
        if (delay === undefined) return options.log?.(`simulator: event ${type} not delivered`, error);
        setTimeout(() => attempt(index + 1), delay).unref();
      });
    };
    setTimeout(() => attempt(0), eventDelayMs).unref();
  };

  const intentObject = (intent: SimulatedIntent) => ({
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amountCents,
    currency: intent.currency,
    status: intent.status,
    metadata: intent.metadata,
    last_payment_error: intent.lastError,
  });

  /** The payment a client secret opens, compared in constant time as the secret is a credential. */
  const bySecret = (clientSecret: string): SimulatedIntent => {
    const intent = state.intent(clientSecret.split('_secret_')[0] ?? '');
    const given = Buffer.from(clientSecret);
    const expected = Buffer.from(intent?.clientSecret ?? '');
    if (!intent || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new PaymentProviderError('No such payment_intent', { code: 'resource_missing' });
    }
    return intent;
  };

  const subscriptions = simulatorSubscriptions({
    state,
    clock,
    newId: id,
    emitLater: (type, object) => emit(type, object),
    createIntent: (amountCents, currency, metadata) => {
      const intentId = id('pi');
      const intent: SimulatedIntent = {
        id: intentId,
        clientSecret: `${intentId}_secret_${randomBytes(16).toString('hex')}`,
        status: 'requires_payment_method',
        amountCents,
        currency,
        description: 'Abonnement Horodoc',
        metadata,
        lastError: null,
        createdAt: realClock.now(),
      };
      state.saveIntent(intent);
      return intent;
    },
  });

  const settle = (intent: SimulatedIntent, next: Partial<SimulatedIntent>): SimulatedConfirmation => {
    const updated = { ...intent, ...next };
    state.saveIntent(updated);
    subscriptions.onIntentSettled(updated, emit);
    if (updated.status === 'succeeded') emit('payment_intent.succeeded', intentObject(updated));
    if (updated.status === 'requires_action') emit('payment_intent.requires_action', intentObject(updated));
    if (updated.lastError && updated.status === 'requires_payment_method') {
      emit('payment_intent.payment_failed', intentObject(updated));
    }
    return {
      status: updated.status,
      paymentIntentId: updated.id,
      ...(updated.status === 'requires_payment_method' && updated.lastError
        ? { error: updated.lastError }
        : {}),
    };
  };

  const unexpectedState = (intent: SimulatedIntent): SimulatedConfirmation => ({
    status: intent.status,
    paymentIntentId: intent.id,
    error: {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: 'Ce paiement ne peut plus être confirmé.',
    },
  });

  return {
    kind: 'simulator',
    check: async () => true,
    clientConfig: () => ({ provider: 'simulator' }),

    async createPaymentIntent(input) {
      const existing = state.keyed(`intent:${input.idempotencyKey}`);
      const known = existing ? state.intent(existing) : undefined;
      if (known) return view(known, true);
      if (!Number.isInteger(input.amountCents) || input.amountCents < 50) {
        throw new PaymentProviderError('Amount must be at least 50 cents', { code: 'amount_too_small' });
      }
      const intentId = id('pi');
      const intent: SimulatedIntent = {
        id: intentId,
        clientSecret: `${intentId}_secret_${randomBytes(16).toString('hex')}`,
        status: 'requires_payment_method',
        amountCents: input.amountCents,
        currency: input.currency,
        description: input.description,
        metadata: { ...input.metadata },
        lastError: null,
        createdAt: realClock.now(),
      };
      state.saveIntent(intent, input.idempotencyKey);
      return view(intent, true);
    },

    async retrievePaymentIntent(intentId) {
      const intent = state.intent(intentId);
      return intent ? view(intent) : null;
    },

    async refund(input): Promise<ProviderRefund> {
      const existing = state.keyed(`refund:${input.idempotencyKey}`);
      const known = existing ? state.refund(existing) : undefined;
      if (known) return { id: known.id, status: known.status, amountCents: known.amountCents };
      const intent = state.intent(input.paymentIntentId);
      if (!intent) throw new PaymentProviderError('No such payment_intent', { code: 'resource_missing' });
      if (intent.status !== 'succeeded') {
        throw new PaymentProviderError('This PaymentIntent has not succeeded', {
          code: 'charge_not_refundable',
        });
      }
      if (state.refundsOf(intent.id).length > 0) {
        throw new PaymentProviderError('Charge has already been refunded', {
          code: 'charge_already_refunded',
        });
      }
      const refund = { id: id('re'), status: 'succeeded' as const, amountCents: intent.amountCents };
      state.saveRefund({ ...refund, paymentIntentId: intent.id }, input.idempotencyKey);
      emit('charge.refunded', { id: id('ch'), object: 'charge', payment_intent: intent.id, refunded: true });
      return refund;
    },

    parseWebhookEvent(rawBody, signatureHeader) {
      const payload = rawBody.toString('utf8');
      verifyWebhookSignature(payload, signatureHeader, options.webhookSecret);
      let event: { id?: unknown; type?: unknown; data?: { object?: Record<string, unknown> } };
      try {
        event = JSON.parse(payload);
      } catch (error) {
        throw new WebhookSignatureError('signed payload is not JSON', { cause: error });
      }
      if (typeof event.id !== 'string' || typeof event.type !== 'string') {
        throw new WebhookSignatureError('signed payload is not an event');
      }
      return { id: event.id, type: event.type, ...eventSubject(event.data?.object ?? {}) };
    },

    confirmCard(input) {
      const intent = bySecret(input.clientSecret);
      if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
        return unexpectedState(intent);
      }
      const outcome = cardOutcome(input);
      const billingDetails = input.billingDetails;
      if (outcome.kind === 'succeed')
        return settle(intent, { status: 'succeeded', lastError: null, billingDetails });
      if (outcome.kind === 'authenticate')
        return settle(intent, { status: 'requires_action', lastError: null, billingDetails });
      return settle(intent, { status: 'requires_payment_method', lastError: outcome.error, billingDetails });
    },

    authenticate(input) {
      const intent = bySecret(input.clientSecret);
      if (intent.status !== 'requires_action') return unexpectedState(intent);
      return input.approve
        ? settle(intent, { status: 'succeeded', lastError: null })
        : settle(intent, { status: 'requires_payment_method', lastError: AUTHENTICATION_FAILURE });
    },

    billingDetailsOf(paymentIntentId) {
      return state.intent(paymentIntentId)?.billingDetails;
    },

    deliverEventsTo(next) {
      sink = next;
    },

    createSubscription: subscriptions.createSubscription,
    retrieveSubscription: subscriptions.retrieveSubscription,
    cancelSubscription: subscriptions.cancelSubscription,
    retrieveInvoice: subscriptions.retrieveInvoice,

    now: () => new Date(clock()),

    async advance(input) {
      const due: Array<{ type: string; object: Record<string, unknown> }> = [];
      subscriptions.advance(
        { seconds: input.seconds, declineRenewals: input.declineRenewals === true },
        (type, object) => due.push({ type, object }),
      );
      const events: string[] = [];
      // Delivered one after the other before answering, so a test sees their effects without waiting.
      for (const { type, object } of due) {
        const payload = eventPayload(type, object);
        try {
          await sink?.(payload, signWebhookPayload(payload, options.webhookSecret));
          events.push(type);
        } catch (error) {
          options.log?.(`simulator: event ${type} not delivered`, error);
        }
      }
      return { now: new Date(clock()), events };
    },
  };
}
