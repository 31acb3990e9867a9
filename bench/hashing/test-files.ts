import { randomFillSync } from 'node:crypto';
import { closeSync, existsSync, openSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const MIB = 1024 * 1024;

/**
 * A file of `bytes` random bytes in the temporary folder, written once and reused by later runs. Random,
 * so nothing along the way (disk, page cache) can make it cheaper than a real document.
 */
export function testFile(name: string, bytes: number): string {
  const path = join(tmpdir(), `horodoc-bench-${name}.zip`);
  if (existsSync(path) && statSync(path).size === bytes) return path;
  const fd = openSync(path, 'w');
  const chunk = Buffer.alloc(16 * MIB);
  try {
    for (let written = 0; written < bytes; written += chunk.length) {
      randomFillSync(chunk);
      writeSync(fd, chunk, 0, Math.min(chunk.length, bytes - written));
    }
  } finally {
    closeSync(fd);
  }
  return path;
}
