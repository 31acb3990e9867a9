import { Signer, SignPdf } from '@signpdf/signpdf';
import type { TimeStamper } from '../tsa/request-timestamp';
import { buildCadesSignature } from './build-cades-signature';
import type { PdfSigningKeys } from './pdf-signing-keys';

/** Signs PDFs that carry a signature placeholder (see `addSignaturePlaceholder`). */
export interface PdfSigner {
  /** The signing time to write into the placeholder (`/M`). */
  now(): Date;
  /** @throws when the keys cannot be read or the authority does not answer. */
  sign(pdfWithPlaceholder: Buffer): Promise<Buffer>;
}

/**
 * A signer over `@signpdf/signpdf`, which computes the byte ranges and writes the signature in. The keys
 * are read on the first signature (embedded mode generates them then); the authority is asked each time.
 */
export function createPdfSigner(options: {
  loadKeys: () => Promise<PdfSigningKeys>;
  /** The authority that time-stamps the signature (PAdES-B-T); none: PAdES-B-B. */
  stamper: TimeStamper | null;
  now: () => number;
}): PdfSigner {
  let keys: Promise<PdfSigningKeys> | null = null;
  const cadesSigner = new (class extends Signer {
    override async sign(content: Buffer): Promise<Buffer> {
      keys ??= options.loadKeys().catch((error: unknown) => {
        keys = null;
        throw error;
      });
      return Buffer.from(await buildCadesSignature(content, await keys, options.stamper));
    }
  })();
  const signPdf = new SignPdf();
  return { now: () => new Date(options.now()), sign: (pdf) => signPdf.sign(pdf, cadesSigner) };
}
