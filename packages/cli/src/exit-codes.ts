import type { ProofFailure } from '@horodoc/shared/proof-failures';

/**
 * The command's exit codes: one per check, so a script can tell which one failed. Documented in
 * `horodoc --help` and docs/proof-format.md (§ 6); never renumbered, only added to.
 */
export const EXIT = {
  valid: 0,
  /** The file is not the one the proof is for (its SHA-256 differs). */
  fileNotProven: 1,
  usage: 2,
  /** Not a Horodoc proof (unknown format or version, a required field missing or malformed). */
  malformed: 3,
  leafMismatch: 4,
  rootMismatch: 5,
  chainMismatch: 6,
  contractNotFound: 7,
  /** The code at the address is not a released HorodocAnchor: a look-alike contract. */
  contractNotGenuine: 8,
  transactionMismatch: 9,
  /** The proof's date differs from the block header's timestamp. */
  blockTimeMismatch: 10,
  rootNotOnChain: 11,
  /** The contract recorded the root at another time than the proof says. */
  recordMismatch: 12,
  chainUnreachable: 13,
  /** The certificate PDF carries no readable Horodoc proof. */
  noProofInPdf: 14,
  /** The server does not know the document. */
  unknownToServer: 15,
  serverUnreachable: 16,
  /** `horodoc audit`: the log is not a gapless chain of roots, or count()/head() disagree with it. */
  logInconsistent: 17,
  /** The proof holds, and it is a test proof (test key, test log or test network): it proves nothing. */
  testProof: 18,
  /** The node no longer serves the block, transactions or receipt: nothing concluded, ask an archive node. */
  historyUnavailable: 19,
  /** The receipt proof carried by a version 3 proof does not hold under its header, or records another root. */
  evidenceMismatch: 20,
  /** The chain's block at that number is not the header the proof carries. */
  headerNotCanonical: 21,
  /** `--offline` on a proof without chain evidence (versions 1 and 2): it needs a node. */
  noChainEvidence: 22,
  /** The seal's path from the batch root does not lead to the checkpoint root the L1 log recorded. */
  checkpointMismatch: 23,
  /** The seal is not in Horodoc's L1 log: look-alike code, another address, or another chain. */
  checkpointNotGenuine: 24,
  /** The seal's L1 block is not at the time it says (a backdated seal). */
  checkpointTimeMismatch: 25,
  /** The seal's receipt does not hold under its L1 header, or records another checkpoint. */
  checkpointEvidenceMismatch: 26,
  /** The L1 chain's block at that number is not the header the seal carries. */
  checkpointNotCanonical: 27,
  /** A test proof carries a seal on Ethereum: Horodoc never writes one. */
  checkpointTest: 28,
  /** `--l1-rpc` on a proof without a seal (versions 1 to 3): `horodoc upgrade` fetches it once it exists. */
  noCheckpoint: 29,
  /**
   * The certificate PDF does not tell its proof's truth: its signature does not hold, or its printed
   * fingerprint, date, block, transaction, contract or root differ from the proof's.
   */
  printedCertificateAltered: 30,
  /** `horodoc stamp`: the API refused the batch (key, signature, credits...); its code and message are shown. */
  apiRefused: 31,
  /** `horodoc stamp`: a certificate failed, expired, or was still pending at `--timeout`; the others are written. */
  notStamped: 32,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export const EXIT_BY_FAILURE: Record<ProofFailure, ExitCode> = {
  malformed: EXIT.malformed,
  fingerprint_mismatch: EXIT.fileNotProven,
  leaf_mismatch: EXIT.leafMismatch,
  root_mismatch: EXIT.rootMismatch,
  chain_mismatch: EXIT.chainMismatch,
  contract_not_found: EXIT.contractNotFound,
  contract_not_genuine: EXIT.contractNotGenuine,
  transaction_mismatch: EXIT.transactionMismatch,
  block_time_mismatch: EXIT.blockTimeMismatch,
  root_not_on_chain: EXIT.rootNotOnChain,
  timestamp_mismatch: EXIT.recordMismatch,
  chain_unreachable: EXIT.chainUnreachable,
  history_unavailable: EXIT.historyUnavailable,
  evidence_mismatch: EXIT.evidenceMismatch,
  header_not_canonical: EXIT.headerNotCanonical,
  checkpoint_mismatch: EXIT.checkpointMismatch,
  checkpoint_not_genuine: EXIT.checkpointNotGenuine,
  checkpoint_time_mismatch: EXIT.checkpointTimeMismatch,
  checkpoint_evidence_mismatch: EXIT.checkpointEvidenceMismatch,
  checkpoint_not_canonical: EXIT.checkpointNotCanonical,
  checkpoint_test: EXIT.checkpointTest,
};
