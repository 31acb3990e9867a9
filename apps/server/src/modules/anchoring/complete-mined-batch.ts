import { buildMerkleTree, type Hex32, leafHash } from '@horodoc/shared/merkle';
import type { MinedAnchor } from '../../adapters/chain/anchor-log';
import { nativeSha256 } from '../../adapters/native-sha256';
import { type BatchOutcome, type BatchRow, completeBatch, recordOutcome } from './batch-repository';
import { sequenceClaimedByAnother } from './chain-log-repository';
import type { EngineContext } from './engine-context';
import { countMissingPaths, leavesOfBatch, writePaths } from './path-repository';
import type { PathWrite } from './send-batch';

/**
 * Completes a batch whose transaction is mined with enough confirmations. Paths are stored after the
 * broadcast, oldest certificates first, and the block often comes before the last of them: certificates whose
 * path is stored complete at once, each later chunk of paths completes its own, the batch follows.
 * @param paths the path write started by the send in this process, if any: joined, not redone.
 * @returns every certificate completed.
 */
export async function completeMinedBatch(
  ctx: EngineContext,
  batch: BatchRow,
  mined: MinedAnchor,
  paths: PathWrite | undefined,
): Promise<string[]> {
  const minedSeenAt = Date.now();
  const outcome: BatchOutcome = {
    txHash: mined.txHash,
    blockNumber: Number(mined.blockNumber),
    blockTimestamp: await ctx.anchorLog.blockTimestamp(mined.blockNumber),
    gasUsed: mined.gasUsed,
    feeWei: mined.feeWei,
    sequence: mined.sequence === null ? null : Number(mined.sequence),
    explorerUrl: ctx.chain.explorerTxUrl(mined.txHash),
  };
  // The embedded chain saves its blocks first: no crash may lose a root the database calls anchored.
  await ctx.chain.saveState?.();
  // Without a path write under way (a restart), the batch and all its certificates complete at once below.
  const early = paths ? await recordOutcome(ctx.db, batch.id, outcome, paths.lastChunk) : [];
  // Only now: a certificate completed with its path needs the outcome stored on its batch.
  paths?.completeWith(outcome);
  const earlyAt = Date.now();
  const withPaths = (await paths?.done.catch(() => [])) ?? [];
  await ensurePaths(ctx, batch.id);
  const pathsReadyAt = Date.now();
  const rest = await completeBatch(ctx.db, batch.id, outcome);
  await noticeContestedSequence(ctx, batch.id, outcome.sequence);
  ctx.log.info(
    {
      batch: batch.id,
      tx: mined.txHash,
      block: outcome.blockNumber,
      leaves: batch.leafCount,
      completedAtOnce: early.length,
      completedWithPaths: withPaths.length,
      earlyMs: earlyAt - minedSeenAt,
      pathsMs: pathsReadyAt - earlyAt,
      completeMs: Date.now() - pathsReadyAt,
    },
    'anchoring: batch confirmed',
  );
  return [...early, ...withPaths, ...rest];
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

/** Paths are written right after the broadcast; after a crash they are rebuilt from the batch's rows. */
async function ensurePaths(ctx: EngineContext, batchId: string): Promise<void> {
  if ((await countMissingPaths(ctx.db, batchId)) === 0) return;
  const leaves = await leavesOfBatch(ctx.db, batchId);
  const tree = buildMerkleTree(
    leaves.map((c) => leafHash(c.salt as Hex32, c.fileHash as Hex32, nativeSha256)),
    nativeSha256,
  );
  await writePaths(
    ctx.db,
    leaves.map((c, leafIndex) => ({ id: c.id, leafIndex, path: tree.pathFor(leafIndex) })),
  );
}
