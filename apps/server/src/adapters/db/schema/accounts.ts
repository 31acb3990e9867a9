import { sql } from 'drizzle-orm';
import {
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
import { apiMode } from './api-mode';

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased, so uniqueness ignores case. */
    email: text('email').notNull(),
    /** argon2id. */
    passwordHash: text('password_hash').notNull(),
    companyName: text('company_name'),
    /** Kept equal to the sum of the ledger, updated in the same transaction as each ledger row. */
    creditsBalance: integer('credits_balance').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('accounts_email_key').on(t.email),
    check('accounts_balance_non_negative', sql`${t.creditsBalance} >= 0`),
  ],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Public identifier sent in X-API-Key. */
    keyId: text('key_id').notNull(),
    /** A test key (`hk_test_…`) makes free test certificates, and sees only those. */
    mode: apiMode('mode').notNull().default('live'),
    /** The holder's name for it ("Clé principale" for the one signup handed out). */
    name: text('name').notNull(),
    /** AES-256-GCM under the master key: iv, tag and ciphertext, base64. Never the plain secret. */
    secretCiphertext: text('secret_ciphertext').notNull(),
    secretIv: text('secret_iv').notNull(),
    secretTag: text('secret_tag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Set when the key is rolled: it keeps signing until then, beside its replacement. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Refused from then on, whatever `expires_at` says. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_key_id_key').on(t.keyId), index('api_keys_account_idx').on(t.accountId)],
);

export const creditReason = pgEnum('credit_reason', ['purchase', 'timestamp', 'refund', 'adjustment']);

/** Append-only: every change of a balance, with what caused it. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * `accounts.id`. No foreign key (migration 0034): each of the ledger's three writers (`debitCreditsSql`,
     * `creditPurchase`, `refundCertificateCredits`) inserts its rows from the account rows its own statement
     * has just updated, so locked until it commits, and no code deletes an account. Checked row by row, the
     * key was more than half of the ledger insert's time in the upload group (0.05 of 0.09 ms for 11 uploads;
     * 6–7 µs an upload under EXPLAIN ANALYZE).
     */
    accountId: uuid('account_id').notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: creditReason('reason').notNull(),
    paymentId: uuid('payment_id'),
    certificateId: uuid('certificate_id'),
    /**
     * The debit of a whole API batch (`api_batches.id`): one row of delta −N for the N certificates it
     * created, which name it in `certificates.api_batch_id`; each refund is still one row per certificate.
     */
    apiBatchId: uuid('api_batch_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_account_idx').on(t.accountId, t.createdAt),
    // One purchase credit per payment, one debit and at most one refund per certificate, one debit per batch.
    uniqueIndex('credit_ledger_payment_key').on(t.paymentId, t.reason).where(sql`${t.paymentId} is not null`),
    uniqueIndex('credit_ledger_certificate_key')
      .on(t.certificateId, t.reason)
      .where(sql`${t.certificateId} is not null`),
    uniqueIndex('credit_ledger_api_batch_key').on(t.apiBatchId).where(sql`${t.apiBatchId} is not null`),
  ],
);

/**
 * Sessions of the credits page: a short-lived signing key handed out at login, so the page signs its calls
 * as any API client does without ever seeing the account's API secret. The session's secret is derived from
 * its key id under the master key (HMAC), so nothing secret is stored.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** Public identifier sent in X-API-Key. */
    keyId: text('key_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * When the password was last entered again on this session: making or renewing a secret (an API key,
     * the webhook secret) needs it to be recent, so a stolen session key cannot mint keys of its own.
     */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_key_id_key').on(t.keyId), index('sessions_account_idx').on(t.accountId)],
);

/**
 * Web account tokens (`Authorization: Token …`): an opaque random value handed out at login or registration.
 * Only its SHA-256 is stored, so a leaked table opens no account. `expires_at` moves on with each use (an
 * idle token dies in hours), never past a fixed time after `created_at`; logout and a password reset revoke
 * it.
 */
export const webTokens = pgTable(
  'web_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('web_tokens_hash_key').on(t.tokenHash),
    index('web_tokens_account_idx').on(t.accountId),
  ],
);

/**
 * Request signatures already accepted, kept until their timestamp leaves the ±5 minute window: a replayed
 * request is refused by every instance. Rows past `expires_at` are purged; Redis replaces this table when
 * configured.
 *
 * No index on `expires_at` (migration 0036): every signed write inserts a row, and the purge that would use
 * it runs once a minute over a table that only ever holds the last ten minutes. Kept up at every insert, it
 * cost 1.8 % of the upload group's statement (8 plain uploads, instructions counted by callgrind); the
 * purge reads the table through instead, once a minute.
 */
export const seenSignatures = pgTable('seen_signatures', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const authEventKind = pgEnum('auth_event_kind', [
  'signup',
  'login_succeeded',
  'login_failed',
  'logout',
  'api_signature_rejected',
  'password_changed',
  /** A password check refused before it ran: too many failures from that address or on that account. */
  'login_throttled',
  /** A reset link asked for an existing account (whether or not it was sent: see its detail). */
  'password_reset_requested',
]);

export const authEvents = pgTable(
  'auth_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => accounts.id),
    email: text('email'),
    kind: authEventKind('kind').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_events_account_idx').on(t.accountId, t.createdAt),
    index('auth_events_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Password reset links: a random token e-mailed once, of which only the SHA-256 is kept. Used at most once
 * (`used_at`), before `expires_at`; a reset ends every other link of the account.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link changed the password, or when it was ended by another reset. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_account_idx').on(t.accountId),
  ],
);
