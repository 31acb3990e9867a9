import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export const paymentProvider = pgEnum('payment_provider', ['stripe', 'simulator']);
export const paymentKind = pgEnum('payment_kind', ['web_timestamp', 'credit_purchase', 'subscription']);
/**
 * A payment's lifecycle; the legal moves are in `modules/payments/payment-lifecycle.ts`, which every update of
 * `state` is conditioned on, and each move stamps its own time (`paid_at`, `fulfilled_at`, ...).
 */
export const paymentState = pgEnum('payment_state', [
  'created',
  'paid',
  'fulfilled',
  'refunding',
  'refunded',
  'refund_failed',
  'failed',
  'canceled',
]);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: paymentProvider('provider').notNull(),
    /** The provider's own id (a PaymentIntent id with Stripe). */
    providerPaymentId: text('provider_payment_id').notNull(),
    kind: paymentKind('kind').notNull(),
    state: paymentState('state').notNull().default('created'),
    amountHtCents: integer('amount_ht_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    amountTtcCents: integer('amount_ttc_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    /** What is bought, by kind (required for its kind, see the checks): a document to timestamp (web)… */
    fileHash: text('file_hash'),
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    /** …credits (API)… */
    credits: integer('credits'),
    /** …or a subscription's period: our subscription's id (no foreign key, the tables live in two files). */
    subscriptionId: uuid('subscription_id'),
    /** The period a subscription payment pays for. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    accountId: uuid('account_id').references(() => accounts.id),
    buyerEmail: text('buyer_email'),
    /** The provider's refund, once one was made. */
    refundId: text('refund_id'),
    /** The card's last error code, as the provider gave it when the payment failed. */
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last written: the reconciler's grace and back-off count from it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the payment entered each state (the last time, for a state entered again). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    refundingAt: timestamp('refunding_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundFailedAt: timestamp('refund_failed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_key').on(t.provider, t.providerPaymentId),
    index('payments_account_idx').on(t.accountId),
    index('payments_file_hash_idx').on(t.fileHash),
    // The reconciler's look-ups: payments left paid or refunding, and pending ones to ask about.
    index('payments_state_idx').on(t.state, t.updatedAt),
    // Compared as text: a fresh database runs every migration in one transaction, where the enum's values
    // added by ALTER TYPE (subscription, 0009) cannot be used yet.
    check(
      'payments_web_timestamp_document',
      sql`${t.kind}::text <> 'web_timestamp' or (${t.fileHash} is not null and ${t.fileName} is not null and ${t.fileSize} is not null)`,
    ),
    check(
      'payments_credit_purchase_credits',
      sql`${t.kind}::text <> 'credit_purchase' or (${t.credits} is not null and ${t.accountId} is not null)`,
    ),
    check(
      'payments_subscription_period',
      sql`${t.kind}::text <> 'subscription' or (${t.subscriptionId} is not null and ${t.periodStart} is not null and ${t.periodEnd} is not null)`,
    ),
  ],
);

/** Provider events already handled, so a redelivered webhook does nothing twice. */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  provider: paymentProvider('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
