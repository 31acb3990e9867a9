/** The command's exit codes, documented in `horodoc --help` so scripts can tell the cases apart. */
export const EXIT = {
  valid: 0,
  /** The file is not the one the proof is for, or the server knows no such document. */
  fileNotProven: 1,
  usage: 2,
  /** The proof itself was altered (salt, path, root, date, transaction) or is not a proof. */
  proofTampered: 3,
  /** The chain does not hold the proof's root in the named contract. */
  notOnChain: 4,
  /** The chain or the server did not answer: nothing could be decided. */
  unreachable: 5,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
