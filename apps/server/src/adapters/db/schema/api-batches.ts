import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * A batch an API account sent with `POST /pro/certificates/batch`: its uploads (`api_uploads.batch_id`) point
 * here. Whether it is settled is not stored: it is when none of its certificates is pending any more, read
 * from them, and its `batch.settled` webhook is then written once to the outbox (`webhook_deliveries`).
 */
export const apiBatches = pgTable(
  'api_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Where `batch.settled` is sent once every certificate of the batch is final. */
    webhookUrl: text('webhook_url'),
    documentCount: integer('document_count').notNull(),
    creditsUsed: integer('credits_used').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The outbox sweep looks at the recent batches that asked for a webhook: few rows.
    index('api_batches_webhook_created_idx').on(t.createdAt).where(sql`${t.webhookUrl} is not null`),
  ],
);

export type ApiBatchRow = typeof apiBatches.$inferSelect;
