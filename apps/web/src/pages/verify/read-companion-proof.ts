import { extractProofFromPdf } from '@horodoc/shared/extract-pdf-attachments';

/** The companion file could not give a proof: not a certificate PDF carrying one, nor a proof JSON. */
class CompanionUnreadableError extends Error {}

/**
 * The proof the visitor brought along: embedded in the certificate PDF (PDF/A-3 associated file), or the
 * `preuve-….json` file itself. Not trusted yet: the browser checks it next.
 * @throws CompanionUnreadableError
 */
export async function readCompanionProof(file: File): Promise<unknown> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const head = new TextDecoder().decode(bytes.slice(0, 5));
  if (head === '%PDF-') {
    const proof = await extractProofFromPdf(bytes);
    if (!proof) throw new CompanionUnreadableError('no proof attached');
    return proof;
  }
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new CompanionUnreadableError('not JSON');
  }
}
