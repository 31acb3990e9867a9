import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The upload answer as first given, replayed as is to a retry carrying the same Idempotency-Key. */
export interface ApiUploadAnswer {
  certificateId: string;
  fileHash: string;
  /** Null for a fingerprint sent without a name or a size: none is made up. */
  fileName: string | null;
  fileSize: number | null;
  status: 'pending' | 'completed' | 'failed' | 'expired';
  creditsUsed: number;
  creditsRemaining: number;
}

/**
 * Each upload an API account made through /pro that its certificate's row cannot tell alone: a live
 * certificate it submitted again (what gives its key the right to see it), its labels and webhook URL, and the
 * first answer of an idempotent request. Written in the same transaction as the certificate and its credit
 * debit. A certificate its upload or batch wrote that carries none of these has no record: its own row says
 * whose it is (see `modules/certificates/account-visibility.ts`), and the answer is built from the rows
 * written.
 *
 * Its account, certificate and batch are those its writers just read or wrote in that transaction, and none
 * of them is ever deleted: the row has no foreign keys, as the ledger's. Checked row by row, they were a
 * third of the database's work for a batch of 1,000.
 */
export const apiUploads = pgTable(
  'api_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `accounts.id`. */
    accountId: uuid('account_id').notNull(),
    /** `certificates.id`. */
    certificateId: uuid('certificate_id').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** Where this account is told of the certificate's final state: each uploader its own. */
    webhookUrl: text('webhook_url'),
    /**
     * The answer to replay to a retry with the same Idempotency-Key; none for a batch's uploads, which carry
     * no key (the batch keeps its key and answer on `api_batches`).
     */
    answer: jsonb('answer').$type<ApiUploadAnswer>(),
    /** The uploader's own labels, searchable by `GET /pro/certificates` (limits: `@horodoc/shared/pro-labels`). */
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** The batch this upload came in (`api_batches.id`), when it came in one. */
    batchId: uuid('batch_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('api_uploads_account_certificate_idx').on(t.accountId, t.certificateId),
    // The outbox finds an upload's webhook from a settled certificate, and the sweep the recent ones: few rows.
    index('api_uploads_webhook_certificate_idx').on(t.certificateId).where(sql`${t.webhookUrl} is not null`),
    index('api_uploads_webhook_created_idx').on(t.createdAt).where(sql`${t.webhookUrl} is not null`),
    index('api_uploads_batch_idx').on(t.batchId).where(sql`${t.batchId} is not null`),
    uniqueIndex('api_uploads_idempotency_key')
      .on(t.accountId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);
