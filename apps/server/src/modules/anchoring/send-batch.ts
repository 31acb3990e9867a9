import type { Hex } from 'viem';
import type { Fees } from '../../adapters/chain/anchor-log';
import type { GatheredBatch } from './batch-gatherer';
import { markSent, recordTransaction, takeNonce } from './batch-repository';
import type { EngineContext } from './engine-context';
import { sealBatch } from './open-batch-repository';

/** The open batch was released by another leader, or its rows changed under it: it must not be signed. */
class BatchNoLongerOpen extends Error {
  override name = 'BatchNoLongerOpen';
}

export interface SentBatch {
  batchId: string;
  txHash: Hex;
  leafCount: number;
}

/**
 * Seals a gathered batch into one Merkle root and sends it. The root, the leaves, the nonce and the signed
 * transaction are committed together BEFORE the broadcast, so a crash at any point leaves either an open batch (whose
 * certificates the next leader puts back in the queue) or a batch whose exact transaction can be found and
 * awaited on restart.
 * @param chain the signer's pending nonce and the fees, read once for all the batches of a block.
 * @throws BatchNoLongerOpen when the batch can no longer be sealed as gathered.
 */
export async function sendBatch(
  ctx: EngineContext,
  batch: GatheredBatch,
  chain: { pendingNonce: number; fees: Fees },
): Promise<SentBatch> {
  const { db, anchorLog } = ctx;
  const started = ctx.clock.now();
  // Leaves stay in the order they were claimed: a path is found by its leaf in the stored leaves, so the order
  // is the batch's own, and the tree was hashed while the batch filled.
  const root = batch.tree.root();
  const packed = Buffer.concat(batch.leaves);
  const leafCount = batch.leaves.length;
  const built = ctx.clock.now();

  const signed = await db.transaction(async (tx) => {
    const nonce = await takeNonce(
      tx,
      ctx.chain.chain.id,
      anchorLog.signer,
      chain.pendingNonce,
      new Date(ctx.clock.now()),
    );
    const signed = await anchorLog.signAnchor(root, leafCount, nonce, chain.fees);
    const sealed = { root, leaves: packed, leafCount, nonce };
    if (!(await sealBatch(tx, batch.id, sealed)))
      throw new BatchNoLongerOpen(`batch ${batch.id} is no longer open as gathered`);
    await recordTransaction(tx, { batchId: batch.id, txHash: signed.hash, ...signed });
    return signed;
  });
  const committed = ctx.clock.now();

  await ctx.crashPoint?.('before-broadcast');
  await anchorLog.broadcast(signed.raw);
  await markSent(db, batch.id, new Date(ctx.clock.now()));
  ctx.log.debug(
    {
      batch: batch.id,
      leaves: leafCount,
      treeMs: built - started,
      sealMs: committed - built,
      broadcastMs: ctx.clock.now() - committed,
    },
    'anchoring: batch sealed and broadcast',
  );
  await ctx.crashPoint?.('after-broadcast');

  return { batchId: batch.id, txHash: signed.hash, leafCount };
}
