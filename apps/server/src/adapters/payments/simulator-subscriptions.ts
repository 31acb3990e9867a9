import type { PaymentProvider, ProviderInvoice, ProviderSubscriptionStart } from './payment-provider';
import { PaymentProviderError } from './payment-provider';
import { invoiceObject, subscriptionObject, subscriptionView } from './simulator-billing-shapes';
import { cardOutcome } from './simulator-cards';
import type {
  SimulatedIntent,
  SimulatedInvoice,
  SimulatedSubscription,
  SimulatorState,
} from './simulator-state';

/** Stripe's limit: a first invoice not paid within 23 hours ends the subscription as incomplete_expired. */
const INCOMPLETE_LIFETIME_MS = 23 * 3600_000;
/** After this long past due, the simulator gives up on the renewal, as Stripe's retry schedule would. */
const PAST_DUE_LIFETIME_MS = 14 * 24 * 3600_000;

/**
 * The same day of the next month, as Stripe's monthly billing anchors it (clamped to the month's end).
 * @internal exported for its tests
 */
export function addOneMonth(instant: number): number {
  const date = new Date(instant);
  const day = date.getUTCDate();
  const next = new Date(date);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next.getTime();
}

type Emit = (type: string, object: Record<string, unknown>) => void;

interface SubscriptionParts {
  state: SimulatorState;
  clock: () => number;
  newId: (prefix: string) => string;
  /** Creates the payment of an invoice, to be confirmed with the card (or settled at once for renewals). */
  createIntent: (amountCents: number, currency: string, metadata: Record<string, string>) => SimulatedIntent;
  /** Posts an event after the provider's usual lag, as for the card payments. */
  emitLater: Emit;
}

export type SimulatorSubscriptions = Pick<
  PaymentProvider,
  'createSubscription' | 'retrieveSubscription' | 'cancelSubscription' | 'retrieveInvoice'
> & {
  /** Called when a payment of the simulator settles: a paid first invoice activates its subscription. */
  onIntentSettled(intent: SimulatedIntent, emit: Emit): void;
  /** Moves the clock on: renewals, failed renewals, ends and expiries, each with its events. */
  advance(input: { seconds: number; declineRenewals: boolean }, emit: Emit): void;
};

/** The simulator's Stripe Billing: monthly subscriptions, their invoices, renewals and cancellations. */
export function simulatorSubscriptions(parts: SubscriptionParts): SimulatorSubscriptions {
  const { state, clock, newId } = parts;
  const newInvoice = (
    subscription: Pick<SimulatedSubscription, 'id' | 'amountCents' | 'currency'>,
    period: { start: number; end: number },
    billingReason: SimulatedInvoice['billingReason'],
  ): SimulatedInvoice => {
    const id = newId('in');
    const intent = parts.createIntent(subscription.amountCents, subscription.currency, {
      invoice_id: id,
      subscription_id: subscription.id,
    });
    return {
      id,
      subscriptionId: subscription.id,
      status: 'open',
      amountCents: subscription.amountCents,
      currency: subscription.currency,
      periodStart: period.start,
      periodEnd: period.end,
      billingReason,
      paymentIntentId: intent.id,
      paidAt: null,
    };
  };

  const markPaid = (invoice: SimulatedInvoice, emit: Emit) => {
    const subscription = state.subscription(invoice.subscriptionId);
    if (!subscription || invoice.status === 'paid') return;
    const paid = { ...invoice, status: 'paid' as const, paidAt: clock() };
    state.saveInvoice(paid);
    const customer = state.customer(subscription.customerId);
    if (customer && !customer.hasCard) state.saveCustomer({ ...customer, hasCard: true });
    const active =
      subscription.latestInvoiceId === invoice.id &&
      ['incomplete', 'past_due', 'unpaid'].includes(subscription.status);
    const updated = active ? { ...subscription, status: 'active' as const } : subscription;
    state.saveSubscription(updated);
    emit('invoice.paid', invoiceObject(paid));
    if (active) emit('customer.subscription.updated', subscriptionObject(updated));
  };

  /** Charges a renewal with the saved card, off session: paid, or declined as the bank would. */
  const chargeSavedCard = (
    subscription: SimulatedSubscription,
    invoice: SimulatedInvoice,
    decline: boolean,
    emit: Emit,
  ): boolean => {
    const intent = state.intent(invoice.paymentIntentId);
    const hasCard = state.customer(subscription.customerId)?.hasCard === true;
    if (!intent) return false;
    if (hasCard && !decline) {
      state.saveIntent({ ...intent, status: 'succeeded', lastError: null });
      markPaid(invoice, emit);
      return true;
    }
    const declined = cardOutcome({ cardNumber: '4000000000000002', expiry: '12/99', cvc: '123' });
    const error = declined.kind === 'decline' ? declined.error : null;
    state.saveIntent({ ...intent, status: 'requires_payment_method', lastError: error });
    emit('invoice.payment_failed', invoiceObject(invoice));
    return false;
  };

  const setStatus = (
    subscription: SimulatedSubscription,
    next: Partial<SimulatedSubscription>,
    emit: Emit,
  ) => {
    const updated = { ...subscription, ...next };
    state.saveSubscription(updated);
    const deleted = updated.status === 'canceled' || updated.status === 'incomplete_expired';
    emit(
      deleted && updated.status === 'canceled'
        ? 'customer.subscription.deleted'
        : 'customer.subscription.updated',
      subscriptionObject(updated),
    );
    return updated;
  };

  return {
    async createSubscription(input): Promise<ProviderSubscriptionStart> {
      const known = state.keyed(`subscription:${input.idempotencyKey}`);
      const existing = known ? state.subscription(known) : undefined;
      if (!existing && (!Number.isInteger(input.amountCents) || input.amountCents < 50)) {
        throw new PaymentProviderError('Amount must be at least 50 cents', { code: 'amount_too_small' });
      }
      let subscription = existing;
      if (!subscription) {
        let customerId = input.customerId;
        if (!customerId || !state.customer(customerId)) {
          customerId = newId('cus');
          state.saveCustomer({ id: customerId, email: input.email, hasCard: false });
        }
        const now = clock();
        const id = newId('sub');
        const period = { start: now, end: addOneMonth(now) };
        const invoice = newInvoice(
          { id, amountCents: input.amountCents, currency: input.currency },
          period,
          'subscription_create',
        );
        state.saveInvoice(invoice);
        subscription = {
          id,
          customerId,
          status: 'incomplete',
          amountCents: input.amountCents,
          currency: input.currency,
          periodStart: period.start,
          periodEnd: period.end,
          cancelAtPeriodEnd: false,
          canceledAt: null,
          endedAt: null,
          latestInvoiceId: invoice.id,
          metadata: { ...input.metadata, plan_id: input.planId },
          createdAt: now,
        };
        state.saveSubscription(subscription, input.idempotencyKey);
      }
      const invoice = state.invoice(subscription.latestInvoiceId);
      const intent = invoice ? state.intent(invoice.paymentIntentId) : undefined;
      if (!intent) throw new Error(`simulated subscription ${subscription.id} has no first payment`);
      return {
        subscription: subscriptionView(subscription),
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
      };
    },

    async retrieveSubscription(id) {
      const subscription = state.subscription(id);
      return subscription ? subscriptionView(subscription) : null;
    },

    async cancelSubscription(input) {
      const subscription = state.subscription(input.subscriptionId);
      if (!subscription) throw new PaymentProviderError('No such subscription', { code: 'resource_missing' });
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
        return subscriptionView(subscription);
      }
      const now = clock();
      const later = input.atPeriodEnd && ['active', 'trialing'].includes(subscription.status);
      // The answer is the new state; its event follows, as Stripe's does.
      const updated = later
        ? setStatus(subscription, { cancelAtPeriodEnd: true, canceledAt: now }, parts.emitLater)
        : setStatus(subscription, { status: 'canceled', canceledAt: now, endedAt: now }, parts.emitLater);
      return subscriptionView(updated);
    },

    async retrieveInvoice(id, options = {}) {
      const invoice = state.invoice(id);
      if (!invoice) return null;
      const intent = state.intent(invoice.paymentIntentId);
      const result: ProviderInvoice = {
        id: invoice.id,
        subscriptionId: invoice.subscriptionId,
        status: invoice.status,
        amountDueCents: invoice.amountCents,
        amountPaidCents: invoice.status === 'paid' ? invoice.amountCents : 0,
        currency: invoice.currency,
        periodStart: new Date(invoice.periodStart),
        periodEnd: new Date(invoice.periodEnd),
        billingReason: invoice.billingReason,
        paymentIntentId: invoice.paymentIntentId,
        clientSecret:
          options.withClientSecret && invoice.status === 'open' ? (intent?.clientSecret ?? null) : null,
        lastErrorCode: intent?.lastError?.decline_code ?? intent?.lastError?.code ?? null,
      };
      return result;
    },

    onIntentSettled(intent, emit) {
      const invoice = intent.metadata.invoice_id ? state.invoice(intent.metadata.invoice_id) : undefined;
      if (!invoice) return;
      if (intent.status === 'succeeded') markPaid(invoice, emit);
      else if (intent.status === 'requires_payment_method' && intent.lastError) {
        emit('invoice.payment_failed', invoiceObject(invoice));
      }
    },

    advance(input, emit) {
      state.clockOffsetMs += input.seconds * 1000;
      const now = clock();
      for (const original of state.allSubscriptions()) {
        let subscription = original;
        // Stripe retries a failed renewal on its schedule: here, at each advance that declines nothing.
        if (subscription.status === 'past_due' && !input.declineRenewals) {
          const open = state.invoice(subscription.latestInvoiceId);
          if (open?.status === 'open') chargeSavedCard(subscription, open, false, emit);
          subscription = state.subscription(subscription.id) ?? subscription;
        }
        if (subscription.status === 'incomplete' && subscription.createdAt + INCOMPLETE_LIFETIME_MS <= now) {
          const invoice = state.invoice(subscription.latestInvoiceId);
          if (invoice) state.saveInvoice({ ...invoice, status: 'void' });
          setStatus(subscription, { status: 'incomplete_expired', endedAt: now }, emit);
          continue;
        }
        if (subscription.status === 'past_due' && subscription.periodStart + PAST_DUE_LIFETIME_MS <= now) {
          setStatus(subscription, { status: 'unpaid' }, emit);
          continue;
        }
        while (['active', 'trialing'].includes(subscription.status) && subscription.periodEnd <= now) {
          if (subscription.cancelAtPeriodEnd) {
            subscription = setStatus(
              subscription,
              { status: 'canceled', endedAt: subscription.periodEnd },
              emit,
            );
            break;
          }
          const period = { start: subscription.periodEnd, end: addOneMonth(subscription.periodEnd) };
          const invoice = newInvoice(subscription, period, 'subscription_cycle');
          state.saveInvoice(invoice);
          subscription = setStatus(
            subscription,
            { periodStart: period.start, periodEnd: period.end, latestInvoiceId: invoice.id },
            emit,
          );
          if (!chargeSavedCard(subscription, invoice, input.declineRenewals, emit)) {
            subscription = setStatus(subscription, { status: 'past_due' }, emit);
            break;
          }
          subscription = state.subscription(subscription.id) ?? subscription;
        }
      }
    },
  };
}
