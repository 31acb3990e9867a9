import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/**
 * SHA-256 of a file as 0x-prefixed lowercase hex, read in 1 MiB slices so any size fits in memory.
 * @throws the file system's error when the file cannot be read.
 */
export async function hashFile(path: string): Promise<`0x${string}`> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 })) hash.update(chunk);
  return `0x${hash.digest('hex')}`;
}
