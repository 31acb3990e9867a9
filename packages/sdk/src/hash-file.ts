import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** A file's fingerprint as the API takes it, computed on this machine: the file itself is not sent. */
export interface FileFingerprint {
  /** `0x` and the lowercase hex SHA-256 of the file's bytes. */
  file_hash: string;
  file_size: number;
}

/**
 * SHA-256 of a file read in 1 MiB slices, so any size fits in memory.
 * @throws the file system's error when the file cannot be read.
 * @example const { file_hash } = await hashFile('contrat.pdf');
 */
export async function hashFile(path: string): Promise<FileFingerprint> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 }) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { file_hash: `0x${hash.digest('hex')}`, file_size: size };
}
