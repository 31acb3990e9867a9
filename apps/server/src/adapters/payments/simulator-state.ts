import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CardError } from '@horodoc/shared/web-api';
import type {
  PaymentIntentStatus,
  ProviderInvoice,
  ProviderRefund,
  ProviderSubscriptionStatus,
} from './payment-provider';

/** A payment as the simulator, playing the provider, keeps it. */
export interface SimulatedIntent {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
  amountCents: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  lastError: CardError | null;
  createdAt: number;
  /** The billing e-mail and name sent with the card, as Stripe keeps them on the payment method. */
  billingDetails?: { email?: string; name?: string };
}

/** A subscription as the simulator keeps it; instants in milliseconds of the simulator's clock. */
export interface SimulatedSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  amountCents: number;
  currency: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  latestInvoiceId: string;
  metadata: Record<string, string>;
  createdAt: number;
}

export interface SimulatedInvoice {
  id: string;
  subscriptionId: string;
  status: ProviderInvoice['status'];
  amountCents: number;
  currency: string;
  periodStart: number;
  periodEnd: number;
  billingReason: 'subscription_create' | 'subscription_cycle';
  paymentIntentId: string;
  paidAt: number | null;
}

/** A customer, and whether the card saved by its first payment pays the renewals. */
export interface SimulatedCustomer {
  id: string;
  email: string;
  hasCard: boolean;
}

interface StateShape {
  intents: Record<string, SimulatedIntent>;
  refunds: Record<string, ProviderRefund & { paymentIntentId: string }>;
  subscriptions: Record<string, SimulatedSubscription>;
  invoices: Record<string, SimulatedInvoice>;
  customers: Record<string, SimulatedCustomer>;
  /** How far the simulator's clock was moved ahead of the real one, in milliseconds. */
  clockOffsetMs: number;
  /** Idempotency key → the id of what it created. */
  keys: Record<string, string>;
}

/**
 * The simulator's memory: in the process, and in a JSON file when a path is given, so payments survive a
 * restart of `npm start` as they would at a real provider.
 */
export class SimulatorState {
  private readonly state: StateShape;

  constructor(private readonly path?: string) {
    this.state = {
      intents: {},
      refunds: {},
      subscriptions: {},
      invoices: {},
      customers: {},
      clockOffsetMs: 0,
      keys: {},
    };
    if (!path) return;
    try {
      Object.assign(this.state, JSON.parse(readFileSync(path, 'utf8')) as StateShape);
    } catch {
      // First start, or an unreadable file: begin empty, as a new test account would.
    }
  }

  intent(id: string): SimulatedIntent | undefined {
    return this.state.intents[id];
  }

  refund(id: string) {
    return this.state.refunds[id];
  }

  refundsOf(paymentIntentId: string) {
    return Object.values(this.state.refunds).filter((refund) => refund.paymentIntentId === paymentIntentId);
  }

  keyed(key: string): string | undefined {
    return this.state.keys[key];
  }

  saveIntent(intent: SimulatedIntent, idempotencyKey?: string) {
    this.state.intents[intent.id] = intent;
    if (idempotencyKey) this.state.keys[`intent:${idempotencyKey}`] = intent.id;
    this.persist();
  }

  saveRefund(refund: ProviderRefund & { paymentIntentId: string }, idempotencyKey: string) {
    this.state.refunds[refund.id] = refund;
    this.state.keys[`refund:${idempotencyKey}`] = refund.id;
    this.persist();
  }

  subscription(id: string): SimulatedSubscription | undefined {
    return this.state.subscriptions[id];
  }

  allSubscriptions(): SimulatedSubscription[] {
    return Object.values(this.state.subscriptions);
  }

  invoice(id: string): SimulatedInvoice | undefined {
    return this.state.invoices[id];
  }

  customer(id: string): SimulatedCustomer | undefined {
    return this.state.customers[id];
  }

  get clockOffsetMs(): number {
    return this.state.clockOffsetMs;
  }

  set clockOffsetMs(value: number) {
    this.state.clockOffsetMs = value;
    this.persist();
  }

  saveSubscription(subscription: SimulatedSubscription, idempotencyKey?: string) {
    this.state.subscriptions[subscription.id] = subscription;
    if (idempotencyKey) this.state.keys[`subscription:${idempotencyKey}`] = subscription.id;
    this.persist();
  }

  saveInvoice(invoice: SimulatedInvoice) {
    this.state.invoices[invoice.id] = invoice;
    this.persist();
  }

  saveCustomer(customer: SimulatedCustomer) {
    this.state.customers[customer.id] = customer;
    this.persist();
  }

  private persist() {
    if (!this.path) return;
    mkdirSync(dirname(this.path), { recursive: true });
    // Write then rename, so a crash never leaves half a file.
    const temporary = `${this.path}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state));
    renameSync(temporary, this.path);
  }
}
