import { createHmac, randomBytes } from 'node:crypto';

/**
 * The two kinds of signing key. An API key (`hk_…`) is the account's own, its secret shown once at signup
 * and stored sealed. A session key (`hses_…`) is handed to the credits page at login, lives two hours, and
 * its secret is derived from its id under the master key, so nothing secret is stored for it.
 */
const API_KEY_PREFIX = 'hk_';
export const SESSION_KEY_PREFIX = 'hses_';

export const SESSION_LIFETIME_MS = 2 * 3600_000;

export function newApiKeyId(): string {
  return `${API_KEY_PREFIX}${randomBytes(16).toString('hex')}`;
}

export function newSessionKeyId(): string {
  return `${SESSION_KEY_PREFIX}${randomBytes(16).toString('hex')}`;
}

/** 32 random bytes, hex: what signs the account's requests. */
export function newApiSecret(): string {
  return randomBytes(32).toString('hex');
}

/** A session key's secret: an HMAC of its id under the master key. */
export function sessionSecret(masterKey: Buffer, keyId: string): string {
  return createHmac('sha256', masterKey).update(`session-secret:${keyId}`).digest('hex');
}

/** Key ids are short, printable and prefixed; anything else is refused before any lookup. */
export function isWellFormedKeyId(keyId: string): boolean {
  return /^(hk_|hses_)[0-9a-f]{32}$/.test(keyId);
}
