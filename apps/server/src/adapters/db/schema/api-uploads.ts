import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { certificates } from './certificates';

/** The upload answer as first given, replayed as is to a retry carrying the same Idempotency-Key. */
export interface ApiUploadAnswer {
  certificateId: string;
  fileHash: string;
  fileName: string;
  fileSize: number;
  status: 'pending' | 'completed' | 'failed' | 'expired';
  creditsUsed: number;
  creditsRemaining: number;
}

/**
 * Each upload an API account made through /pro: what gives a key the right to see a certificate (its own, or
 * an anchored one it submitted again), and the first answer of an idempotent request. Written in the same
 * transaction as the certificate and its credit debit.
 */
export const apiUploads = pgTable(
  'api_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => certificates.id),
    idempotencyKey: text('idempotency_key'),
    answer: jsonb('answer').$type<ApiUploadAnswer>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('api_uploads_account_certificate_idx').on(t.accountId, t.certificateId),
    uniqueIndex('api_uploads_idempotency_key')
      .on(t.accountId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);
