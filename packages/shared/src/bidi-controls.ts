/**
 * Unicode's bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069), and
 * the direction marks (U+200E, U+200F, U+061C). In a file name they only serve to disguise it:
 * 'facture' + U+202E + 'fdp.exe' is displayed as 'factureexe.pdf'.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The text without its bidirectional controls, as file names are stored and shown; no name stays none. */
export function removeBidiControls(text: string): string;
export function removeBidiControls(text: string | null): string | null;
export function removeBidiControls(text: string | null): string | null {
  return text === null ? null : text.replace(BIDI_CONTROLS, '');
}
