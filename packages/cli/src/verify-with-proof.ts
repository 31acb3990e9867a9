import { checkProof } from './check-proof';
import type { ExitCode } from './exit-codes';
import { printReport, type Write } from './print-report';
import { fingerprintOf, readProofFile, readProofFromCertificate } from './read-input-files';

export interface VerifyWithProofOptions {
  file: string;
  /** A proof file (`preuve-….json`)… */
  proofPath?: string;
  /** …or the certificate PDF that carries it. */
  certificatePath?: string;
  rpcUrl?: string;
  write: Write;
}

/**
 * `horodoc verify FILE --proof PROOF.json` or `--certificate CERTIFICATE.pdf`: the file, its proof and a node
 * of the chain, nothing else.
 */
export async function verifyWithProof(options: VerifyWithProofOptions): Promise<ExitCode> {
  const fingerprint = await fingerprintOf(options.file);
  const proof = options.certificatePath
    ? await readProofFromCertificate(options.certificatePath)
    : await readProofFile(options.proofPath as string);
  const outcome = await checkProof({ proof, fingerprint, rpcUrl: options.rpcUrl });
  if (options.certificatePath) options.write(`Preuve lue dans le certificat ${options.certificatePath}.\n\n`);
  printReport(options.write, options.file, fingerprint, outcome);
  return outcome.valid ? 0 : outcome.exitCode;
}
