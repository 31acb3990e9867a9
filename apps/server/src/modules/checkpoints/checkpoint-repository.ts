import { and, asc, desc, eq, gte, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { rowsOf } from '../../adapters/db/rows';
import { anchorBatches } from '../../adapters/db/schema/anchoring';
import {
  type CheckpointRow,
  type CheckpointTransactionRow,
  checkpoints,
  checkpointTransactions,
} from '../../adapters/db/schema/checkpoints';
import { moveCheckpoint } from './move-checkpoint';

export type { CheckpointRow, CheckpointTransactionRow };

/** An L1 checkpoint log and the one Base log it seals, from its sequence 1 on. */
export interface CheckpointLog {
  l1ChainId: number;
  l1ContractAddress: string;
  baseChainId: number;
  baseContractAddress: string;
}

const ofL1Log = (log: CheckpointLog) =>
  and(eq(checkpoints.l1ChainId, log.l1ChainId), eq(checkpoints.l1ContractAddress, log.l1ContractAddress));

/** A Base root the next checkpoint may cover: confirmed, final on Ethereum, not covered yet. */
export interface CoverableBatch {
  id: string;
  sequence: number;
  blockTimestamp: number;
  root: string;
  leafCount: number;
}

/**
 * Whether the L1 log already seals another Base log: its leaf counts then no longer say which Base sequences
 * each checkpoint covers, so the job refuses to write to it.
 */
export async function sealsAnotherLog(db: Db, log: CheckpointLog): Promise<boolean> {
  const rows = await db
    .select({ id: checkpoints.id })
    .from(checkpoints)
    .where(
      and(
        ofL1Log(log),
        or(
          ne(checkpoints.baseChainId, log.baseChainId),
          ne(checkpoints.baseContractAddress, log.baseContractAddress),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The log's newest checkpoint, in any state, or null before the first. */
export async function lastCheckpoint(db: Db, log: CheckpointLog): Promise<CheckpointRow | null> {
  const [row] = await db
    .select()
    .from(checkpoints)
    .where(ofL1Log(log))
    .orderBy(desc(checkpoints.firstSequence))
    .limit(1);
  return row ?? null;
}

/** The log's checkpoint not final yet (at most one, by a unique index), with its signed transactions. */
export async function checkpointInFlight(
  db: Db,
  log: CheckpointLog,
): Promise<{ checkpoint: CheckpointRow; transactions: CheckpointTransactionRow[] } | null> {
  const [checkpoint] = await db
    .select()
    .from(checkpoints)
    .where(and(ofL1Log(log), ne(checkpoints.state, 'final')))
    .limit(1);
  if (!checkpoint) return null;
  const transactions = await db
    .select()
    .from(checkpointTransactions)
    .where(eq(checkpointTransactions.checkpointId, checkpoint.id))
    .orderBy(asc(checkpointTransactions.createdAt));
  return { checkpoint, transactions };
}

/**
 * The next roots to cover, from sequence `from` on, in the log's order: confirmed batches of the Base log
 * whose block is final on Ethereum (a root that a reorganisation could still replace is never sealed).
 * The caller keeps the run that has no gap.
 */
export async function coverableBatches(
  db: Db,
  log: CheckpointLog,
  from: number,
  limit: number,
): Promise<CoverableBatch[]> {
  const rows = await db
    .select({
      id: anchorBatches.id,
      sequence: anchorBatches.sequence,
      blockTimestamp: anchorBatches.blockTimestamp,
      root: anchorBatches.root,
      leafCount: anchorBatches.leafCount,
    })
    .from(anchorBatches)
    .where(
      and(
        eq(anchorBatches.chainId, log.baseChainId),
        eq(anchorBatches.contractAddress, log.baseContractAddress),
        eq(anchorBatches.state, 'confirmed'),
        gte(anchorBatches.sequence, from),
        isNotNull(anchorBatches.finalizedAt),
        isNull(anchorBatches.checkpointId),
      ),
    )
    .orderBy(asc(anchorBatches.sequence))
    .limit(limit);
  return rows as CoverableBatch[];
}

/** Confirmed batches of the Base log not covered yet: what health reports as waiting for a checkpoint. */
export async function uncoveredBatchCount(db: Db, log: CheckpointLog): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from anchor_batches
      where chain_id = ${log.baseChainId} and contract_address = ${log.baseContractAddress}
        and state = 'confirmed' and checkpoint_id is null`),
  );
  return row?.count ?? 0;
}

export interface GatheredCheckpoint {
  log: CheckpointLog;
  firstSequence: number;
  root: string;
  batches: Array<CoverableBatch & { path: string }>;
  nonce: number;
  gatheredAt: Date;
  transaction: { txHash: string; raw: string; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint };
}

/** The batches changed under the gathering (another leader, a drop): nothing is written. */
class CheckpointNoLongerGatherable extends Error {
  override name = 'CheckpointNoLongerGatherable';
}

/**
 * Writes a gathered checkpoint, its signed transaction and its batches' claim with their paths, in the
 * caller's transaction: after the commit the transaction may be broadcast, never before.
 * @throws CheckpointNoLongerGatherable when a batch is no longer confirmed or already covered.
 */
export async function insertGatheredCheckpoint(tx: Tx, gathered: GatheredCheckpoint): Promise<CheckpointRow> {
  const { batches, log } = gathered;
  const times = batches.map((b) => b.blockTimestamp);
  const [checkpoint] = await tx
    .insert(checkpoints)
    .values({
      ...log,
      firstSequence: gathered.firstSequence,
      leafCount: batches.length,
      root: gathered.root,
      documentCount: batches.reduce((n, b) => n + b.leafCount, 0),
      firstAnchoredAt: new Date(Math.min(...times) * 1000),
      lastAnchoredAt: new Date(Math.max(...times) * 1000),
      nonce: gathered.nonce,
      gatheredAt: gathered.gatheredAt,
    })
    .returning();
  const row = checkpoint as CheckpointRow;
  await recordCheckpointTransaction(tx, {
    checkpointId: row.id,
    nonce: gathered.nonce,
    ...gathered.transaction,
    at: gathered.gatheredAt,
  });
  const claimed = rowsOf<{ id: string }>(
    // One JSON parameter of (id, path) rows: a path may be empty (a checkpoint of one root has no sibling).
    await tx.execute(sql`update anchor_batches b set checkpoint_id = ${row.id}, checkpoint_path = v.path
      from jsonb_to_recordset(${JSON.stringify(batches.map(({ id, path }) => ({ id, path })))}::jsonb)
        as v(id uuid, path text)
      where b.id = v.id and b.checkpoint_id is null and b.state = 'confirmed'
      returning b.id`),
  );
  if (claimed.length !== batches.length)
    throw new CheckpointNoLongerGatherable(
      `${batches.length - claimed.length} batches changed while gathering`,
    );
  return row;
}

export async function recordCheckpointTransaction(
  db: Db | Tx,
  values: {
    checkpointId: string;
    txHash: string;
    nonce: number;
    raw: string;
    maxFeePerGas: bigint;
    maxPriorityFeePerGas: bigint;
    /** When it was signed, on the job's clock: a replacement is due a while after. */
    at: Date;
  },
): Promise<void> {
  await db.insert(checkpointTransactions).values({
    createdAt: values.at,
    txHash: values.txHash,
    checkpointId: values.checkpointId,
    nonce: values.nonce,
    rawTransaction: values.raw,
    maxFeePerGas: values.maxFeePerGas.toString(),
    maxPriorityFeePerGas: values.maxPriorityFeePerGas.toString(),
  });
}

export function markCheckpointSent(db: Db, id: string, at: Date): Promise<boolean> {
  return moveCheckpoint(db, id, { from: 'gathered', to: 'sent' }, { sentAt: at });
}

/** Signed again with a new nonce (after a revert, or its nonce taken): back to gathered, one attempt more. */
export function resignCheckpoint(tx: Tx, id: string, nonce: number, error: string): Promise<boolean> {
  return moveCheckpoint(
    tx,
    id,
    { from: ['gathered', 'sent'], to: 'gathered' },
    { nonce, attempts: sql`${checkpoints.attempts} + 1`, lastError: error },
  );
}

export interface CheckpointOutcome {
  txHash: string;
  blockNumber: number;
  blockHash: string;
  blockTimestamp: number;
  l1Sequence: number | null;
  gasUsed: bigint;
  feeWei: bigint;
}

/** `sent → mined` with the receipt's outcome (or a new block for a mined one the chain moved). */
export async function recordCheckpointMined(db: Db, checkpoint: CheckpointRow, outcome: CheckpointOutcome) {
  const values = { ...outcome, feeWei: outcome.feeWei.toString() };
  if (checkpoint.state === 'mined') {
    await db
      .update(checkpoints)
      .set(values)
      .where(and(eq(checkpoints.id, checkpoint.id), eq(checkpoints.state, 'mined')));
    return true;
  }
  return moveCheckpoint(db, checkpoint.id, { from: 'sent', to: 'mined' }, values);
}

/** Its block left the chain: back to awaiting a receipt, its outcome and evidence forgotten. */
export function unmineCheckpoint(db: Db, id: string): Promise<boolean> {
  return moveCheckpoint(
    db,
    id,
    { from: ['mined', 'confirmed'], to: 'sent' },
    {
      txHash: null,
      blockNumber: null,
      blockHash: null,
      blockTimestamp: null,
      l1Sequence: null,
      gasUsed: null,
      feeWei: null,
      receiptIndex: null,
      evidence: null,
      confirmedAt: null,
    },
  );
}

/** `mined → confirmed`, with the L1 evidence read before this call (no transaction held across it). */
export function confirmCheckpoint(
  db: Db,
  id: string,
  evidence: { receiptIndex: number; packed: string },
  at: Date,
): Promise<boolean> {
  return moveCheckpoint(
    db,
    id,
    { from: 'mined', to: 'confirmed' },
    { receiptIndex: evidence.receiptIndex, evidence: evidence.packed, confirmedAt: at },
  );
}

/** `confirmed → final`: from now on its batches' proofs carry the seal. */
export function finalizeCheckpoint(db: Db, id: string, at: Date): Promise<boolean> {
  return moveCheckpoint(db, id, { from: 'confirmed', to: 'final' }, { finalAt: at });
}

/** The log's last final checkpoint, for health. */
export async function lastFinalCheckpoint(db: Db, log: CheckpointLog): Promise<CheckpointRow | null> {
  const [row] = await db
    .select()
    .from(checkpoints)
    .where(and(ofL1Log(log), eq(checkpoints.state, 'final')))
    .orderBy(desc(checkpoints.firstSequence))
    .limit(1);
  return row ?? null;
}
