import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box';

const masterKey = randomBytes(32);

describe('the secret box', () => {
  it('seals a secret so that only the master key and its key id open it', () => {
    const sealed = sealSecret(masterKey, 'hk_1', 'the secret');
    expect(sealed.ciphertext).not.toContain('the secret');
    expect(Buffer.from(sealed.ciphertext, 'base64').toString()).not.toContain('secret');
    expect(openSecret(masterKey, 'hk_1', sealed)).toBe('the secret');
    expect(() => openSecret(randomBytes(32), 'hk_1', sealed)).toThrow();
    expect(() => openSecret(masterKey, 'hk_2', sealed)).toThrow();
  });

  it('uses a fresh nonce each time, so the same secret never looks the same twice', () => {
    const first = sealSecret(masterKey, 'hk_1', 'same');
    const second = sealSecret(masterKey, 'hk_1', 'same');
    expect(first.iv).not.toBe(second.iv);
    expect(first.ciphertext).not.toBe(second.ciphertext);
  });

  it('refuses a tampered ciphertext', () => {
    const sealed = sealSecret(masterKey, 'hk_1', 'the secret');
    const bytes = Buffer.from(sealed.ciphertext, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(() =>
      openSecret(masterKey, 'hk_1', { ...sealed, ciphertext: bytes.toString('base64') }),
    ).toThrow();
  });
});
