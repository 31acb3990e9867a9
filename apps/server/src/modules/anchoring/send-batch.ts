import { buildMerkleTree } from '@horodoc/shared/merkle';
import type { Hex } from 'viem';
import type { Fees } from '../../adapters/chain/anchor-log';
import { nativeSha256 } from '../../adapters/native-sha256';
import type { GatheredBatch } from './batch-gatherer';
import { packLeaves } from './batch-leaves';
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
  const started = Date.now();
  // Leaf order is by certificate id, as batches sealed before the leaves were stored have it. Built before
  // the transaction: on the embedded database a transaction holds the only connection.
  const leaves = [...batch.leaves].sort((a, b) => (a.id < b.id ? -1 : 1));
  const tree = buildMerkleTree(
    leaves.map((l) => l.leaf),
    nativeSha256,
  );
  const packed = packLeaves(leaves.map((l) => l.leaf));
  const built = Date.now();

  const signed = await db.transaction(async (tx) => {
    const nonce = await takeNonce(tx, ctx.chain.chain.id, anchorLog.signer, chain.pendingNonce);
    const signed = await anchorLog.signAnchor(tree.root, leaves.length, nonce, chain.fees);
    const sealed = { root: tree.root, leaves: packed, leafCount: leaves.length, nonce };
    if (!(await sealBatch(tx, batch.id, sealed)))
      throw new BatchNoLongerOpen(`batch ${batch.id} is no longer open as gathered`);
    await recordTransaction(tx, { batchId: batch.id, txHash: signed.hash, ...signed });
    return signed;
  });
  const committed = Date.now();

  await ctx.crashPoint?.('before-broadcast');
  await anchorLog.broadcast(signed.raw);
  await markSent(db, batch.id);
  ctx.log.debug(
    {
      batch: batch.id,
      leaves: leaves.length,
      treeMs: built - started,
      sealMs: committed - built,
      broadcastMs: Date.now() - committed,
    },
    'anchoring: batch sealed and broadcast',
  );
  await ctx.crashPoint?.('after-broadcast');

  return { batchId: batch.id, txHash: signed.hash, leafCount: leaves.length };
}
