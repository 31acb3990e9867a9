import { checkProof } from './check-proof';
import type { ExitCode } from './exit-codes';
import { printReport, type Write } from './print-report';
import { fingerprintOf, readProofFile } from './read-input-files';

export interface VerifyWithProofOptions {
  file: string;
  proofPath: string;
  rpcUrl?: string;
  write: Write;
}

/** `horodoc verify FILE --proof PROOF.json`: the file, its proof and a node of the chain, nothing else. */
export async function verifyWithProof(options: VerifyWithProofOptions): Promise<ExitCode> {
  const fingerprint = await fingerprintOf(options.file);
  const proof = await readProofFile(options.proofPath);
  const outcome = await checkProof({ proof, fingerprint, rpcUrl: options.rpcUrl });
  printReport(options.write, options.file, fingerprint, outcome);
  return outcome.valid ? 0 : outcome.exitCode;
}
