import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * open: gathering pending certificates until just before the block, no root or nonce yet; never signed, so
 * a new leader puts its certificates back in the queue;
 * prepared: root and nonce set, its transaction signed and recorded but maybe not broadcast;
 * sent: broadcast, awaiting its receipt; once mined, its outcome is stored while its certificates complete;
 * confirmed: mined with enough confirmations, certificates completed;
 * failed: given up after retries, certificates failed;
 * dropped: was confirmed, but its root is no longer on the chain (a reorganisation deeper than the
 * confirmations, a local chain lost): its certificates went back to the queue, with new salts, to be
 * anchored again in a new batch. Found by the chain-log check (`check-chain-log.ts`).
 */
export const batchState = pgEnum('anchor_batch_state', [
  'open',
  'prepared',
  'sent',
  'confirmed',
  'failed',
  'dropped',
]);

export const anchorBatches = pgTable(
  'anchor_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chainId: integer('chain_id').notNull(),
    contractAddress: text('contract_address').notNull(),
    root: text('root').notNull(),
    leafCount: integer('leaf_count').notNull(),
    state: batchState('state').notNull().default('prepared'),
    nonce: integer('nonce'),
    /** The transaction that was mined (one of the batch's attempts). */
    txHash: text('tx_hash'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    blockTimestamp: bigint('block_timestamp', { mode: 'number' }),
    /** Sequence number the contract gave the root. */
    sequence: integer('sequence'),
    gasUsed: bigint('gas_used', { mode: 'bigint' }),
    /** gasUsed × effective gas price, in wei. */
    feeWei: numeric('fee_wei', { precision: 78, scale: 0 }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    /** RFC 3161 time-stamp token of the root (DER, base64), added after confirmation when the TSA answers. */
    tsaToken: text('tsa_token'),
    /** The token's genTime. */
    tsaTime: timestamp('tsa_time', { withTimezone: true }),
    /** The authority's name, from its certificate. */
    tsaAuthority: text('tsa_authority'),
    /** Whether the operator declared that authority qualified (eIDAS) when it stamped. */
    tsaQualified: boolean('tsa_qualified'),
    tsaAttempts: integer('tsa_attempts').notNull().default(0),
    /** A TSA that failed is asked again after this instant. */
    tsaRetryAt: timestamp('tsa_retry_at', { withTimezone: true }),
    tsaLastError: text('tsa_last_error'),
    /** When the chain-log check found the root of this confirmed batch missing from the chain. */
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('anchor_batches_root_key').on(t.chainId, t.contractAddress, t.root),
    index('anchor_batches_state_idx').on(t.state),
    // The time-stamping job's queue: confirmed batches still without a token.
    index('anchor_batches_unstamped_idx')
      .on(t.confirmedAt)
      .where(sql`${t.state} = 'confirmed' and ${t.tsaToken} is null`),
    // The chain-log check reads a log's confirmed batches from the newest sequence down.
    index('anchor_batches_confirmed_sequence_idx')
      .on(t.chainId, t.contractAddress, t.sequence)
      .where(sql`${t.state} = 'confirmed'`),
  ],
);

/** Every signed transaction of a batch, stored before it is broadcast: replacements share the nonce. */
export const anchorTransactions = pgTable(
  'anchor_transactions',
  {
    txHash: text('tx_hash').primaryKey(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => anchorBatches.id),
    nonce: integer('nonce').notNull(),
    rawTransaction: text('raw_transaction').notNull(),
    maxFeePerGas: numeric('max_fee_per_gas', { precision: 78, scale: 0 }).notNull(),
    maxPriorityFeePerGas: numeric('max_priority_fee_per_gas', { precision: 78, scale: 0 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('anchor_transactions_batch_idx').on(t.batchId)],
);

/** The next nonce of each signing account on each chain, owned by the anchoring leader. */
export const signerNonces = pgTable(
  'signer_nonces',
  {
    chainId: integer('chain_id').notNull(),
    address: text('address').notNull(),
    nextNonce: integer('next_nonce').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.address] })],
);
