import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { rowsOf } from '../../adapters/db/rows';
import { anchorBatches, anchorTransactions, signerNonces } from '../../adapters/db/schema/anchoring';
import { certificates } from '../../adapters/db/schema/certificates';
import { refundCertificateCredits } from '../credits/credit-ledger-repository';

/** The batches sent to one anchor log: a contract on a chain. */
export function ofLog(chainId: number, contractAddress: string) {
  return and(eq(anchorBatches.chainId, chainId), eq(anchorBatches.contractAddress, contractAddress));
}

export type BatchRow = typeof anchorBatches.$inferSelect;
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
      set: { nextNonce: nonce + 1, updatedAt: new Date() },
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
  options: { excludeBatchId?: string } = {},
) {
  const held = await db
    .select({ id: anchorBatches.id, nonce: anchorBatches.nonce })
    .from(anchorBatches)
    .where(and(ofLog(chainId, contractAddress), inArray(anchorBatches.state, ['prepared', 'sent'])));
  const nonces = new Set(held.filter((b) => b.id !== options.excludeBatchId).map((b) => b.nonce));
  let next = chainPending;
  while (nonces.has(next)) next += 1;
  await db
    .insert(signerNonces)
    .values({ chainId, address, nextNonce: next })
    .onConflictDoUpdate({
      target: [signerNonces.chainId, signerNonces.address],
      set: { nextNonce: next, updatedAt: new Date() },
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
        inArray(anchorBatches.state, ['prepared', 'sent']),
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

export async function markSent(db: Db, batchId: string): Promise<void> {
  await db
    .update(anchorBatches)
    .set({ state: 'sent', sentAt: new Date() })
    .where(and(eq(anchorBatches.id, batchId), eq(anchorBatches.state, 'prepared')));
}

/** A new attempt after a revert: a fresh nonce, the batch back to prepared. */
export async function retryBatch(tx: Tx, batchId: string, nonce: number, error: string): Promise<void> {
  await tx
    .update(anchorBatches)
    .set({ state: 'prepared', nonce, attempts: sql`${anchorBatches.attempts} + 1`, lastError: error })
    .where(eq(anchorBatches.id, batchId));
}

export async function inFlightBatches(db: Db, chainId: number, contractAddress: string) {
  const batches = await db
    .select()
    .from(anchorBatches)
    .where(and(ofLog(chainId, contractAddress), inArray(anchorBatches.state, ['prepared', 'sent'])))
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

/** Marks the batch confirmed and every certificate still pending in it completed, in one transaction. */
export async function completeBatch(db: Db, batchId: string, outcome: BatchOutcome): Promise<string[]> {
  return db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(anchorBatches)
      .set({ state: 'confirmed', ...outcomeColumns(outcome), confirmedAt: now })
      .where(eq(anchorBatches.id, batchId));
    await refreshCompletedCertificates(tx, batchId, outcome);
    return completeCertificates(tx, batchId, outcome, now, { withPathOnly: false });
  });
}

/**
 * Stores the outcome of a mined batch and, in the same transaction, completes those of its certificates
 * whose Merkle path is already stored, but for `holdBack`: a completed certificate's proof needs its
 * batch's transaction and block. The batch stays in flight until `completeBatch` completes the rest with
 * it (held-back ones at least), so it is confirmed as its last certificate is, and a restart finishes it.
 */
export async function recordOutcome(
  db: Db,
  batchId: string,
  outcome: BatchOutcome,
  holdBack: string[],
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.update(anchorBatches).set(outcomeColumns(outcome)).where(eq(anchorBatches.id, batchId));
    await refreshCompletedCertificates(tx, batchId, outcome);
    return completeCertificates(tx, batchId, outcome, new Date(), { withPathOnly: true, holdBack });
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
  };
}

/**
 * Certificates completed with an earlier outcome of this batch take the new one: the chain went back after
 * their transaction was mined (a restarted local chain, a reorganisation) and the same signed transaction
 * was mined again, in another block.
 */
async function refreshCompletedCertificates(tx: Tx, batchId: string, outcome: BatchOutcome): Promise<void> {
  await tx
    .update(certificates)
    .set({
      txHash: outcome.txHash,
      blockNumber: outcome.blockNumber,
      blockchainTimestamp: outcome.blockTimestamp,
      explorerUrl: outcome.explorerUrl,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(certificates.batchId, batchId),
        eq(certificates.status, 'completed'),
        or(ne(certificates.txHash, outcome.txHash), ne(certificates.blockNumber, outcome.blockNumber)),
      ),
    );
}

async function completeCertificates(
  db: Db | Tx,
  batchId: string,
  outcome: BatchOutcome,
  now: Date,
  options: { withPathOnly: boolean; holdBack?: string[] },
): Promise<string[]> {
  const done = await db
    .update(certificates)
    .set({
      status: 'completed',
      txHash: outcome.txHash,
      blockNumber: outcome.blockNumber,
      blockchainTimestamp: outcome.blockTimestamp,
      explorerUrl: outcome.explorerUrl,
      completedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(certificates.batchId, batchId),
        eq(certificates.status, 'pending'),
        options.withPathOnly ? isNotNull(certificates.leafIndex) : undefined,
        options.holdBack?.length ? notInArray(certificates.id, options.holdBack) : undefined,
      ),
    )
    .returning({ id: certificates.id });
  return done.map((r) => r.id);
}

/** Gives up on a batch: its certificates fail, with the reason kept. */
export async function failBatch(db: Db, batchId: string, reason: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx
      .update(anchorBatches)
      .set({ state: 'failed', lastError: reason })
      .where(eq(anchorBatches.id, batchId));
    const failed = await tx
      .update(certificates)
      .set({ status: 'failed', failureReason: reason, updatedAt: new Date() })
      .where(and(eq(certificates.batchId, batchId), eq(certificates.status, 'pending')))
      .returning({ id: certificates.id });
    const ids = failed.map((r) => r.id);
    // An API certificate's credit comes back with its failure, in the same transaction.
    await refundCertificateCredits(tx, ids);
    return ids;
  });
}

/** Whether a pending certificate outside any batch is past its deadline: one cheap read before expiring. */
export async function hasOverdue(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(
        eq(certificates.status, 'pending'),
        isNull(certificates.batchId),
        lte(certificates.deadlineAt, new Date()),
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
export async function expireOverdue(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(certificates)
      .set({ status: 'expired', failureReason: 'anchoring deadline passed', updatedAt: new Date() })
      .where(
        and(
          eq(certificates.status, 'pending'),
          isNull(certificates.batchId),
          lte(certificates.deadlineAt, new Date()),
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
): Promise<number> {
  return db.transaction(async (tx) => {
    const batches = await tx
      .update(anchorBatches)
      .set({ finalizedAt: new Date() })
      .where(
        and(
          ofLog(chainId, contractAddress),
          eq(anchorBatches.state, 'confirmed'),
          isNull(anchorBatches.finalizedAt),
          lte(anchorBatches.blockNumber, finalizedBlock),
        ),
      )
      .returning({ id: anchorBatches.id });
    if (batches.length === 0) return 0;
    await tx
      .update(certificates)
      .set({ finalizedAt: new Date() })
      .where(
        and(
          inArray(
            certificates.batchId,
            batches.map((b) => b.id),
          ),
          isNull(certificates.finalizedAt),
        ),
      );
    return batches.length;
  });
}

export async function certificateStatus(db: Db, id: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  return row ?? null;
}

/** For /api/health: how long the oldest unanchored certificate has waited, and the last batch. */
export async function anchoringLag(db: Db) {
  const [oldest] = rowsOf<{ created_at: Date | string | null; pending: number }>(
    await db.execute(
      sql`select min(created_at) as created_at, count(*)::int as pending from certificates where status = 'pending'`,
    ),
  );
  const [last] = await db
    .select()
    .from(anchorBatches)
    .where(notInArray(anchorBatches.state, ['open', 'dropped']))
    .orderBy(desc(anchorBatches.createdAt))
    .limit(1);
  return {
    oldestPendingAt: oldest?.created_at ? new Date(oldest.created_at) : null,
    pending: oldest?.pending ?? 0,
    lastBatch: last ?? null,
  };
}
