import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import type { ApiUploadAnswer } from './api-uploads';

/** What one fingerprint of a batch got, as first answered. */
export type ApiBatchEntry = Pick<
  ApiUploadAnswer,
  'certificateId' | 'fileHash' | 'fileName' | 'status' | 'creditsUsed'
>;

/** The batch answer as first given, replayed as is to a retry carrying the same Idempotency-Key. */
export interface ApiBatchAnswer {
  /** In the order sent. */
  entries: ApiBatchEntry[];
  created: number;
  /** One per created certificate, none in test mode. */
  creditsUsed: number;
  creditsRemaining: number;
}

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
    /** The client's Idempotency-Key, when it sent one: with it, and only with it, the two columns below. */
    idempotencyKey: text('idempotency_key'),
    /**
     * SHA-256 (hex) of the request as understood (mode, documents, webhook_url; `batchRequestSha256`): a
     * retry with the same key must ask for the same thing to be answered the first answer.
     */
    requestSha256: text('request_sha256'),
    /** The first answer, kept only for a batch sent with a key: the one a retry gets back. */
    answer: jsonb('answer').$type<ApiBatchAnswer>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The outbox sweep looks at the recent batches that asked for a webhook: few rows.
    index('api_batches_webhook_created_idx').on(t.createdAt).where(sql`${t.webhookUrl} is not null`),
    // Two concurrent requests with the same key: the second to commit is refused here, then replays.
    uniqueIndex('api_batches_idempotency_key')
      .on(t.accountId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check(
      'api_batches_idempotency_complete',
      sql`num_nulls(${t.idempotencyKey}, ${t.requestSha256}, ${t.answer}) in (0, 3)`,
    ),
  ],
);

export type ApiBatchRow = typeof apiBatches.$inferSelect;
