import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { apiBatches } from './api-batches';
import { apiMode } from './api-mode';
import { certificates } from './certificates';

/**
 * An account's webhook endpoints (`/pro/webhooks/endpoints`), beside the per-upload `webhook_url`: each is
 * told of the events its filter names, of the certificates its account creates through the API in its mode
 * after it was made, signed with its own `whsec_` secret (sealed under the master key with the endpoint id
 * bound, shown once). A deleted endpoint is kept, `deleted_at` set, so its deliveries stay in the log.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    url: text('url').notNull(),
    /** The key's that made it: a test endpoint hears of test certificates only, a live one of live ones. */
    mode: apiMode('mode').notNull(),
    /** The event types it is told of; null: every certificate event, those added later included. */
    events: text('events').array(),
    /** The holder's note, shown in the list. */
    description: text('description'),
    secretCiphertext: text('secret_ciphertext').notNull(),
    secretIv: text('secret_iv').notNull(),
    secretTag: text('secret_tag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The outbox finds a settled certificate's endpoints by its account: few rows, the deleted left out.
    index('webhook_endpoints_account_idx').on(t.accountId).where(sql`${t.deletedAt} is null`),
  ],
);

/** pending: to send (again) at `next_attempt_at`; delivered: a 2xx came back; failed: given up after 24 h. */
export const deliveryStatus = pgEnum('webhook_delivery_status', ['pending', 'delivered', 'failed']);

/**
 * The outbox of notifications to API customers: a row is written before anything is sent, so a crash never
 * loses one; it is retried with backoff until delivered or given up. One row per certificate (or batch),
 * account and event for the per-upload `webhook_url` (every account that uploaded the document with one is
 * told), and one per certificate, endpoint and event for the account's endpoints.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The certificate told of; null for a batch's `batch.settled`. */
    certificateId: uuid('certificate_id').references(() => certificates.id),
    /** The batch told of (`batch.settled`); null for a certificate's events. */
    batchId: uuid('batch_id').references(() => apiBatches.id),
    /** Whose it is, and whose secret signs it when it goes to a per-upload `webhook_url`. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The endpoint it goes to, whose secret signs it; null for a per-upload `webhook_url`. */
    endpointId: uuid('endpoint_id').references(() => webhookEndpoints.id),
    url: text('url').notNull(),
    /**
     * The URL's authority (`host:port` as written, lowercased): the unit of the per-host limits, so one slow
     * receiver holds its own slots and never another's. Written by the database from `url`.
     */
    host: text('host')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(coalesce(substring(url from '^[A-Za-z][A-Za-z0-9+.-]*://([^/?#]*)'), ''))`,
      ),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    status: deliveryStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Its latest redelivery, asked for by the account: its 24 hours of tries count from then. */
    redeliveredAt: timestamp('redelivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    // The delivery job finds the hosts with deliveries pending one index seek each, then each host's earliest.
    index('webhook_deliveries_pending_host_idx')
      .on(t.host, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // The delivery log: an account's deliveries, newest first.
    index('webhook_deliveries_account_created_idx').on(t.accountId, t.createdAt, t.id),
    uniqueIndex('webhook_deliveries_certificate_account_event_key')
      .on(t.certificateId, t.accountId, t.event)
      .where(sql`${t.endpointId} is null`),
    uniqueIndex('webhook_deliveries_batch_account_event_key')
      .on(t.batchId, t.accountId, t.event)
      .where(sql`${t.batchId} is not null and ${t.endpointId} is null`),
    uniqueIndex('webhook_deliveries_certificate_endpoint_event_key')
      .on(t.certificateId, t.endpointId, t.event)
      .where(sql`${t.endpointId} is not null`),
    check('webhook_deliveries_one_subject', sql`(${t.certificateId} is null) <> (${t.batchId} is null)`),
  ],
);

/**
 * What each receiver's host has shown of itself, shared by every instance: a host in good standing (it answered
 * its latest try) gets its full share of slots; one that has not answered yet, or left its latest tries
 * unanswered (no answer within the deadline, no connection), is on probation with a few, and after `failures`
 * in a row is paused until `paused_until`, then let through one try at a time.
 */
export const webhookHosts = pgTable('webhook_hosts', {
  host: text('host').primaryKey(),
  /** Unanswered tries in a row; 0 once it answers. */
  failures: integer('failures').notNull(),
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  /** Since when it has answered every try (null: not since its last failure, or never). */
  answeringSince: timestamp('answering_since', { withTimezone: true }),
});

/** Every try of a delivery, kept as it happened: the answer's status, or why nothing came back. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    attempt: integer('attempt').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);

/**
 * Each account's webhook signing secret (`whsec_…`, Standard Webhooks), sealed under the master key like
 * the API secrets: the account reads it back with `GET /pro/webhooks/secret`. During a rotation the
 * replaced secret is kept in `previous_*` and signs beside the new one until `previous_expires_at`, or until
 * the holder ends the rotation (the columns are then cleared).
 */
export const webhookSecrets = pgTable('webhook_secrets', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id),
  secretCiphertext: text('secret_ciphertext').notNull(),
  secretIv: text('secret_iv').notNull(),
  secretTag: text('secret_tag').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  previousSecretCiphertext: text('previous_secret_ciphertext'),
  previousSecretIv: text('previous_secret_iv'),
  previousSecretTag: text('previous_secret_tag'),
  previousExpiresAt: timestamp('previous_expires_at', { withTimezone: true }),
});
