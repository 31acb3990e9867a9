import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { payments } from './payments';

/**
 * The last number issued per series and year. Taking the next number locks this row inside the
 * transaction that inserts the invoice, so numbers are gap-free even with concurrent issuers.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    series: text('series').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** As printed: `2026-000123`. */
    number: text('number').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    accountId: uuid('account_id').references(() => accounts.id),
    buyerEmail: text('buyer_email'),
    buyerName: text('buyer_name'),
    lineLabel: text('line_label').notNull(),
    quantity: integer('quantity').notNull().default(1),
    amountHtCents: integer('amount_ht_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    amountTtcCents: integer('amount_ttc_cents').notNull(),
    vatRateBasisPoints: integer('vat_rate_bp').notNull(),
    currency: text('currency').notNull().default('eur'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the receipt (the invoice and what was bought) was handed to the mailer: it is sent. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /**
     * Set when a sender claimed the receipt, before its send: the lease that keeps concurrent senders to one
     * e-mail. A claim older than the lease (`RECEIPT_CLAIM_LEASE_MS`) is a sender that died, and is taken over.
     */
    emailClaimedAt: timestamp('email_claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_series_year_sequence_key').on(t.series, t.year, t.sequence),
    uniqueIndex('invoices_payment_key').on(t.paymentId),
  ],
);
