import type { ChainEvidence } from '@horodoc/shared/proof';
import { and, asc, desc, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { rowsOf } from '../../adapters/db/rows';
import { anchorBatches, anchorTransactions, signerNonces } from '../../adapters/db/schema/anchoring';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { certificates } from '../../adapters/db/schema/certificates';
import { selectCertificates } from '../certificate-view/certificate-view';
import { refundCertificateCredits } from '../credits/credit-ledger-repository';
import type { BatchState } from './batch-lifecycle';
import { moveBatch } from './move-batch';

/** The batches sent to one anchor log: a contract on a chain. */
export function ofLog(chainId: number, contractAddress: string) {
  return and(eq(anchorBatches.chainId, chainId), eq(anchorBatches.contractAddress, contractAddress));
}

export type BatchRow = typeof anchorBatches.$inferSelect;

/** A batch whose transaction is signed and may still be mined: its nonce is held. */
const IN_FLIGHT: BatchState[] = ['sealed', 'sent', 'mined'];
export type AnchorTransactionRow = typeof anchorTransactions.$inferSelect;

/**
 * Takes the signer's next nonce: the larger of ours and the chain's, so a transaction sent by anyone else
 * with the key is stepped over, and one we signed but never broadcast is not reused.
 */
export async function takeNonce(
  tx: Tx,
  chainId: number,
  address: string,
  chainPending: number,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .select()
    .from(signerNonces)
    .where(and(eq(signerNonces.chainId, chainId), eq(signerNonces.address, address)))
    .for('update');
  const nonce = Math.max(row?.nextNonce ?? 0, chainPending);
  await tx
    .insert(signerNonces)
    .values({ chainId, address, nextNonce: nonce + 1 })
    .onConflictDoUpdate({
      target: [signerNonces.chainId, signerNonces.address],
      set: { nextNonce: nonce + 1, updatedAt: now },
    });
  return nonce;
}

/**
 * Sets the next nonce from the chain and our own transactions in flight, the only reason to be ahead of
 * the chain: the run of nonces our batches hold from the chain's next one on. Run when taking the lead and
 * when a gap strands a transaction (a reset chain, a lost signed transaction), so the key never waits on a
 * nonce nobody will send.
 */
export async function resyncNonce(
  db: Db,
  chainId: number,
  contractAddress: string,
  address: string,
  chainPending: number,
  now: Date,
  options: { excludeBatchId?: string } = {},
) {
  const held = await db
    .select({ id: anchorBatches.id, nonce: anchorBatches.nonce })
    .from(anchorBatches)
    .where(and(ofLog(chainId, contractAddress), inArray(anchorBatches.state, IN_FLIGHT)));
  const nonces = new Set(held.filter((b) => b.id !== options.excludeBatchId).map((b) => b.nonce));
  let next = chainPending;
  while (nonces.has(next)) next += 1;
  await db
    .insert(signerNonces)
    .values({ chainId, address, nextNonce: next })
    .onConflictDoUpdate({
      target: [signerNonces.chainId, signerNonces.address],
      set: { nextNonce: next, updatedAt: now },
    });
  return next;
}

/** Whether one of our batches in flight holds a nonce in [from, to). */
export async function nonceHeldInFlight(
  db: Db,
  chainId: number,
  contractAddress: string,
  from: number,
  to: number,
) {
  const rows = await db
    .select({ id: anchorBatches.id })
    .from(anchorBatches)
    .where(
      and(
        ofLog(chainId, contractAddress),
        inArray(anchorBatches.state, IN_FLIGHT),
        sql`${anchorBatches.nonce} >= ${from} and ${anchorBatches.nonce} < ${to}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function recordTransaction(
  db: Db | Tx,
  values: {
    txHash: string;
    batchId: string;
    nonce: number;
    raw: string;
    maxFeePerGas: bigint;
    maxPriorityFeePerGas: bigint;
  },
): Promise<void> {
  await db.insert(anchorTransactions).values({
    txHash: values.txHash,
    batchId: values.batchId,
    nonce: values.nonce,
    rawTransaction: values.raw,
    maxFeePerGas: values.maxFeePerGas.toString(),
    maxPriorityFeePerGas: values.maxPriorityFeePerGas.toString(),
  });
}

export async function markSent(db: Db, batchId: string, now: Date): Promise<void> {
  await moveBatch(db, batchId, { from: 'sealed', to: 'sent' }, { sentAt: now });
}

/** A new attempt after a revert (or a taken nonce): a fresh nonce, the batch sealed again. */
export async function retryBatch(tx: Tx, batchId: string, nonce: number, error: string): Promise<void> {
  await moveBatch(
    tx,
    batchId,
    { from: ['sealed', 'sent'], to: 'sealed' },
    { nonce, attempts: sql`${anchorBatches.attempts} + 1`, lastError: error },
  );
}

export async function inFlightBatches(db: Db, chainId: number, contractAddress: string) {
  const batches = await db
    .select()
    .from(anchorBatches)
    .where(and(ofLog(chainId, contractAddress), inArray(anchorBatches.state, IN_FLIGHT)))
    .orderBy(asc(anchorBatches.createdAt));
  if (batches.length === 0) return [];
  const transactions = await db
    .select()
    .from(anchorTransactions)
    .where(
      inArray(
        anchorTransactions.batchId,
        batches.map((b) => b.id),
      ),
    )
    .orderBy(asc(anchorTransactions.createdAt));
  return batches.map((batch) => ({
    batch,
    transactions: transactions.filter((t) => t.batchId === batch.id),
  }));
}

export interface BatchOutcome {
  txHash: string;
  blockNumber: number;
  blockTimestamp: number;
  gasUsed: bigint;
  feeWei: bigint;
  sequence: number | null;
  explorerUrl: string | null;
}

/**
 * Records the outcome of the batch's transaction, seen in a block: `sent → mined`, or a new outcome for a
 * batch already mined when the chain went back and mined the same transaction in another block.
 */
export async function recordMined(db: Db, batch: BatchRow, outcome: BatchOutcome, now: Date): Promise<void> {
  if (batch.state === 'sealed') await markSent(db, batch.id, now);
  if (batch.state !== 'mined') {
    await moveBatch(db, batch.id, { from: 'sent', to: 'mined' }, outcomeColumns(outcome));
  } else if (batch.txHash !== outcome.txHash || batch.blockNumber !== outcome.blockNumber) {
    await db
      .update(anchorBatches)
      .set(outcomeColumns(outcome))
      .where(and(eq(anchorBatches.id, batch.id), eq(anchorBatches.state, 'mined')));
  }
}

/** The block that held a mined batch left the chain before its confirmations: back to waiting for one. */
export async function unmineBatch(db: Db, batchId: string): Promise<void> {
  await moveBatch(
    db,
    batchId,
    { from: 'mined', to: 'sent' },
    { txHash: null, blockNumber: null, blockTimestamp: null, gasUsed: null, feeWei: null, sequence: null },
  );
}

/**
 * `mined → confirmed`, with the outcome as last seen: its certificates are completed by that alone (their
 * status is derived from the batch).
 * @returns the certificates completed.
 */
export async function confirmBatch(
  db: Db,
  batchId: string,
  outcome: BatchOutcome,
  now: Date,
  /** The block header and receipt proof read before this call; null when the node could not give them. */
  evidence: ChainEvidence | null = null,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const moved = await moveBatch(
      tx,
      batchId,
      { from: 'mined', to: 'confirmed' },
      {
        ...outcomeColumns(outcome),
        confirmedAt: now,
        chainHeader: evidence?.header ?? null,
        receiptIndex: evidence?.receiptIndex ?? null,
        receiptProof: evidence?.receiptProof ?? null,
      },
    );
    if (!moved) return [];
    const completed = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(and(eq(certificates.batchId, batchId), eq(certificates.status, 'pending')));
    return completed.map((r) => r.id);
  });
}

function outcomeColumns(outcome: BatchOutcome) {
  return {
    txHash: outcome.txHash,
    blockNumber: outcome.blockNumber,
    blockTimestamp: outcome.blockTimestamp,
    gasUsed: outcome.gasUsed,
    feeWei: outcome.feeWei.toString(),
    sequence: outcome.sequence,
    explorerUrl: outcome.explorerUrl,
  };
}

/** Gives up on a batch: its certificates fail, with the reason kept. */
export async function failBatch(db: Db, batchId: string, reason: string, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (!(await moveBatch(tx, batchId, { from: IN_FLIGHT, to: 'failed' }, { lastError: reason }))) return [];
    // Released, so the fingerprint may be sent again: the certificate's own state, not a copy of the batch's.
    const failed = await tx
      .update(certificates)
      .set({ status: 'failed', failureReason: reason, updatedAt: now })
      .where(and(eq(certificates.batchId, batchId), eq(certificates.status, 'pending')))
      .returning({ id: certificates.id });
    const ids = failed.map((r) => r.id);
    // An API certificate's credit comes back with its failure, in the same transaction.
    await refundCertificateCredits(tx, ids);
    return ids;
  });
}

/**
 * Whether a pending certificate of the mode outside any batch is past its deadline: one cheap read before
 * expiring.
 */
export async function hasOverdue(db: Db, mode: ApiMode, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(
        eq(certificates.mode, mode),
        eq(certificates.status, 'pending'),
        isNull(certificates.batchId),
        lte(certificates.deadlineAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether a confirmed batch of this log still waits for Ethereum finality: else the chain is not asked. */
export async function hasUnfinalized(db: Db, chainId: number, contractAddress: string): Promise<boolean> {
  const rows = await db
    .select({ id: anchorBatches.id })
    .from(anchorBatches)
    .where(
      and(
        ofLog(chainId, contractAddress),
        eq(anchorBatches.state, 'confirmed'),
        isNull(anchorBatches.finalizedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Pending certificates past their deadline and never put in a batch become expired (credits given back). */
export async function expireOverdue(db: Db, mode: ApiMode, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(certificates)
      .set({ status: 'expired', failureReason: 'anchoring deadline passed', updatedAt: now })
      .where(
        and(
          eq(certificates.mode, mode),
          eq(certificates.status, 'pending'),
          isNull(certificates.batchId),
          lte(certificates.deadlineAt, now),
        ),
      )
      .returning({ id: certificates.id });
    const ids = rows.map((r) => r.id);
    await refundCertificateCredits(tx, ids);
    return ids;
  });
}

/** Records Ethereum finality for every confirmed batch at or below the finalized block. */
export async function markFinalized(
  db: Db,
  chainId: number,
  contractAddress: string,
  finalizedBlock: number,
  now: Date,
): Promise<number> {
  const batches = await db
    .update(anchorBatches)
    .set({ finalizedAt: now })
    .where(
      and(
        ofLog(chainId, contractAddress),
        eq(anchorBatches.state, 'confirmed'),
        isNull(anchorBatches.finalizedAt),
        lte(anchorBatches.blockNumber, finalizedBlock),
      ),
    )
    .returning({ id: anchorBatches.id });
  return batches.length;
}

export async function certificateStatus(db: Db, id: string) {
  const [row] = await selectCertificates(db).where(eq(certificates.id, id));
  return row ?? null;
}

/** For /api/health: how long the mode's oldest unanchored certificate has waited, and its last batch. */
export async function anchoringLag(db: Db, mode: ApiMode) {
  const [oldest] = rowsOf<{ created_at: Date | string | null; pending: number }>(
    await db.execute(
      // Unbatched, then in a batch not confirmed yet: each part read through its own index.
      sql`select min(created_at) as created_at, count(*)::int as pending from (
        select created_at from certificates
        where mode = ${mode}::api_mode and status = 'pending' and batch_id is null
        union all
        select c.created_at from anchor_batches b join certificates c on c.batch_id = b.id
        where b.state in ('open', 'sealed', 'sent', 'mined') and b.mode = ${mode}::api_mode
          and c.status = 'pending'
      ) q`,
    ),
  );
  const [last] = await db
    .select()
    .from(anchorBatches)
    .where(and(eq(anchorBatches.mode, mode), notInArray(anchorBatches.state, ['open', 'dropped'])))
    .orderBy(desc(anchorBatches.createdAt))
    .limit(1);
  return {
    oldestPendingAt: oldest?.created_at ? new Date(oldest.created_at) : null,
    pending: oldest?.pending ?? 0,
    lastBatch: last ?? null,
  };
}
