import { buildMerkleTree } from '@horodoc/shared/merkle';
import type { Hex } from 'viem';
import type { Fees } from '../../adapters/chain/anchor-log';
import { nativeSha256 } from '../../adapters/native-sha256';
import type { GatheredBatch } from './batch-gatherer';
import { type BatchOutcome, markSent, recordTransaction, takeNonce } from './batch-repository';
import type { EngineContext } from './engine-context';
import { sealBatch } from './open-batch-repository';
import { PATH_CHUNK, writePaths } from './path-repository';

/** The open batch was released by another leader, or its rows changed under it: it must not be signed. */
class BatchNoLongerOpen extends Error {
  override name = 'BatchNoLongerOpen';
}

/** The paths of a sent batch being stored, while its transaction waits for its block. */
export interface PathWrite {
  /** Resolves once every path is stored, with the certificates completed on the way. */
  done: Promise<string[]>;
  /** The certificates of the last chunk, which the batch's own completion completes. */
  lastChunk: string[];
  /** The batch is mined: the paths stored from now on complete their certificates in the same write. */
  completeWith(outcome: BatchOutcome): void;
}

export interface SentBatch {
  batchId: string;
  txHash: Hex;
  leafCount: number;
  paths: PathWrite;
}

/**
 * Seals a gathered batch into one Merkle root and sends it. The root, the nonce and the signed transaction
 * are committed together BEFORE the broadcast, so a crash at any point leaves either an open batch (whose
 * certificates the next leader puts back in the queue) or a batch whose exact transaction can be found and
 * awaited on restart.
 * @param chain the signer's pending nonce and the fees, read once for all the batches of a block.
 * @throws BatchNoLongerOpen when the batch can no longer be sealed as gathered.
 */
export async function sendBatch(
  ctx: EngineContext,
  batch: GatheredBatch,
  chain: { pendingNonce: number; fees: Fees },
  /** Paths are stored once this resolves: once every batch of the block is out, whose seals they would slow. */
  pathsAfter: Promise<void> = Promise.resolve(),
): Promise<SentBatch> {
  const { db, anchorLog } = ctx;
  const started = Date.now();
  // Leaf order is by id, so the tree can be rebuilt from the batch's rows alone. Built before the
  // transaction: on the embedded database a transaction holds the only connection.
  const leaves = [...batch.leaves].sort((a, b) => (a.id < b.id ? -1 : 1));
  const tree = buildMerkleTree(
    leaves.map((l) => l.leaf),
    nativeSha256,
  );
  const built = Date.now();

  const signed = await db.transaction(async (tx) => {
    const nonce = await takeNonce(tx, ctx.chain.chain.id, anchorLog.signer, chain.pendingNonce);
    const signed = await anchorLog.signAnchor(tree.root, leaves.length, nonce, chain.fees);
    if (!(await sealBatch(tx, batch.id, { root: tree.root, leafCount: leaves.length, nonce })))
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

  // Oldest certificates first (the order they were gathered in): they have waited longest, and the block
  // usually comes before the last paths are stored.
  const leafIndex = new Map(leaves.map((l, index) => [l.id, index]));
  const order = batch.leaves.map((l) => l.id);
  let outcome: BatchOutcome | null = null;
  const done = pathsAfter.then(() =>
    writePaths(
      db,
      order.map((id) => {
        const index = leafIndex.get(id) ?? -1;
        return { id, leafIndex: index, path: tree.pathFor(index) };
      }),
      () => outcome,
    ),
  );
  // Awaited by the batch's completion; a failure there is retried from the rows.
  done.catch(() => {});
  const paths: PathWrite = {
    done,
    lastChunk: order.slice(Math.floor((order.length - 1) / PATH_CHUNK) * PATH_CHUNK),
    completeWith: (mined) => {
      outcome = mined;
    },
  };
  return { batchId: batch.id, txHash: signed.hash, leafCount: leaves.length, paths };
}
