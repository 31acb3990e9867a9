import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { apiMode } from './api-mode';
import { payments } from './payments';

/**
 * The certificate's own state: pending until it is released, failed (its batch failed) or expired (never
 * batched before its deadline). Whether a pending one is completed comes from its batch: see
 * `modules/certificates/certificate-view.ts`, the one place a certificate's status is derived.
 */
export const certificateStatus = pgEnum('certificate_status', ['pending', 'failed', 'expired']);
export const certificateSource = pgEnum('certificate_source', ['web', 'api']);

export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 0x-prefixed lowercase SHA-256 of the document. */
    fileHash: text('file_hash').notNull(),
    /**
     * The document's name and size as its uploader gave them: a web certificate always has both (the page reads
     * them from the file); an API fingerprint sent alone has what its client chose to send, perhaps nothing.
     */
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    /**
     * An API upload's wish that anyone holding the fingerprint (or the id) see `file_name`; without it, only
     * the certificate's own account sees it. A web certificate's name is shown to all whatever this says (the
     * verify page shows it, spec section 2). The rule is `visibleFileName`'s.
     */
    fileNamePublic: boolean('file_name_public').notNull().default(false),
    status: certificateStatus('status').notNull().default('pending'),
    source: certificateSource('source').notNull(),
    mode: apiMode('mode').notNull().default('live'),
    /**
     * `accounts.id`, for a certificate paid with credits. No foreign key, as `api_batch_id`: accounts are never
     * deleted, and each writer has just read the account it names in the same transaction. Checked row by
     * row, the key cost a batch of 1,000 about 2 ms of the database's time.
     */
    accountId: uuid('account_id'),
    paymentId: uuid('payment_id').references(() => payments.id),
    /** 32 random bytes (0x hex) mixed into the leaf so no bare fingerprint is published. */
    salt: text('salt').notNull(),
    /**
     * `anchor_batches.id`, once claimed. No foreign key: the one statement that sets it reads the open batch
     * FOR SHARE, and the one that deletes a batch clears it first in the same transaction. Checked row by row,
     * the key cost each claim of 1,000 about 3 ms.
     */
    batchId: uuid('batch_id'),
    webhookUrl: text('webhook_url'),
    /**
     * The API batch (`api_batches.id`) that created this certificate and paid it with its one ledger debit,
     * found there by a refund. No foreign key, as the ledger's references: checked row by row, it cost a
     * batch of 1,000 about as much as the 1,000 ledger rows this column spares.
     */
    apiBatchId: uuid('api_batch_id'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Past this instant a pending certificate becomes expired and its payment or credit is returned. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // A fingerprint is anchored at most once per mode; a failed or expired attempt may be retried. Every
    // lookup by fingerprint asks for a live one of its mode, so this index serves them all.
    uniqueIndex('certificates_live_file_hash_key').on(t.mode, t.fileHash).where(sql`${t.status} = 'pending'`),
    // Each mode's engine gathers its own queue.
    index('certificates_pending_idx')
      .on(t.mode, t.createdAt)
      .where(sql`${t.status} = 'pending' and ${t.batchId} is null`),
    // A row is written twice (created, claimed) and each write adds an entry to every index it is in: rows
    // not yet in a batch, without an account, or without a payment, stay out of these three. Rows not yet
    // in a batch are found through certificates_pending_idx.
    index('certificates_batch_idx').on(t.batchId).where(sql`${t.batchId} is not null`),
    index('certificates_account_idx').on(t.accountId, t.createdAt).where(sql`${t.accountId} is not null`),
    uniqueIndex('certificates_payment_key').on(t.paymentId).where(sql`${t.paymentId} is not null`),
    check(
      'certificates_web_file_named',
      sql`${t.source} = 'api' or (${t.fileName} is not null and ${t.fileSize} is not null)`,
    ),
  ],
);
