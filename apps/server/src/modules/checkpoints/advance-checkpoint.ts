import { packChainEvidence } from '@horodoc/shared/checkpoint-evidence';
import type { Hex } from 'viem';
import type { MinedAnchor } from '../../adapters/chain/anchor-log';
import { resyncNonce, takeNonce } from '../anchoring/batch-repository';
import { notifyCertificatesCheckpointed } from '../webhooks/notify-certificates-checkpointed';
import type { CheckpointContext } from './checkpoint-context';
import {
  type CheckpointRow,
  type CheckpointTransactionRow,
  confirmCheckpoint,
  finalizeCheckpoint,
  markCheckpointSent,
  recordCheckpointMined,
  recordCheckpointTransaction,
  resignCheckpoint,
  unmineCheckpoint,
} from './checkpoint-repository';

/** Re-signing after reverts stops here: a key that is not the log's owner would pay for nothing each block. */
const MAX_ATTEMPTS = 3;
/** A node that does not know the `finalized` tag: this many blocks stand for it (two epochs of Ethereum). */
const FINALITY_DEPTH_FALLBACK = 64;

/**
 * Moves the checkpoint in flight one step along its lifecycle (README.md): broadcasts a gathered one, reads
 * a sent one's receipts, confirms a mined one once deep enough (reading its header and receipt proof first),
 * makes a confirmed one final once its block is. Every network call happens outside any database
 * transaction; every write is a conditional move.
 */
export async function advanceCheckpoint(
  ctx: CheckpointContext,
  checkpoint: CheckpointRow,
  transactions: CheckpointTransactionRow[],
): Promise<void> {
  switch (checkpoint.state) {
    case 'gathered':
      return broadcastCheckpoint(ctx, checkpoint, transactions);
    case 'sent':
      return trackSentCheckpoint(ctx, checkpoint, transactions);
    case 'mined':
      return confirmMinedCheckpoint(ctx, checkpoint);
    case 'confirmed':
      return finalizeConfirmedCheckpoint(ctx, checkpoint);
    case 'final':
      return;
  }
}

/** Its latest signed transaction, the one holding its current nonce. */
const latest = (transactions: CheckpointTransactionRow[]) => transactions[transactions.length - 1];

async function broadcastCheckpoint(
  ctx: CheckpointContext,
  checkpoint: CheckpointRow,
  transactions: CheckpointTransactionRow[],
) {
  const transaction = latest(transactions);
  if (!transaction) throw new Error(`checkpoint ${checkpoint.id} has no signed transaction`);
  await ctx.crashPoint?.('before-broadcast');
  await ctx.l1Log.broadcast(transaction.rawTransaction as Hex);
  // The worst moment: on the chain, not yet recorded; a restart broadcasts the same signed transaction again.
  await ctx.crashPoint?.('after-broadcast');
  await markCheckpointSent(ctx.db, checkpoint.id, new Date(ctx.clock.now()));
  ctx.logger.info({ checkpoint: checkpoint.id, tx: transaction.txHash }, 'checkpoint: broadcast');
}

/**
 * Any of its transactions mined makes it mined (a replacement or an earlier nonce alike: the contract records
 * a root once, so only one can succeed). None mined: re-signed when reverted or its nonce was taken, replaced
 * with higher fees when stuck, otherwise broadcast again (a node that lost it learns it back).
 */
async function trackSentCheckpoint(
  ctx: CheckpointContext,
  checkpoint: CheckpointRow,
  transactions: CheckpointTransactionRow[],
) {
  // The nonces first: one of ours mined after this read still shows its receipt below.
  const [minedNonce, pendingNonce] = await Promise.all([ctx.l1Log.minedNonce(), ctx.l1Log.pendingNonce()]);
  const receipts = await Promise.all(transactions.map((t) => ctx.l1Log.receipt(t.txHash as Hex)));
  const success = receipts.find((r): r is MinedAnchor => r?.status === 'success');
  if (success) {
    await recordCheckpointMined(ctx.db, checkpoint, await outcomeOf(ctx, success));
    ctx.logger.info(
      { checkpoint: checkpoint.id, tx: success.txHash, block: Number(success.blockNumber) },
      'checkpoint: mined',
    );
    return;
  }
  const reverted = receipts.some(
    (r, i) => r?.status === 'reverted' && transactions[i]?.nonce === checkpoint.nonce,
  );
  // Its nonce went by without it, or it reverted; or the chain lost it and sits below its nonce (a local
  // chain restored from an older state): only a new signature can be mined.
  if (reverted || minedNonce > checkpoint.nonce || pendingNonce < checkpoint.nonce) {
    const why = reverted
      ? 'reverted'
      : minedNonce > checkpoint.nonce
        ? 'nonce taken'
        : 'nonce ahead of the chain';
    return resign(ctx, checkpoint, why, pendingNonce);
  }
  const last = latest(transactions);
  if (!last) throw new Error(`checkpoint ${checkpoint.id} has no signed transaction`);
  if (ctx.clock.now() - last.createdAt.getTime() > ctx.stuckAfterMs) return replace(ctx, checkpoint, last);
  await ctx.l1Log.broadcast(last.rawTransaction as Hex);
}

async function outcomeOf(ctx: CheckpointContext, mined: MinedAnchor) {
  return {
    txHash: mined.txHash,
    blockNumber: Number(mined.blockNumber),
    blockHash: mined.blockHash,
    blockTimestamp: await ctx.l1Log.blockTimestamp(mined.blockNumber),
    l1Sequence: mined.sequence === null ? null : Number(mined.sequence),
    gasUsed: mined.gasUsed,
    feeWei: mined.feeWei,
  };
}

/** A new nonce, the same root: signed and stored in one transaction, broadcast at the next step. */
async function resign(ctx: CheckpointContext, checkpoint: CheckpointRow, why: string, pendingNonce: number) {
  if (checkpoint.attempts >= MAX_ATTEMPTS) {
    ctx.logger.error(
      { checkpoint: checkpoint.id, attempts: checkpoint.attempts, why },
      'checkpoint: given up re-signing; check the L1 key owns the L1 contract',
    );
    return;
  }
  const { db, log, l1Log } = ctx;
  const fees = await l1Log.estimateFees();
  await resyncNonce(
    db,
    log.l1ChainId,
    log.l1ContractAddress,
    l1Log.signer,
    pendingNonce,
    new Date(ctx.clock.now()),
  );
  await db.transaction(async (tx) => {
    const nonce = await takeNonce(tx, log.l1ChainId, l1Log.signer, pendingNonce, new Date(ctx.clock.now()));
    const signed = await l1Log.signAnchor(checkpoint.root as Hex, checkpoint.leafCount, nonce, fees);
    if (!(await resignCheckpoint(tx, checkpoint.id, nonce, why))) return;
    await recordCheckpointTransaction(tx, {
      checkpointId: checkpoint.id,
      txHash: signed.hash,
      ...signed,
      at: new Date(ctx.clock.now()),
    });
  });
  ctx.logger.warn({ checkpoint: checkpoint.id, why }, 'checkpoint: signed again with a new nonce');
}

/** The same nonce with fees a quarter higher at least (what nodes ask to replace one): stored, then sent. */
async function replace(ctx: CheckpointContext, checkpoint: CheckpointRow, last: CheckpointTransactionRow) {
  const now = await ctx.l1Log.estimateFees();
  const bump = (previous: string, current: bigint) => {
    const raised = (BigInt(previous) * 5n) / 4n + 1n;
    return raised > current ? raised : current;
  };
  const fees = {
    maxFeePerGas: bump(last.maxFeePerGas, now.maxFeePerGas),
    maxPriorityFeePerGas: bump(last.maxPriorityFeePerGas, now.maxPriorityFeePerGas),
  };
  const signed = await ctx.l1Log.signAnchor(checkpoint.root as Hex, checkpoint.leafCount, last.nonce, fees);
  await recordCheckpointTransaction(ctx.db, {
    checkpointId: checkpoint.id,
    txHash: signed.hash,
    ...signed,
    at: new Date(ctx.clock.now()),
  });
  await ctx.l1Log.broadcast(signed.raw);
  ctx.logger.warn(
    { checkpoint: checkpoint.id, tx: signed.hash },
    'checkpoint: stuck, replaced with higher fees',
  );
}

/** Once deep enough: the header and receipt proof are read from the chain, then stored with the move. */
async function confirmMinedCheckpoint(ctx: CheckpointContext, checkpoint: CheckpointRow) {
  const mined = await stillMined(ctx, checkpoint);
  if (!mined) return;
  const head = await ctx.l1Log.blockNumber();
  if (head - mined.blockNumber + 1n < BigInt(ctx.settings.confirmations)) return;
  const evidence = await ctx.l1Log.chainEvidence(mined.blockNumber, mined.txHash);
  const packed = await packChainEvidence(evidence);
  await ctx.l1.saveState?.();
  await confirmCheckpoint(
    ctx.db,
    checkpoint.id,
    { receiptIndex: evidence.receiptIndex, packed },
    new Date(ctx.clock.now()),
  );
}

/**
 * Its receipt as the chain has it now, in the block recorded; null after moving it back (its block left the
 * chain) or recording the new block (the same transaction mined again elsewhere).
 */
async function stillMined(ctx: CheckpointContext, checkpoint: CheckpointRow): Promise<MinedAnchor | null> {
  const mined = await ctx.l1Log.receipt(checkpoint.txHash as Hex);
  if (mined?.status === 'success' && mined.blockHash === checkpoint.blockHash) return mined;
  if (mined?.status === 'success' && checkpoint.state === 'mined') {
    await recordCheckpointMined(ctx.db, checkpoint, await outcomeOf(ctx, mined));
  } else {
    await unmineCheckpoint(ctx.db, checkpoint.id);
    ctx.logger.warn({ checkpoint: checkpoint.id }, 'checkpoint: its block left the chain; awaiting it again');
  }
  return null;
}

/** Final once its block is: the proofs of its certificates carry the seal from now on. */
async function finalizeConfirmedCheckpoint(ctx: CheckpointContext, checkpoint: CheckpointRow) {
  const blockNumber = BigInt(checkpoint.blockNumber ?? 0);
  const finalized =
    (await ctx.l1Log.finalizedBlockNumber()) ??
    (await ctx.l1Log.blockNumber()) - BigInt(FINALITY_DEPTH_FALLBACK);
  if (finalized < blockNumber) return;
  if (!(await stillMined(ctx, checkpoint))) return;
  await ctx.l1.saveState?.();
  const now = new Date(ctx.clock.now());
  if (!(await finalizeCheckpoint(ctx.db, checkpoint.id, now))) return;
  await notifyCertificatesCheckpointed(ctx.db, [checkpoint.id]);
  ctx.onFinal?.();
  const sealedAt = (checkpoint.blockTimestamp ?? 0) * 1000;
  ctx.logger.info(
    {
      checkpoint: checkpoint.id,
      tx: checkpoint.txHash,
      block: checkpoint.blockNumber,
      roots: checkpoint.leafCount,
      documents: checkpoint.documentCount,
      gasUsed: checkpoint.gasUsed?.toString(),
      feeWei: checkpoint.feeWei,
      // From the oldest and the newest root's anchoring on Base to the L1 block that seals them.
      delayMs: {
        longest: sealedAt - checkpoint.firstAnchoredAt.getTime(),
        shortest: sealedAt - checkpoint.lastAnchoredAt.getTime(),
      },
    },
    'checkpoint: final on Ethereum',
  );
}
