import type { CheckpointSection } from '@horodoc/shared/proof';
import type { anchorBatches } from '../../adapters/db/schema/anchoring';
import type { CheckpointRow } from '../../adapters/db/schema/checkpoints';

/**
 * The seal a batch's proofs carry (version 4's `checkpoint`): its own sequence, position and path, and its
 * checkpoint's L1 transaction, block and evidence. Null unless that checkpoint is final.
 */
export function sealOfBatch(
  batch: Pick<typeof anchorBatches.$inferSelect, 'checkpointId' | 'checkpointPath' | 'sequence'>,
  checkpoint: CheckpointRow | null | undefined,
): CheckpointSection | null {
  if (checkpoint?.state !== 'final' || checkpoint.id !== batch.checkpointId) return null;
  const { txHash, blockNumber, blockTimestamp, receiptIndex, evidence } = checkpoint;
  if (batch.checkpointPath === null || batch.sequence === null) return null;
  if (!txHash || blockNumber === null || blockTimestamp === null || receiptIndex === null || !evidence)
    return null;
  return {
    sequence: batch.sequence,
    index: batch.sequence - checkpoint.firstSequence,
    path: batch.checkpointPath,
    root: checkpoint.root,
    leafCount: checkpoint.leafCount,
    chainId: checkpoint.l1ChainId,
    contractAddress: checkpoint.l1ContractAddress,
    transactionHash: txHash,
    blockNumber,
    blockTimestamp,
    chainEvidence: { receiptIndex, zlib: evidence },
  };
}
