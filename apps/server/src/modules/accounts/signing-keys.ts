import { createHmac, randomBytes } from 'node:crypto';
import type { ApiMode } from '../../adapters/db/schema/api-mode';

/**
 * The two kinds of signing key. An API key is the account's own, its secret shown once and stored sealed:
 * live (`hk_…`) or test (`hk_test_…`, free certificates on the test network). A session key (`hses_…`) is handed to the credits page at login, lives two hours, and
 * its secret is derived from its id under the master key, so nothing secret is stored for it.
 */
const API_KEY_PREFIX = 'hk_';
const TEST_API_KEY_PREFIX = 'hk_test_';
export const SESSION_KEY_PREFIX = 'hses_';

export const SESSION_LIFETIME_MS = 2 * 3600_000;

export function newApiKeyId(mode: ApiMode = 'live'): string {
  return `${mode === 'test' ? TEST_API_KEY_PREFIX : API_KEY_PREFIX}${randomBytes(16).toString('hex')}`;
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

/** Whether a key id is a test key's, from its prefix alone. */
export function isTestKeyId(keyId: string): boolean {
  return keyId.startsWith(TEST_API_KEY_PREFIX);
}

/** Key ids are short, printable and prefixed; anything else is refused before any lookup. */
export function isWellFormedKeyId(keyId: string): boolean {
  return /^(hk_|hk_test_|hses_)[0-9a-f]{32}$/.test(keyId);
}
