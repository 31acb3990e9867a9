import { describe, expect, it } from 'vitest';
import { createPasswordHasher, hashUsesCurrentParameters } from './password-hasher';

describe('the password hasher', () => {
  const hasher = createPasswordHasher();

  it('hashes with argon2id and checks the password', async () => {
    const hash = await hasher.hash('correct horse battery');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(hashUsesCurrentParameters(hash)).toBe(true);
    expect(hash).not.toContain('correct horse');
    expect(await hasher.verify(hash, 'correct horse battery')).toBe(true);
    expect(await hasher.verify(hash, 'wrong horse battery')).toBe(false);
  });

  it('answers false without a hash, and for a hash it cannot read, instead of failing', async () => {
    expect(await hasher.verify(null, 'anything at all')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'anything at all')).toBe(false);
  });
});
