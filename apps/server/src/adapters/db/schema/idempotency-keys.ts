import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Each Idempotency-Key an account used, by an upload or by a batch: a key serves one request, so the two
 * kinds share this one primary key. Filled by triggers on `api_uploads` and `api_batches` (migration
 * `0022_idempotency_key_claims`), in the statement that records the use: an upload and a batch racing with
 * the same key cannot both commit; the loser meets a unique violation, and then the winner's use.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `accounts.id`. */
    accountId: uuid('account_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.idempotencyKey] })],
);
