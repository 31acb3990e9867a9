import { type CheckProofOptions, checkProof } from './check-proof';
import { EXIT, type ExitCode } from './exit-codes';
import { printReport, type Write } from './print-report';
import { fingerprintOf, readProofFile, readProofFromCertificate } from './read-input-files';

export interface VerifyWithProofOptions
  extends Pick<CheckProofOptions, 'rpcUrl' | 'l1RpcUrl' | 'offline' | 'tsaAnchors'> {
  file: string;
  /** A proof file (`preuve-….json`)… */
  proofPath?: string;
  /** …or the certificate PDF that carries it. */
  certificatePath?: string;
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
  const outcome = await checkProof({ ...options, proof, fingerprint });
  if (options.certificatePath) options.write(`Preuve lue dans le certificat ${options.certificatePath}.\n\n`);
  printReport(options.write, options.file, fingerprint, outcome);
  return exitCodeOf(outcome);
}

/** A valid proof exits 0, a valid test proof 18 (it proves nothing), a failure with its check's code. */
export function exitCodeOf(outcome: Awaited<ReturnType<typeof checkProof>>): ExitCode {
  if (!outcome.valid) return outcome.exitCode;
  return outcome.test ? EXIT.testProof : EXIT.valid;
}
