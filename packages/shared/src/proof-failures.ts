/**
 * Why a proof does not hold, one reason per check, in the order they run (docs/proof-format.md, § 4). The
 * command line gives each its own exit code.
 */
export const PROOF_FAILURES = [
  'malformed',
  'fingerprint_mismatch',
  'leaf_mismatch',
  'root_mismatch',
  'chain_mismatch',
  'contract_not_found',
  'contract_not_genuine',
  'root_not_on_chain',
  'block_time_mismatch',
  'timestamp_mismatch',
  'transaction_mismatch',
  'chain_unreachable',
  'history_unavailable',
  'evidence_mismatch',
  'header_not_canonical',
  // The seal on Ethereum L1 (version 4): the path to the checkpoint root, the L1 log, its block.
  'checkpoint_mismatch',
  'checkpoint_not_genuine',
  'checkpoint_time_mismatch',
  'checkpoint_evidence_mismatch',
  'checkpoint_not_canonical',
  'checkpoint_test',
] as const;
export type ProofFailure = (typeof PROOF_FAILURES)[number];
