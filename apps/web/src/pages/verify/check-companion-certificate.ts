import { type CertificatePdfCheck, checkCertificatePdf } from '@horodoc/shared/check-certificate-pdf';
import type { Proof } from '@horodoc/shared/proof';

/**
 * The certificate PDF the visitor attached, checked against the proof it carries (already verified): its
 * signature and its printed values. Null when the companion is a proof file, not a PDF. Loaded only then:
 * the CMS code stays out of the page's first bundle.
 */
export async function checkCompanionCertificate(
  companion: File,
  proof: Proof,
): Promise<CertificatePdfCheck | null> {
  const bytes = new Uint8Array(await companion.arrayBuffer());
  if (new TextDecoder().decode(bytes.subarray(0, 5)) !== '%PDF-') return null;
  return checkCertificatePdf(bytes, proof);
}
