import type { BatchRow } from './batch-repository';
import { dropBatchAndRequeue } from './chain-log-repository';
import type { EngineContext } from './engine-context';

export interface Reanchored {
  batches: number;
  /** Every certificate put back in the queue, to be anchored again under the same id. */
  certificateIds: string[];
}

/**
 * Puts back in the queue the certificates of confirmed batches whose root the chain no longer holds
 * (found by `checkChainLog`): each batch becomes `dropped`, and its certificates, under the same ids, are
 * anchored again in a new batch with new proofs. Logged as an error: a root we reported anchored was lost.
 */
export async function reanchorMissingBatches(ctx: EngineContext, missing: BatchRow[]): Promise<Reanchored> {
  const certificateIds: string[] = [];
  let batches = 0;
  for (const batch of missing) {
    const requeued = await dropBatchAndRequeue(ctx.db, batch.id, {
      reason: `root ${batch.root} (sequence ${batch.sequence ?? '?'}, transaction ${batch.txHash ?? '?'}) is no longer on the chain`,
      deadlineMs: ctx.settings.deadlineMs,
      now: new Date(ctx.clock.now()),
    });
    if (requeued.length === 0) continue;
    batches += 1;
    certificateIds.push(...requeued);
    ctx.log.error(
      {
        batch: batch.id,
        root: batch.root,
        sequence: batch.sequence,
        tx: batch.txHash,
        block: batch.blockNumber,
        certificates: requeued.length,
      },
      'anchoring: a confirmed root is missing from the chain; its certificates are anchored again',
    );
  }
  return { batches, certificateIds };
}
