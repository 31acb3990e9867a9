/**
 * The request signature of the API (spec, section 7): `X-Signature` is the hex HMAC-SHA256, under the API
 * secret, of the method, the path and the timestamp in milliseconds, concatenated. The server, the credits
 * page (WebCrypto) and the documentation samples all build the same text from here.
 */

export const SIGNATURE_HEADERS = {
  apiKey: 'x-api-key',
  signature: 'x-signature',
  timestamp: 'x-timestamp',
} as const;

/** A timestamp is accepted within five minutes of the server's clock, either way; a signature, once. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

/**
 * The text that is signed: `GET/pro/credits/balance1735689600000`. The path is the request's path without
 * its query string.
 */
export function signedText(method: string, path: string, timestampMs: number | string): string {
  return `${method.toUpperCase()}${path.split('?')[0]}${timestampMs}`;
}
