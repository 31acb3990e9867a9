import type { Clock } from '../../adapters/clock/clock';
import type { Db, Tx } from '../../adapters/db/database';
import type { Logger } from '../../adapters/logger';
import type { Mailer } from '../../adapters/mail/mailer';
import type { PaymentProvider, ProviderEvent } from '../../adapters/payments/payment-provider';
import type { Config } from '../../config';
import type { InvoiceRow } from '../invoices/invoice-repository';
import type { PaymentRow } from './payment-repository';
import type { PaymentReceipts } from './receipt-handovers';

/*
 * The two faces of one contract, kept in one file because each names the other: the context the payment use
 * cases work with (which holds the kinds registered), and what each kind provides (whose methods are given
 * that context).
 */

/** What the payment use cases work with: the database, the provider, the mailer, and the kinds registered. */
export interface PaymentContext {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  kinds: PaymentKinds;
  /** Where a fulfilled payment's receipt is handed to the `payment-receipts` job. */
  receipts: PaymentReceipts;
  clock: Clock;
  settings: {
    publicUrl: string;
    masterKey: Buffer;
  };
  log: PaymentLog;
}

/** The logging the use cases need: the process logger or a request's (Fastify's) both fit. */
export type PaymentLog = Pick<Logger, 'debug' | 'info' | 'warn' | 'error' | 'fatal'>;

/** The application's parts a payment use case works with. */
export interface PaymentParts {
  config: Pick<Config, 'publicUrl' | 'masterKey'>;
  database: { db: Db };
  mailer: Mailer;
  payments: PaymentProvider;
  paymentKinds: PaymentKinds;
  paymentReceipts: PaymentReceipts;
  clock: Clock;
}

/** Builds the context from the application's parts and a logger. */
export function paymentContext(deps: PaymentParts, log: PaymentLog): PaymentContext {
  return {
    db: deps.database.db,
    provider: deps.payments,
    mailer: deps.mailer,
    kinds: deps.paymentKinds,
    receipts: deps.paymentReceipts,
    clock: deps.clock,
    settings: { publicUrl: deps.config.publicUrl, masterKey: deps.config.masterKey },
    log,
  };
}

/**
 * What fulfilling a payment came to: delivered (with its invoice line, and what the invoice prints under it
 * when the kind has it at hand), still on its way, or to refund.
 */
export type Delivery<Goods> =
  | { kind: 'delivered'; goods: Goods; invoice: InvoiceLine; details?: InvoiceDetails }
  /** Made, not deliverable yet (a certificate still anchoring): asked again later. */
  | { kind: 'pending'; goods: Goods }
  /** It cannot be delivered: the payment is refunded in full. `reason` is the kind's, for its answer. */
  | { kind: 'refund'; reason: string; why: string };

/** The one line of a payment's invoice; amounts, buyer and account come from the payment. */
export interface InvoiceLine {
  label: string;
  quantity?: number;
  buyerName?: string | null;
}

/** What an invoice prints under its line, and when it was paid. */
export interface InvoiceDetails {
  details: string[];
  paidAt: Date;
}

/** The receipt e-mail of a payment; the invoice's PDF is attached after `attachments`. */
export interface Receipt {
  subject: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/**
 * What one kind of payment means, registered with payments by the module that owns it (a web certificate, a
 * pack of credits, a plan's period; wired in `create-deps.ts`): payments confirm, refund, invoice and reconcile
 * every kind the same way, and know nothing of certificates, credits or plans. Written as methods so a kind
 * with its own goods fits the registry.
 */
export interface PaymentKind<Goods = unknown, Refunded = unknown> {
  name: PaymentRow['kind'];
  /**
   * How the provider takes this kind's money: a payment intent (its id is asked about when a payment stays
   * created), or a subscription's invoice (recorded from the provider's own word only).
   */
  paidThrough: 'payment_intent' | 'subscription_invoice';
  /**
   * In the transaction that marks the payment paid, its row locked: makes what was bought (the certificate,
   * the credits), once however often it is called.
   */
  accept(tx: Tx, payment: PaymentRow): Promise<Delivery<Goods>>;
  /** Outside that transaction, what takes time (the anchoring): from what `accept` made to a delivery. */
  complete?(
    ctx: PaymentContext,
    payment: PaymentRow,
    goods: Goods,
    options: { wait: boolean },
  ): Promise<Delivery<Goods>>;
  /** What its invoice prints under the line, and when it was paid (unless its delivery said it). */
  invoiceDetails(db: Db, payment: PaymentRow, invoice: InvoiceRow): Promise<InvoiceDetails>;
  /**
   * Its receipt e-mail; absent, none is sent; null, not ready yet (the reconciler tries again). `goods`: what
   * the delivery handed over, when the receipt follows it (the reconciler's resend reads its own).
   */
  receipt?(
    ctx: PaymentContext,
    payment: PaymentRow,
    invoice: InvoiceRow,
    invoiceFileName: string,
    goods?: Goods,
  ): Promise<Receipt | null>;
  /** Beside a refund, what the payer is shown all the same (the certificate another payment made). */
  describeRefund?(
    ctx: PaymentContext,
    payment: PaymentRow,
    options: { wait: boolean },
  ): Promise<Refunded | null>;
  /** What the payment bought, in French, for the account's payments (`invoiceLabel`: its invoice's line). */
  label(payment: PaymentRow, invoiceLabel: string | null): string;
  /** A provider event that names no payment of ours yet concerns this kind (a subscription's). */
  followEvent?(ctx: PaymentContext, event: ProviderEvent): Promise<void>;
  /** Its own part of the reconciler's pass (subscriptions whose webhooks were lost); how many it looked at. */
  reconcile?(ctx: PaymentContext, now: Date): Promise<number>;
}

/** Every kind, by the payment's `kind`. */
export type PaymentKinds = { [K in PaymentRow['kind']]: PaymentKind };
