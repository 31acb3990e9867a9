import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A checkpoint's lifecycle; the legal moves are in `modules/checkpoints/checkpoint-lifecycle.ts`, which every
 * update of `state` is conditioned on.
 */
export const checkpointState = pgEnum('checkpoint_state', [
  'gathered',
  'sent',
  'mined',
  'confirmed',
  'final',
]);

/**
 * One Ethereum L1 transaction writing the Merkle root of a contiguous run of the live Base log's roots. The
 * covered batches point to it (`anchor_batches.checkpoint_id`, with their path); its outcome is stored here once.
 */
export const checkpoints = pgTable(
  'checkpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    state: checkpointState('state').notNull().default('gathered'),
    /** The L1 log written to. */
    l1ChainId: integer('l1_chain_id').notNull(),
    l1ContractAddress: text('l1_contract_address').notNull(),
    /** The Base log whose roots it covers: sequences first_sequence to first_sequence + leaf_count - 1. */
    baseChainId: integer('base_chain_id').notNull(),
    baseContractAddress: text('base_contract_address').notNull(),
    firstSequence: integer('first_sequence').notNull(),
    leafCount: integer('leaf_count').notNull(),
    root: text('root').notNull(),
    /** The certificates its batches hold. */
    documentCount: integer('document_count').notNull(),
    /** The Base block times of its oldest and newest roots: the delay from anchoring to checkpoint. */
    firstAnchoredAt: timestamp('first_anchored_at', { withTimezone: true }).notNull(),
    lastAnchoredAt: timestamp('last_anchored_at', { withTimezone: true }).notNull(),
    /** Set with its first signed transaction, before any broadcast; a new one only when re-signed. */
    nonce: integer('nonce').notNull(),
    /** The transaction that was mined (one of its attempts), and its outcome. */
    txHash: text('tx_hash'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    blockHash: text('block_hash'),
    blockTimestamp: bigint('block_timestamp', { mode: 'number' }),
    /** The checkpoint root's number in the L1 log. */
    l1Sequence: integer('l1_sequence'),
    gasUsed: bigint('gas_used', { mode: 'bigint' }),
    feeWei: numeric('fee_wei', { precision: 78, scale: 0 }),
    /** The L1 header and receipt proof, packed as version 4 proofs carry them, read once at confirmation. */
    receiptIndex: integer('receipt_index'),
    evidence: text('evidence'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When it was gathered, on the scheduler's clock: the next one is due a period later. */
    gatheredAt: timestamp('gathered_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    finalAt: timestamp('final_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('checkpoints_root_key').on(t.l1ChainId, t.l1ContractAddress, t.root),
    uniqueIndex('checkpoints_first_sequence_key').on(t.l1ChainId, t.l1ContractAddress, t.firstSequence),
    // At most one checkpoint of a log in flight: two leaders, or a restart, can never send two.
    uniqueIndex('checkpoints_one_in_flight_key')
      .on(t.l1ChainId, t.l1ContractAddress)
      .where(sql`${t.state} <> 'final'`),
  ],
);

export type CheckpointRow = typeof checkpoints.$inferSelect;

/** Every signed transaction of a checkpoint, stored before it is broadcast: replacements share the nonce. */
export const checkpointTransactions = pgTable(
  'checkpoint_transactions',
  {
    txHash: text('tx_hash').primaryKey(),
    checkpointId: uuid('checkpoint_id')
      .notNull()
      .references(() => checkpoints.id),
    nonce: integer('nonce').notNull(),
    rawTransaction: text('raw_transaction').notNull(),
    maxFeePerGas: numeric('max_fee_per_gas', { precision: 78, scale: 0 }).notNull(),
    maxPriorityFeePerGas: numeric('max_priority_fee_per_gas', { precision: 78, scale: 0 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkpoint_transactions_checkpoint_idx').on(t.checkpointId)],
);

export type CheckpointTransactionRow = typeof checkpointTransactions.$inferSelect;
