import { checkCertificatePdf } from '@horodoc/shared/check-certificate-pdf';
import { type CheckProofOptions, checkProof } from './check-proof';
import { EXIT, type ExitCode } from './exit-codes';
import { printAlteredCertificate, printCertificateCheck } from './print-certificate-check';
import { printReport } from './print-report';
import { fingerprintOf, readCertificate, readProofFile } from './read-input-files';
import type { Write } from './report-row';

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
 * of the chain, nothing else; a certificate is then checked itself: its signature, and its printed values
 * against the proof.
 */
export async function verifyWithProof(options: VerifyWithProofOptions): Promise<ExitCode> {
  const fingerprint = await fingerprintOf(options.file);
  const certificate = options.certificatePath ? await readCertificate(options.certificatePath) : null;
  const proof = certificate ? certificate.proof : await readProofFile(options.proofPath as string);
  const outcome = await checkProof({ ...options, proof, fingerprint });
  if (options.certificatePath) options.write(`Preuve lue dans le certificat ${options.certificatePath}.\n\n`);
  if (!outcome.valid || !certificate || !options.certificatePath) {
    printReport(options.write, options.file, fingerprint, outcome);
    return exitCodeOf(outcome);
  }
  const check = await checkCertificatePdf(certificate.bytes, outcome.proof);
  if (check.altered) {
    printAlteredCertificate(options.write, options.certificatePath, check);
    return EXIT.printedCertificateAltered;
  }
  printReport(options.write, options.file, fingerprint, outcome);
  printCertificateCheck(options.write, check);
  return exitCodeOf(outcome);
}

/** A valid proof exits 0, a valid test proof 18 (it proves nothing), a failure with its check's code. */
export function exitCodeOf(outcome: Awaited<ReturnType<typeof checkProof>>): ExitCode {
  if (!outcome.valid) return outcome.exitCode;
  return outcome.test ? EXIT.testProof : EXIT.valid;
}
