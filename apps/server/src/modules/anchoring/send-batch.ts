import { buildMerkleTree, type Hex32, leafHash } from '@horodoc/shared/merkle';
import type { Hex } from 'viem';
import { nativeSha256 } from '../../adapters/native-sha256';
import {
  claimPendingCertificates,
  markSent,
  openBatch,
  recordTransaction,
  sealBatch,
  takeNonce,
  writePaths,
} from './batch-repository';
import type { EngineContext } from './engine-context';

class NothingToAnchor extends Error {}

export interface SentBatch {
  batchId: string;
  txHash: Hex;
  leafCount: number;
  /** Resolves once every certificate's path is stored. */
  pathsWritten: Promise<void>;
}

/**
 * Gathers pending certificates into one Merkle tree and sends its root. The batch, the certificates'
 * assignment and the signed transaction are committed together BEFORE the broadcast, so a crash at any
 * point leaves either nothing or a batch whose exact transaction can be found and awaited on restart.
 */
export async function sendBatch(ctx: EngineContext): Promise<SentBatch | null> {
  const { db, anchorLog, chain, settings } = ctx;
  const started = Date.now();
  const [chainPending, fees] = await Promise.all([anchorLog.pendingNonce(), anchorLog.estimateFees()]);

  const prepared = await db
    .transaction(async (tx) => {
      const batchId = await openBatch(tx, {
        chainId: chain.chain.id,
        contractAddress: chain.contractAddress,
      });
      const pending = await claimPendingCertificates(tx, batchId, settings.maxBatch);
      if (pending.length === 0) throw new NothingToAnchor();
      // Leaf order is by id, so the tree can be rebuilt from the batch's rows alone.
      const leaves = [...pending].sort((a, b) => (a.id < b.id ? -1 : 1));
      const tree = buildMerkleTree(
        leaves.map((c) => leafHash(c.salt as Hex32, c.fileHash as Hex32, nativeSha256)),
        nativeSha256,
      );
      const nonce = await takeNonce(tx, chain.chain.id, anchorLog.signer, chainPending);
      const signed = await anchorLog.signAnchor(tree.root, leaves.length, nonce, fees);
      await sealBatch(tx, batchId, { root: tree.root, leafCount: leaves.length, nonce });
      await recordTransaction(tx, { batchId, txHash: signed.hash, ...signed });
      return { batchId, signed, leaves, tree };
    })
    .catch((error: unknown) => {
      // Rolled back: the opened batch is gone with the transaction.
      if (error instanceof NothingToAnchor) return null;
      throw error;
    });
  if (!prepared) return null;
  const committed = Date.now();

  await ctx.crashPoint?.('before-broadcast');
  await anchorLog.broadcast(prepared.signed.raw);
  await markSent(db, prepared.batchId);
  ctx.log.debug(
    { batch: prepared.batchId, prepareMs: committed - started, broadcastMs: Date.now() - committed },
    'anchoring: batch prepared and broadcast',
  );
  await ctx.crashPoint?.('after-broadcast');

  const pathsWritten = writePaths(
    db,
    prepared.leaves.map((c, leafIndex) => ({ id: c.id, leafIndex, path: prepared.tree.pathFor(leafIndex) })),
  );
  // Awaited by the batch's completion; a failure there is retried from the rows.
  pathsWritten.catch(() => {});
  return {
    batchId: prepared.batchId,
    txHash: prepared.signed.hash,
    leafCount: prepared.leaves.length,
    pathsWritten,
  };
}
