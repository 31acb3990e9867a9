import type { ChainEvidence } from '@horodoc/shared/proof';
import type { MinedAnchor } from '../../adapters/chain/anchor-log';
import { type BatchOutcome, type BatchRow, confirmBatch, recordMined } from './batch-repository';
import { sequenceClaimedByAnother } from './chain-log-repository';
import type { EngineContext } from './engine-context';

/** What the chain says of a batch's mined transaction, as stored on the batch. */
export async function outcomeOf(ctx: EngineContext, mined: MinedAnchor): Promise<BatchOutcome> {
  return {
    txHash: mined.txHash,
    blockNumber: Number(mined.blockNumber),
    blockTimestamp: await ctx.anchorLog.blockTimestamp(mined.blockNumber),
    gasUsed: mined.gasUsed,
    feeWei: mined.feeWei,
    sequence: mined.sequence === null ? null : Number(mined.sequence),
    explorerUrl: ctx.chain.explorerTxUrl(mined.txHash),
  };
}

/**
 * What a batch's certificates read once it is confirmed, as this engine found it on chain (its transaction
 * mined with enough confirmations): the columns a certificate takes from its batch, handed to the waiters so
 * they need not read them back.
 */
export interface SettledAnchoring {
  batchId: string;
  txHash: string;
  blockNumber: number;
  blockchainTimestamp: number;
  explorerUrl: string | null;
  completedAt: Date;
}

/**
 * Confirms a batch whose transaction is mined with enough confirmations (`mined → confirmed`, through
 * `mined` first when the receipt came with them): its certificates are completed by that one update.
 * @returns every certificate completed, and the anchoring they now read when the receipt's RootAnchored event
 *   names this batch's root: only then is it checked on chain, for the waiters to take as it is (otherwise
 *   they read the rows and check the root themselves).
 */
export async function completeMinedBatch(
  ctx: EngineContext,
  batch: BatchRow,
  mined: MinedAnchor,
): Promise<{ certificateIds: string[]; anchoring?: SettledAnchoring }> {
  const outcome = await outcomeOf(ctx, mined);
  const evidence = await chainEvidenceOf(ctx, batch.id, mined);
  // The embedded chain saves its blocks first: no crash may lose a root the database calls anchored.
  await ctx.chain.saveState?.();
  const now = new Date(ctx.clock.now());
  await recordMined(ctx.db, batch, outcome, now);
  const completed = await confirmBatch(ctx.db, batch.id, outcome, now, evidence);
  await noticeContestedSequence(ctx, batch.id, outcome.sequence);
  ctx.log.info(
    {
      batch: batch.id,
      tx: mined.txHash,
      block: outcome.blockNumber,
      leaves: batch.leafCount,
      completed: completed.length,
    },
    'anchoring: batch confirmed',
  );
  const rootSeen = mined.root !== null && mined.root.toLowerCase() === batch.root?.toLowerCase();
  if (!rootSeen) return { certificateIds: completed };
  return {
    certificateIds: completed,
    anchoring: {
      batchId: batch.id,
      txHash: outcome.txHash,
      blockNumber: outcome.blockNumber,
      blockchainTimestamp: outcome.blockTimestamp,
      explorerUrl: outcome.explorerUrl,
      completedAt: now,
    },
  };
}

/**
 * The block header and receipt proof the batch's version 3 proofs carry, read before any database write (no
 * transaction is held across the call). A node that cannot give them delays nothing: the proofs are then
 * written without chain evidence, and verifiers ask a node instead.
 */
async function chainEvidenceOf(
  ctx: EngineContext,
  batchId: string,
  mined: MinedAnchor,
): Promise<ChainEvidence | null> {
  try {
    return await ctx.anchorLog.chainEvidence(mined.blockNumber, mined.txHash);
  } catch (error) {
    ctx.log.warn({ batch: batchId, err: error }, 'anchoring: no chain evidence for this batch');
    return null;
  }
}

/**
 * Another confirmed batch with the same sequence means the chain went back since it was confirmed, and took
 * this root in its place: the engine is asked for a full check of the log, which re-anchors the lost one.
 */
async function noticeContestedSequence(ctx: EngineContext, batchId: string, sequence: number | null) {
  if (sequence === null) return;
  const log = { chainId: ctx.chain.chain.id, contractAddress: ctx.chain.contractAddress };
  if (!(await sequenceClaimedByAnother(ctx.db, log, batchId, sequence))) return;
  ctx.log.warn(
    { batch: batchId, sequence },
    'anchoring: another confirmed batch claims this sequence; checking the chain log',
  );
  ctx.chainWentBack?.(sequence);
}
