import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * A secret kept in a file of the data folder (embedded mode): generated once, readable by its owner only
 * (0600), and read back on every later start, so what it protects survives restarts.
 *
 * The file appears whole or not at all: the value is written and flushed to a temporary file, which is then
 * hard-linked under its name. A link never replaces an existing file, so two processes starting at once end
 * with the same secret: the second one reads the first one's.
 * @returns the file's content, trimmed; the caller checks its format.
 */
export function readOrCreateSecret(dir: string, name: string, generate: () => string): string {
  const path = join(dir, name);
  const existing = readSecret(path);
  if (existing !== null) return existing;

  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temporary = join(dir, `.${name}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeSync(fd, `${generate()}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  syncDirectory(dir);
  const created = readSecret(path);
  if (created === null) throw new Error(`${path} vanished right after it was created`);
  return created;
}

function readSecret(path: string): string | null {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The new name must survive a power cut too: flush the folder's entry. */
function syncDirectory(dir: string) {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
