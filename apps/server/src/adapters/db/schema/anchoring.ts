import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { apiMode } from './api-mode';
import { checkpoints } from './checkpoints';

/**
 * A batch's lifecycle; the legal moves are in `modules/anchoring/batch-lifecycle.ts`, which every update of
 * `state` is conditioned on. A batch holds the anchoring outcome (transaction, block, time, finality, gas,
 * fee) once: its certificates are completed by a join with it, never by a copy.
 */
export const batchState = pgEnum('anchor_batch_state', [
  'open',
  'sealed',
  'sent',
  'mined',
  'confirmed',
  'failed',
  'dropped',
]);

/** Bytes, read and written as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const anchorBatches = pgTable(
  'anchor_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The mode of its certificates: each mode's engine anchors on its own chain and contract. */
    mode: apiMode('mode').notNull().default('live'),
    chainId: integer('chain_id').notNull(),
    contractAddress: text('contract_address').notNull(),
    /** Null while open: the root exists from the seal on. */
    root: text('root'),
    leafCount: integer('leaf_count').notNull(),
    state: batchState('state').notNull().default('open'),
    /**
     * The Merkle tree's leaves in order (leaf i at bytes 32i to 32i+32), set at the seal: each certificate's
     * path is computed from them when asked for, instead of being stored on every certificate.
     */
    leaves: bytea('leaves'),
    nonce: integer('nonce'),
    /** The transaction that was mined (one of the batch's attempts). */
    txHash: text('tx_hash'),
    blockNumber: bigint('block_number', { mode: 'number' }),
    blockTimestamp: bigint('block_timestamp', { mode: 'number' }),
    /** Sequence number the contract gave the root. */
    sequence: integer('sequence'),
    /** The transaction on the chain's explorer, when it has one. */
    explorerUrl: text('explorer_url'),
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
    /** The authority's certificates (DER, base64), signer first, as the stamper knew them when it stamped. */
    tsaChain: text('tsa_chain').array(),
    /**
     * The proof format this batch's proofs are written in: 2 for batches that existed before version 3
     * (their proofs never change), 3 since (test mode, chain evidence, the authority's chain).
     */
    proofVersion: smallint('proof_version').notNull().default(3),
    /** Version 3's chain evidence, read once at confirmation: the anchoring block's header, RLP, 0x-hex. */
    chainHeader: text('chain_header'),
    /** The anchoring transaction's index in its block, the receipt's key in the receipts trie. */
    receiptIndex: integer('receipt_index'),
    /** The receipt's Merkle-Patricia proof, root first, each node RLP 0x-hex. */
    receiptProof: text('receipt_proof').array(),
    /** When the chain-log check found the root of this confirmed batch missing from the chain. */
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
    /** The Ethereum checkpoint that covers its root (set when the checkpoint is gathered, like a certificate's batch). */
    checkpointId: uuid('checkpoint_id').references(() => checkpoints.id),
    /** Its path in that checkpoint's tree, as version 4 proofs write it (base64 of the siblings, bottom first). */
    checkpointPath: text('checkpoint_path'),
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
    index('anchor_batches_checkpoint_idx').on(t.checkpointId),
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
