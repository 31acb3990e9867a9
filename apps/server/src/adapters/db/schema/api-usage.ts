import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Signed API requests per key and UTC day. Counted in memory by each instance and added here in one upsert
 * per flush (`modules/usage/api-usage-tally.ts`), never written per request: the hot path stays write-free.
 */
export const apiUsageDays = pgTable(
  'api_usage_days',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The public key id sent in X-API-Key. */
    keyId: text('key_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    requests: integer('requests').notNull().default(0),
    /** Requests answered with an error (4xx or 5xx). */
    failedRequests: integer('failed_requests').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.keyId] })],
);
