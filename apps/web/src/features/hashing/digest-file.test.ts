import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digestFile, READ_BUFFER_BYTES } from './digest-file';

const sha256 = (bytes: Uint8Array) => `0x${createHash('sha256').update(bytes).digest('hex')}`;

describe('digestFile', () => {
  const bytes = randomBytes(3 * 1024 * 1024 + 17);
  const file = new Blob([bytes]);

  it('gives the SHA-256 of a small file as 0x-prefixed lowercase hex, read whole', async () => {
    const progress: number[] = [];
    const hash = await digestFile(file, (f) => progress.push(f), { wholeFileLimitBytes: 8 << 20 });
    expect(hash).toBe(sha256(bytes));
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(progress.at(-1)).toBe(1);
  });

  it('gives the same hash streaming chunk by chunk above the whole-file limit, with rising progress', async () => {
    const progress: number[] = [];
    const hash = await digestFile(file, (f) => progress.push(f), { wholeFileLimitBytes: 1 << 20 });
    expect(hash).toBe(sha256(bytes));
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });

  it('hashes an empty file either way', async () => {
    const empty = new Uint8Array(0);
    expect(await digestFile(new Blob([empty]), () => {})).toBe(sha256(empty));
    expect(await digestFile(new Blob([empty]), () => {}, { wholeFileLimitBytes: -1 })).toBe(sha256(empty));
  });

  it('streams every size around the read buffer to the same hash as node', async () => {
    const streamed = { wholeFileLimitBytes: -1 };
    for (const size of [1, 63, 64, 65, READ_BUFFER_BYTES - 1, READ_BUFFER_BYTES, READ_BUFFER_BYTES + 1]) {
      const bytes = randomBytes(size);
      expect(await digestFile(new Blob([bytes]), () => {}, streamed), `${size} bytes`).toBe(sha256(bytes));
    }
  });
});
