import {
  bigint,
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
export const paymentStatus = pgEnum('payment_status', ['pending', 'succeeded', 'failed', 'canceled']);
export const refundStatus = pgEnum('refund_status', ['pending', 'succeeded', 'failed']);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: paymentProvider('provider').notNull(),
    /** The provider's own id (a PaymentIntent id with Stripe). */
    providerPaymentId: text('provider_payment_id').notNull(),
    kind: paymentKind('kind').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    amountHtCents: integer('amount_ht_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    amountTtcCents: integer('amount_ttc_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    /** What is bought: a document to timestamp (web) or credits (API). */
    fileHash: text('file_hash'),
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    credits: integer('credits'),
    /** A subscription's period: our subscription's id (no foreign key, the tables live in two files). */
    subscriptionId: uuid('subscription_id'),
    /** The period a subscription payment pays for. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    accountId: uuid('account_id').references(() => accounts.id),
    buyerEmail: text('buyer_email'),
    refundId: text('refund_id'),
    refundStatus: refundStatus('refund_status'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the paid work (certificate or credits) was delivered, so it is never delivered twice. */
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_key').on(t.provider, t.providerPaymentId),
    index('payments_account_idx').on(t.accountId),
    index('payments_file_hash_idx').on(t.fileHash),
  ],
);

/** Provider events already handled, so a redelivered webhook does nothing twice. */
export const providerEvents = pgTable('provider_events', {
  id: text('id').primaryKey(),
  provider: paymentProvider('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
