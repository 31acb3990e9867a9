import type { Hex } from 'viem';
import type { Fees, MinedAnchor } from '../../adapters/chain/anchor-log';
import {
  type AnchorTransactionRow,
  type BatchRow,
  failBatch,
  markSent,
  nonceHeldInFlight,
  recordMined,
  recordTransaction,
  resyncNonce,
  retryBatch,
  takeNonce,
  unmineBatch,
} from './batch-repository';
import { completeMinedBatch, outcomeOf, type SettledAnchoring } from './complete-mined-batch';
import type { EngineContext } from './engine-context';

/** A reverted batch is sent again with a new nonce this many times in all before its certificates fail. */
const MAX_ATTEMPTS = 3;

export interface InFlight {
  batch: BatchRow;
  transactions: AnchorTransactionRow[];
}

export type BatchProgress =
  | { kind: 'waiting' }
  | { kind: 'completed'; certificateIds: string[]; anchoring?: SettledAnchoring }
  | { kind: 'failed'; certificateIds: string[] }
  | { kind: 'retried' };

export interface TrackOptions {
  head: bigint;
  now: number;
  /** With no receipt after this long, the transaction is replaced with higher fees. */
  stuckAfterMs: number;
  /** Broadcast again at this pace while waiting: a restarted node forgets its pool. */
  rebroadcastEveryMs: number;
  lastBroadcastAt: Map<string, number>;
}

/**
 * Moves one sent batch forward: completes it once mined with enough confirmations, sends it again after a
 * revert, replaces a stuck transaction (same nonce, higher fees), or waits.
 */
export async function advanceBatch(
  ctx: EngineContext,
  flight: InFlight,
  options: TrackOptions,
  /** The batch's mined transaction when the caller already looked it up, from `findMined`. */
  known?: MinedAnchor | null,
): Promise<BatchProgress> {
  // Earlier attempts that reverted stay in the list; only the current nonce's transactions decide a revert.
  const current = flight.transactions.filter((t) => t.nonce === flight.batch.nonce);
  const mined = known === undefined ? await findMined(ctx, flight.transactions) : known;
  if (mined?.status === 'success') {
    const confirmations = options.head - mined.blockNumber + 1n;
    if (confirmations < BigInt(ctx.settings.confirmations)) {
      if (flight.batch.state !== 'mined' || flight.batch.blockNumber !== Number(mined.blockNumber))
        await recordMined(ctx.db, flight.batch, await outcomeOf(ctx, mined), new Date(options.now));
      return { kind: 'waiting' };
    }
    await ctx.crashPoint?.('after-receipt');
    return { kind: 'completed', ...(await completeMinedBatch(ctx, flight.batch, mined)) };
  }
  if (flight.batch.state === 'mined') {
    // Its block left the chain before it had enough confirmations: the transaction waits for another one.
    await unmineBatch(ctx.db, flight.batch.id);
    if (!mined) return { kind: 'waiting' };
  }
  if (mined && current.some((t) => t.txHash === mined.txHash)) return handleRevert(ctx, flight, mined);

  const latest = current[current.length - 1];
  if (!latest) return { kind: 'waiting' };
  const sinceSigned = options.now - latest.createdAt.getTime();
  if (sinceSigned > options.stuckAfterMs) return replaceStuck(ctx, flight, latest, options);

  const lastBroadcast = options.lastBroadcastAt.get(flight.batch.id) ?? 0;
  if (flight.batch.state === 'sealed' || options.now - lastBroadcast > options.rebroadcastEveryMs) {
    await ctx.anchorLog.broadcast(latest.rawTransaction as Hex);
    options.lastBroadcastAt.set(flight.batch.id, options.now);
    if (flight.batch.state === 'sealed') await markSent(ctx.db, flight.batch.id, new Date(options.now));
  }
  return { kind: 'waiting' };
}

/**
 * The batch's mined transaction, if any. Replacements share a nonce so only one of them mines; after a revert
 * a later attempt has another nonce, and a success among all of them wins over a revert.
 */
export async function findMined(
  ctx: EngineContext,
  transactions: AnchorTransactionRow[],
): Promise<MinedAnchor | null> {
  const receipts = await Promise.all(transactions.map((t) => ctx.anchorLog.receipt(t.txHash as Hex)));
  const mined = receipts.filter((r): r is MinedAnchor => r !== null);
  return mined.find((r) => r.status === 'success') ?? mined[mined.length - 1] ?? null;
}

async function handleRevert(
  ctx: EngineContext,
  flight: InFlight,
  mined: MinedAnchor,
): Promise<BatchProgress> {
  const reason = `transaction ${mined.txHash} reverted (attempt ${flight.batch.attempts} of ${MAX_ATTEMPTS})`;
  ctx.log.warn({ batch: flight.batch.id, tx: mined.txHash }, `anchoring: ${reason}`);
  if (flight.batch.attempts >= MAX_ATTEMPTS) {
    const certificateIds = await failBatch(ctx.db, flight.batch.id, reason, new Date(ctx.clock.now()));
    ctx.log.error(
      { batch: flight.batch.id, certificates: certificateIds.length },
      'anchoring: batch failed after retries',
    );
    return { kind: 'failed', certificateIds };
  }
  await resignWithNewNonce(ctx, flight.batch, reason);
  return { kind: 'retried' };
}

async function replaceStuck(
  ctx: EngineContext,
  flight: InFlight,
  latest: AnchorTransactionRow,
  options: TrackOptions,
): Promise<BatchProgress> {
  const [minedNonce, pendingNonce] = await Promise.all([
    ctx.anchorLog.minedNonce(),
    ctx.anchorLog.pendingNonce(),
  ]);
  if (minedNonce > latest.nonce) {
    // Something took the nonce: one of this attempt's transactions mined since we looked, or a stranger's.
    const current = flight.transactions.filter((t) => t.nonce === latest.nonce);
    if (!(await findMined(ctx, current))) {
      await resignWithNewNonce(ctx, flight.batch, `nonce ${latest.nonce} was taken by another transaction`);
      return { kind: 'retried' };
    }
    return { kind: 'waiting' };
  }
  const { id: chainId } = ctx.chain.chain;
  if (
    latest.nonce > pendingNonce &&
    !(await nonceHeldInFlight(ctx.db, chainId, ctx.chain.contractAddress, pendingNonce, latest.nonce))
  ) {
    // A gap below this nonce that none of our transactions will fill: it can never be mined as it is.
    await resyncNonce(
      ctx.db,
      chainId,
      ctx.chain.contractAddress,
      ctx.anchorLog.signer,
      pendingNonce,
      new Date(ctx.clock.now()),
      { excludeBatchId: flight.batch.id },
    );
    await resignWithNewNonce(
      ctx,
      flight.batch,
      `nonce ${latest.nonce} was stranded above the chain's ${pendingNonce}`,
    );
    return { kind: 'retried' };
  }
  const estimate = await ctx.anchorLog.estimateFees();
  const fees = bumpFees(
    { maxFeePerGas: BigInt(latest.maxFeePerGas), maxPriorityFeePerGas: BigInt(latest.maxPriorityFeePerGas) },
    estimate,
  );
  const signed = await ctx.anchorLog.signAnchor(
    flight.batch.root as Hex,
    flight.batch.leafCount,
    latest.nonce,
    fees,
  );
  await recordTransaction(ctx.db, {
    batchId: flight.batch.id,
    txHash: signed.hash,
    ...signed,
  });
  await ctx.anchorLog.broadcast(signed.raw);
  options.lastBroadcastAt.set(flight.batch.id, options.now);
  await markSent(ctx.db, flight.batch.id, new Date(options.now));
  ctx.log.warn(
    {
      batch: flight.batch.id,
      replaced: latest.txHash,
      by: signed.hash,
      maxFeePerGas: fees.maxFeePerGas.toString(),
    },
    'anchoring: stuck transaction replaced with higher fees',
  );
  return { kind: 'waiting' };
}

/**
 * At least 12.5 % above the previous fees, as nodes require to accept a replacement, and never below the market.
 * @internal exported for its tests
 */
export function bumpFees(previous: Fees, market: Fees): Fees {
  const bump = (value: bigint) => (value * 1125n) / 1000n + 1n;
  const maxPriorityFeePerGas = largest(bump(previous.maxPriorityFeePerGas), market.maxPriorityFeePerGas);
  const maxFeePerGas = largest(bump(previous.maxFeePerGas), market.maxFeePerGas, maxPriorityFeePerGas);
  return { maxFeePerGas, maxPriorityFeePerGas };
}

/** Math.max for bigints, which it does not take. */
function largest(...values: bigint[]): bigint {
  let max = values[0] ?? 0n;
  for (const value of values) if (value > max) max = value;
  return max;
}

async function resignWithNewNonce(ctx: EngineContext, batch: BatchRow, reason: string): Promise<void> {
  const [chainPending, fees] = await Promise.all([
    ctx.anchorLog.pendingNonce(),
    ctx.anchorLog.estimateFees(),
  ]);
  await ctx.db.transaction(async (tx) => {
    const nonce = await takeNonce(
      tx,
      ctx.chain.chain.id,
      ctx.anchorLog.signer,
      chainPending,
      new Date(ctx.clock.now()),
    );
    const signed = await ctx.anchorLog.signAnchor(batch.root as Hex, batch.leafCount, nonce, fees);
    await recordTransaction(tx, { batchId: batch.id, txHash: signed.hash, ...signed });
    await retryBatch(tx, batch.id, nonce, reason);
  });
}
