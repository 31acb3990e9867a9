import { Signer, SignPdf } from '@signpdf/signpdf';
import type { Clock } from '../clock/clock';
import type { TimeStamper } from '../tsa/request-timestamp';
import { buildCadesSignature } from './build-cades-signature';
import type { PdfSigningKeys } from './pdf-signing-keys';

/** Signs PDFs that carry a signature placeholder (see `addSignaturePlaceholder`). */
export interface PdfSigner {
  /** The signing time to write into the placeholder (`/M`). */
  signingTime(): Date;
  /** @throws when the keys cannot be read or the authority does not answer. */
  sign(pdfWithPlaceholder: Buffer): Promise<Buffer>;
  /**
   * The signed PDF made earlier under `key` (a digest of everything the document shows), or `render()`'s,
   * kept for the next request: a document is signed, and the authority asked, once per state, not per
   * download. A failed render is not kept.
   */
  once(key: string, render: () => Promise<Buffer>): Promise<Buffer>;
}

/** Signed documents kept in memory: a few megabytes, for the downloads that follow an issue or an e-mail. */
const KEPT_DOCUMENTS = 128;

/**
 * A signer over `@signpdf/signpdf`, which computes the byte ranges and writes the signature in. The keys
 * are read on the first signature (embedded mode generates them then); the authority is asked each time.
 */
export function createPdfSigner(options: {
  loadKeys: () => Promise<PdfSigningKeys>;
  /** The authority that time-stamps the signature (PAdES-B-T); none: PAdES-B-B. */
  stamper: TimeStamper | null;
  clock: Clock;
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
  const kept = new Map<string, Promise<Buffer>>();
  return {
    signingTime: () => new Date(options.clock.now()),
    sign: (pdf) => signPdf.sign(pdf, cadesSigner),
    once(key, render) {
      const earlier = kept.get(key);
      if (earlier) {
        // Most recently used last: the oldest is the first dropped.
        kept.delete(key);
        kept.set(key, earlier);
        return earlier;
      }
      const signed = render();
      kept.set(key, signed);
      signed.catch(() => kept.delete(key));
      if (kept.size > KEPT_DOCUMENTS) kept.delete(kept.keys().next().value as string);
      return signed;
    },
  };
}
