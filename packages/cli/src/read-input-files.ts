import { readFile } from 'node:fs/promises';
import { extractProofFromPdf } from '@horodoc/shared/extract-pdf-attachments';
import { certificatesFromPem, type TsaTrustAnchor } from '@horodoc/shared/verify-timestamp-token';
import { EXIT, type ExitCode } from './exit-codes';
import { hashFile } from './hash-file';

/** A failure to report before anything could be checked. */
export class InputError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
  ) {
    super(message);
  }
}

const isMissing = (error: unknown) =>
  ['ENOENT', 'EISDIR', 'EACCES'].includes((error as NodeJS.ErrnoException).code ?? '');

/** The document's SHA-256. @throws InputError when it cannot be read. */
export async function fingerprintOf(file: string): Promise<`0x${string}`> {
  try {
    return await hashFile(file);
  } catch (error) {
    if (isMissing(error)) throw new InputError(`Fichier illisible ou introuvable : ${file}`, EXIT.usage);
    throw error;
  }
}

async function readInput(path: string, what: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    if (isMissing(error)) throw new InputError(`${what} illisible ou introuvable : ${path}`, EXIT.usage);
    throw error;
  }
}

/** The proof file's JSON, not yet trusted. @throws InputError when it cannot be read or is not JSON. */
export async function readProofFile(path: string): Promise<unknown> {
  const bytes = await readInput(path, 'Fichier de preuve');
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new InputError(
      `Preuve illisible : ${path} n’est pas un fichier JSON de preuve Horodoc.`,
      EXIT.malformed,
    );
  }
}

/** A certificate PDF's bytes and the proof it embeds (PDF/A-3 associated file), not yet trusted. */
export async function readCertificate(path: string): Promise<{ bytes: Uint8Array; proof: unknown }> {
  const bytes = new Uint8Array(await readInput(path, 'Certificat'));
  const proof = await extractProofFromPdf(bytes).catch(() => null);
  if (!proof) {
    throw new InputError(
      `Certificat sans preuve lisible : ${path} ne contient pas de fichier de preuve Horodoc joint (certificats émis avant la version 2 du format : utilisez --proof preuve-….json).`,
      EXIT.noProofInPdf,
    );
  }
  return { bytes, proof };
}

/**
 * The roots trusted for RFC 3161 tokens: those of `--tsa-root` files, and those of `--tsa-qualified-root`
 * files, which the person running the command declares to be qualified authorities' (from the EU trusted
 * lists). A token is called qualified only when its chain leads to one of the latter.
 * @throws InputError when a file cannot be read or holds no PEM certificate.
 */
export async function readTsaAnchors(roots: string[], qualifiedRoots: string[]): Promise<TsaTrustAnchor[]> {
  const read = async (path: string, qualified: boolean) => {
    const certificates = certificatesFromPem((await readInput(path, 'Certificat racine')).toString('utf8'));
    if (certificates.length === 0)
      throw new InputError(
        `Certificat racine illisible : ${path} ne contient aucun certificat PEM.`,
        EXIT.usage,
      );
    return certificates.map((certificate) => ({ certificate, qualified }));
  };
  const all = await Promise.all([
    ...roots.map((path) => read(path, false)),
    ...qualifiedRoots.map((path) => read(path, true)),
  ]);
  return all.flat();
}
