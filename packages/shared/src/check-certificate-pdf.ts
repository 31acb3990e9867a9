import { comparePrintedCertificate, type PrintedCertificateComparison } from './compare-printed-certificate';
import { openPdf } from './pdf/open-pdf';
import { readPdfText } from './pdf/read-pdf-text';
import type { Proof } from './proof';
import { type PdfSignatureCheck, verifyPdfSignature } from './verify-pdf-signature';

export interface CertificatePdfCheck {
  signature: PdfSignatureCheck;
  printed: PrintedCertificateComparison;
  /**
   * The printed certificate cannot be trusted: its signature does not hold, or it prints a fingerprint, date,
   * block, transaction, contract or root other than its proof's ("certificat imprimé altéré").
   */
  altered: boolean;
}

/**
 * Checks a certificate PDF against the proof it embeds (already checked on its own): its signature, and the
 * values it prints. An unsigned certificate (issued before certificates were signed) is compared all the
 * same; a signed one whose signature holds cannot have been changed since, whatever a text reader may miss.
 */
export async function checkCertificatePdf(pdf: Uint8Array, proof: Proof): Promise<CertificatePdfCheck> {
  const file = await openPdf(pdf);
  const [signature, runs] = await Promise.all([verifyPdfSignature(file), readPdfText(file)]);
  const printed = comparePrintedCertificate(runs, proof);
  return { signature, printed, altered: signature.status === 'invalid' || printed.differences.length > 0 };
}
