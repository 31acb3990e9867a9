import { buildCheckpointTree, checkpointLeaf, encodeCheckpointPath } from '@horodoc/shared/checkpoint-tree';
import type { Hex } from 'viem';
import { nativeSha256 } from '../../adapters/native-sha256';
import { takeNonce } from '../anchoring/batch-repository';
import type { CheckpointContext } from './checkpoint-context';
import {
  type CheckpointRow,
  type CoverableBatch,
  coverableBatches,
  insertGatheredCheckpoint,
  lastCheckpoint,
} from './checkpoint-repository';

/**
 * Gathers the next checkpoint: the Base roots final on Ethereum since the last checkpoint, from the sequence
 * after its last one and without a gap, into one tree; then signs `anchor(root, leafCount)` for the L1 log
 * and writes the checkpoint, its signed transaction, its nonce and its batches' paths in ONE database
 * transaction, before anything is broadcast. The nonce and fees are read from the chain before it, the
 * transaction is signed locally: no network call inside.
 * @returns the gathered checkpoint, or null when no root is waiting (or the next one in sequence is not yet).
 */
export async function gatherCheckpoint(ctx: CheckpointContext): Promise<CheckpointRow | null> {
  const { db, log, l1Log } = ctx;
  const last = await lastCheckpoint(db, log);
  const from = last ? last.firstSequence + last.leafCount : 1;
  const run = withoutGap(await coverableBatches(db, log, from, ctx.maxLeaves), from);
  if (run.length === 0) return null;

  const started = ctx.clock.now();
  const tree = buildCheckpointTree(
    run.map((batch) =>
      checkpointLeaf(
        {
          chainId: log.baseChainId,
          contractAddress: log.baseContractAddress,
          sequence: batch.sequence,
          blockTimestamp: batch.blockTimestamp,
          root: batch.root,
        },
        nativeSha256,
      ),
    ),
    nativeSha256,
  );
  const batches = run.map((batch, i) => ({ ...batch, path: encodeCheckpointPath(tree.siblingsFor(i)) }));
  const built = ctx.clock.now();
  const [pendingNonce, fees] = await Promise.all([l1Log.pendingNonce(), l1Log.estimateFees()]);
  const checkpoint = await db.transaction(async (tx) => {
    const nonce = await takeNonce(tx, log.l1ChainId, l1Log.signer, pendingNonce, new Date(ctx.clock.now()));
    const signed = await l1Log.signAnchor(tree.root as Hex, run.length, nonce, fees);
    return insertGatheredCheckpoint(tx, {
      log,
      firstSequence: from,
      root: tree.root,
      batches,
      nonce,
      gatheredAt: new Date(ctx.clock.now()),
      transaction: { txHash: signed.hash, ...signed },
    });
  });
  ctx.logger.info(
    {
      checkpoint: checkpoint.id,
      root: checkpoint.root,
      roots: checkpoint.leafCount,
      sequences: [from, from + run.length - 1],
      documents: checkpoint.documentCount,
      treeMs: built - started,
      storeMs: ctx.clock.now() - built,
    },
    'checkpoint: gathered and signed',
  );
  return checkpoint;
}

/** The batches from sequence `from` on, up to the first gap: a checkpoint covers a run without holes. */
function withoutGap(batches: CoverableBatch[], from: number): CoverableBatch[] {
  let end = 0;
  while (end < batches.length && batches[end]?.sequence === from + end) end++;
  return batches.slice(0, end);
}
