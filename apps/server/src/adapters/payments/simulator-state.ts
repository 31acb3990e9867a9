import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CardError } from '@horodoc/shared/web-api';
import type { PaymentIntentStatus, ProviderRefund } from './payment-provider';

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

interface StateShape {
  intents: Record<string, SimulatedIntent>;
  refunds: Record<string, ProviderRefund & { paymentIntentId: string }>;
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
    this.state = { intents: {}, refunds: {}, keys: {} };
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

  private persist() {
    if (!this.path) return;
    mkdirSync(dirname(this.path), { recursive: true });
    // Write then rename, so a crash never leaves half a file.
    const temporary = `${this.path}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state));
    renameSync(temporary, this.path);
  }
}
