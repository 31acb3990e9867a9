import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device marks (OWASP's "device cookies"): a browser that signed in to an account gets a value only the
 * server can make for that account, and keeps it. While the account is under a guessing attack, that browser
 * is not held back with the addresses that failed. The value names no account: a random nonce and its HMAC
 * with the e-mail under a key derived from the master key; nothing is stored.
 */
const PATTERN = /^([0-9a-f]{32})\.([0-9a-f]{64})$/;

function macOf(masterKey: Buffer, email: string, nonce: string): Buffer {
  return createHmac('sha256', masterKey).update(`device-mark:${email}:${nonce}`).digest();
}

/** A new mark for the account of `email`. */
export function issueDeviceMark(masterKey: Buffer, email: string): string {
  const nonce = randomBytes(16).toString('hex');
  return `${nonce}.${macOf(masterKey, email, nonce).toString('hex')}`;
}

/** Whether `value` is a mark this server made for the account of `email` (compared in constant time). */
export function isDeviceMarkOf(masterKey: Buffer, email: string, value: string | undefined): boolean {
  const match = value ? PATTERN.exec(value) : null;
  if (!match) return false;
  const [, nonce = '', mac = ''] = match;
  return timingSafeEqual(Buffer.from(mac, 'hex'), macOf(masterKey, email, nonce));
}
