import type { BatchGatherer } from './batch-gatherer';
import type { ChainQuote } from './chain-quote';
import type { EngineContext } from './engine-context';
import { type SentBatch, sendBatch } from './send-batch';

/** At most this many roots for one block, when the backlog exceeds a batch. */
export const MAX_BATCHES_PER_BLOCK = 4;

/**
 * Seals and sends gathered batches for the block after `head`, at most MAX_BATCHES_PER_BLOCK in all for
 * that block, whether sent full between looks or at the send.
 * @returns how many were sent.
 */
export function createBlockSends(
  ctx: EngineContext,
  gatherer: BatchGatherer,
  onSent: (sent: SentBatch) => void,
): (head: bigint, quoted: Promise<ChainQuote>, options: { full: boolean }) => Promise<number> {
  /** Roots sent for the block after `head`. */
  let sentForBlock = { head: -1n, count: 0 };
  return async (head, quoted, options) => {
    if (sentForBlock.head !== head) sentForBlock = { head, count: 0 };
    const batches = gatherer.take(MAX_BATCHES_PER_BLOCK - sentForBlock.count, options);
    if (batches.length === 0) return 0;
    const chainQuote = await quoted;
    for (const batch of batches) {
      const sent = await sendBatch(ctx, batch, chainQuote);
      sentForBlock.count += 1;
      onSent(sent);
      ctx.log.info(
        { batch: sent.batchId, tx: sent.txHash, leaves: sent.leafCount, full: options.full },
        'anchoring: batch sent',
      );
    }
    return batches.length;
  };
}
