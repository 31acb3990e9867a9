import { createHash, randomBytes } from 'node:crypto';

/** A new web token: 256 random bits, prefixed so a leaked one is recognisable in a secret scanner. */
export function newWebToken(): string {
  return `hwt_${randomBytes(32).toString('hex')}`;
}

/** What is stored and looked up: the token's SHA-256, never the token (it is random, so no salt is needed). */
export function hashWebToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
