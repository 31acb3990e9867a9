import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Replaces a file so that a crash at any moment leaves either its old content or the new one, whole: the
 * data goes to a temporary file beside it, is flushed to disk, then renamed over it (a rename within one
 * folder is atomic), and the folder is flushed so that the rename itself survives a power cut.
 * @example await writeFileAtomically('data/chain/deployment.json', JSON.stringify(deployment));
 */
export async function writeFileAtomically(path: string, data: string | Uint8Array): Promise<void> {
  const folder = dirname(path);
  const temporary = join(folder, `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const file = await open(temporary, 'w');
    try {
      await file.writeFile(data);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  const directory = await open(folder, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}
