import { checkChainEvidence } from './check-chain-evidence';
import { unpackChainEvidence } from './checkpoint-evidence';
import { checkpointLeaf, checkpointRootFromPath, decodeCheckpointPath } from './checkpoint-tree';
import type { Hex32 } from './merkle';
import { l1ChainFor, l1LogStatus, type OfficialLogStatus } from './official-logs';
import type { ProofV4 } from './proof';
import type { ProofFailure } from './proof-failures';

/** What the seal of a version 4 proof established, with no node (and, when one was asked, with an L1 node). */
export interface CheckedCheckpoint {
  /** keccak-256 of the L1 header the proof carries: compare it with any Ethereum explorer or archive. */
  blockHash: Hex32;
  chainId: number;
  blockNumber: number;
  /** The L1 block's time (seconds), from its header: the document existed by then, on Ethereum's word. */
  blockTimestamp: number;
  /** The checkpoint root, and its number in the L1 log (from the receipt's event). */
  root: Hex32;
  l1Sequence: number;
  /** Whether an L1 node confirmed it: the header is that chain's block, the contract's code is genuine. */
  checkedOnChain: boolean;
  /** The L1 log's status (official, local…), from the address list; the code itself only with a node. */
  l1Log: OfficialLogStatus;
  /** The released contract version the code at the address matched; null when no node was asked. */
  contractVersion: string | null;
  /** Whether the L1 block is final; null when no node was asked or it cannot say. */
  finalized: boolean | null;
}

export type CheckpointFailure = { valid: false; reason: ProofFailure; detail: string };

const fail = (reason: ProofFailure, detail: string): CheckpointFailure => ({ valid: false, reason, detail });

/**
 * Checks a version 4 proof's seal with no node: the leaf (this proof's Base root where its log recorded it),
 * the path to the checkpoint root, then the L1 receipt and header down to the L1 block hash. The proof's own
 * arithmetic (document → root) is the caller's, checked first.
 */
export async function checkCheckpoint(proof: ProofV4): Promise<CheckedCheckpoint | CheckpointFailure> {
  const seal = proof.checkpoint;
  // Horodoc never seals test keys' certificates: a seal on one was made by someone else.
  if (proof.mode === 'test')
    return fail('checkpoint_test', 'a test proof carries no seal on Ethereum: Horodoc never writes one');
  const l1 = l1ChainFor(proof.chainId);
  if (l1 !== seal.chainId) {
    return fail(
      'checkpoint_not_genuine',
      `chain ${proof.chainId} is sealed on chain ${l1 ?? '(none)'}, the proof's seal names chain ${seal.chainId}`,
    );
  }
  const l1Log = l1LogStatus(proof.chainId, seal.chainId, seal.contractAddress);
  if (l1Log === 'unofficial') {
    return fail(
      'checkpoint_not_genuine',
      `${seal.contractAddress} is not Horodoc's checkpoint log on chain ${seal.chainId}`,
    );
  }

  let root: Hex32 | null;
  try {
    const leaf = checkpointLeaf({ ...proof, sequence: seal.sequence });
    root = checkpointRootFromPath(leaf, seal.index, seal.leafCount, decodeCheckpointPath(seal.path));
  } catch (error) {
    return fail('checkpoint_mismatch', `the checkpoint path does not decode (${String(error)})`);
  }
  if (root !== seal.root) {
    return fail(
      'checkpoint_mismatch',
      `the checkpoint path from root ${proof.root} (sequence ${seal.sequence}) leads to ${root ?? 'nothing'}, not to ${seal.root}`,
    );
  }

  let unpacked: Awaited<ReturnType<typeof unpackChainEvidence>>;
  try {
    unpacked = await unpackChainEvidence(seal.chainEvidence.zlib);
  } catch (error) {
    return fail('checkpoint_evidence_mismatch', `the L1 evidence does not unpack (${String(error)})`);
  }
  const evidence = checkChainEvidence(seal, { ...unpacked, receiptIndex: seal.chainEvidence.receiptIndex });
  if (!evidence.ok) {
    return fail(
      evidence.failure === 'header' ? 'checkpoint_time_mismatch' : 'checkpoint_evidence_mismatch',
      `L1: ${evidence.detail}`,
    );
  }
  if (evidence.recorded.leafCount !== seal.leafCount) {
    return fail(
      'checkpoint_mismatch',
      `the L1 log recorded ${evidence.recorded.leafCount} roots under ${seal.root}, the seal says ${seal.leafCount}`,
    );
  }
  return {
    blockHash: evidence.blockHash,
    chainId: seal.chainId,
    blockNumber: seal.blockNumber,
    blockTimestamp: seal.blockTimestamp,
    root: seal.root as Hex32,
    l1Sequence: evidence.recorded.sequence,
    checkedOnChain: false,
    l1Log,
    contractVersion: null,
    finalized: null,
  };
}
