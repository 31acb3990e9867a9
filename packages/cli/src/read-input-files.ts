import { readFile } from 'node:fs/promises';
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

/** The proof file's JSON, not yet trusted. @throws InputError when it cannot be read or is not JSON. */
export async function readProofFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isMissing(error))
      throw new InputError(`Fichier de preuve illisible ou introuvable : ${path}`, EXIT.usage);
    throw error;
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new InputError(
      `Preuve illisible : ${path} n’est pas un fichier JSON de preuve Horodoc.`,
      EXIT.proofTampered,
    );
  }
}
