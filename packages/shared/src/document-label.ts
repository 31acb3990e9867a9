import { removeBidiControls } from './bidi-controls';

/**
 * What a certificate's document is called where a label is needed (a PDF's title, an e-mail, an invoice line,
 * a list): its name, or, for a fingerprint the signed API received without one, the fingerprint itself, so
 * that no name is ever made up.
 */
export function documentLabel(fileName: string | null, fileHash: string): string {
  return fileName === null ? `Empreinte ${fileHash}` : removeBidiControls(fileName);
}
