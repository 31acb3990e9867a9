import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { certificates } from './certificates';
import { paymentProvider } from './payments';

/** Stripe's subscription statuses; the simulator uses the same ones. */
export const subscriptionStatus = pgEnum('subscription_status', [
  'incomplete',
  'active',
  'past_due',
  'canceled',
  'incomplete_expired',
  'trialing',
  'unpaid',
]);

/**
 * A monthly plan of a web account, mirrored from the payment provider (which owns the billing): its status
 * and period come from the provider, the documents used in the period are ours.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** A plan id of the business configuration (starter, pro). */
    planId: text('plan_id').notNull(),
    provider: paymentProvider('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    status: subscriptionStatus('status').notNull().default('incomplete'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * The period `documents_used` counts, compared with `current_period_start` by the quota's conditional
     * update: when the provider moves the period on, the count starts again at the next document.
     */
    usagePeriodStart: timestamp('usage_period_start', { withTimezone: true }),
    documentsUsed: integer('documents_used').notNull().default(0),
    /** When the 'Limite atteinte' e-mail went out for the usage period, so it goes out once. */
    limitEmailedFor: timestamp('limit_emailed_for', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_key').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_account_idx').on(t.accountId, t.createdAt),
    check('subscriptions_documents_used_non_negative', sql`${t.documentsUsed} >= 0`),
  ],
);

/**
 * The documents timestamped on a plan, each with the period it counted against: a failed or expired
 * certificate gives its document back to that period, once.
 */
export const planDocuments = pgTable(
  'plan_documents',
  {
    certificateId: uuid('certificate_id')
      .primaryKey()
      .references(() => certificates.id),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [index('plan_documents_subscription_idx').on(t.subscriptionId, t.periodStart)],
);
