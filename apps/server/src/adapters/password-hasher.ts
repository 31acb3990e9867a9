import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** argon2id with OWASP's recommended cost (19 MiB, 2 passes, 1 lane): about 30 ms a hash here. */
const PARAMETERS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Whether the password matches the hash. With no hash (an unknown e-mail), checks against a dummy hash of
   * the same cost and answers false, so both failures take the same time.
   */
  verify(hash: string | null, password: string): Promise<boolean>;
}

/** The argon2id password hasher of the accounts. */
export function createPasswordHasher(): PasswordHasher {
  let dummy: Promise<string> | null = null;
  const dummyHash = () => {
    dummy ??= argon2.hash(randomBytes(32).toString('hex'), PARAMETERS);
    return dummy;
  };
  return {
    hash: (password) => argon2.hash(password, PARAMETERS),
    async verify(hash, password) {
      if (hash === null) {
        await argon2.verify(await dummyHash(), password).catch(() => false);
        return false;
      }
      try {
        return await argon2.verify(hash, password);
      } catch {
        // A stored hash argon2 cannot read: no match, never a 500.
        return false;
      }
    },
  };
}

/**
 * Whether a stored hash was made with today's parameters (the dummy hash must cost the same).
 * @internal exported for its tests
 */
export function hashUsesCurrentParameters(hash: string): boolean {
  return hash.startsWith('$argon2id$') && !argon2.needsRehash(hash, PARAMETERS);
}
