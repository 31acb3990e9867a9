import type { CheckedCheckpoint } from './check-checkpoint';

/**
 * How far a verified proof goes, as every verifier names it (docs/proof-format.md, § 9): « ancré sur Base »
 * (the root is in the Base log), « finalisé sur Ethereum » (its Base block is final on Ethereum, as a Base
 * node said), « scellé sur Ethereum le … » (a checkpoint on Ethereum L1 covers it: the L1 block's date). A
 * stage is given only once checked; `confirmedByNode` says whether an Ethereum node confirmed the seal
 * (otherwise it was checked with no node, down to the L1 block hash).
 */
export type ProofStage =
  | { stage: 'anchored' }
  | { stage: 'finalized' }
  | { stage: 'sealed'; sealedAt: number; l1BlockNumber: number; confirmedByNode: boolean };

/** The stage a verification established, from what it checked. */
export function proofStage(checked: {
  onChain?: { finalized: boolean | null } | null;
  checkpoint: CheckedCheckpoint | null;
}): ProofStage {
  const { checkpoint } = checked;
  if (checkpoint) {
    return {
      stage: 'sealed',
      sealedAt: checkpoint.blockTimestamp,
      l1BlockNumber: checkpoint.blockNumber,
      confirmedByNode: checkpoint.checkedOnChain,
    };
  }
  return checked.onChain?.finalized === true ? { stage: 'finalized' } : { stage: 'anchored' };
}
