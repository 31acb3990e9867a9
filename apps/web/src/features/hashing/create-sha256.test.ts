import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSha256, SHA256_CALL_BYTES } from './create-sha256';

const sha256 = (bytes: Uint8Array) => `0x${createHash('sha256').update(bytes).digest('hex')}`;
const ascii = (text: string) => new TextEncoder().encode(text);

describe.each([
  { variant: 'with SIMD', simd: true },
  { variant: 'without SIMD', simd: false },
])('createSha256 $variant', ({ simd }) => {
  it('gives the FIPS 180-4 example digests', async () => {
    const sha = await createSha256({ simd });
    expect(sha.init().update(ascii('abc')).digest()).toBe(
      '0xba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(
      sha.init().update(ascii('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).digest(),
    ).toBe('0x248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
    expect(sha.init().update(new Uint8Array(1_000_000).fill(0x61)).digest()).toBe(
      '0xcdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('agrees with node on every size around the block, padding and call boundaries', async () => {
    const sha = await createSha256({ simd });
    const sizes = [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 128, SHA256_CALL_BYTES - 1, SHA256_CALL_BYTES];
    for (const size of [...sizes, SHA256_CALL_BYTES + 1, 2 * SHA256_CALL_BYTES + 65]) {
      const bytes = randomBytes(size);
      expect(sha.init().update(bytes).digest(), `${size} bytes`).toBe(sha256(bytes));
    }
  });

  it('gives the same digest however the message is cut into updates', async () => {
    const sha = await createSha256({ simd });
    const bytes = randomBytes(SHA256_CALL_BYTES + 3001);
    for (const cut of [1, 3, 63, 64, 65, 1000, SHA256_CALL_BYTES - 1, SHA256_CALL_BYTES + 7]) {
      sha.init();
      for (let at = 0; at < bytes.length; at += cut) sha.update(bytes.subarray(at, at + cut));
      expect(sha.digest(), `updates of ${cut} bytes`).toBe(sha256(bytes));
    }
    sha.init().update(new Uint8Array(0)).update(bytes.subarray(0, 10)).update(new Uint8Array(0));
    expect(sha.digest()).toBe(sha256(bytes.subarray(0, 10)));
  });

  it('starts afresh on init, whatever the message before', async () => {
    const sha = await createSha256({ simd });
    sha.init().update(randomBytes(100));
    const bytes = randomBytes(70);
    expect(sha.init().update(bytes).digest()).toBe(sha256(bytes));
  });
});
