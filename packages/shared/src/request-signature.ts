/**
 * The request signature of the API (spec, section 7): `X-Signature` is the hex HMAC-SHA256, under the API
 * secret, of the method, the path and the timestamp in milliseconds, concatenated. The server, the credits
 * page (WebCrypto) and the documentation samples all build the same text from here.
 */

export const SIGNATURE_HEADERS = {
  apiKey: 'x-api-key',
  signature: 'x-signature',
  timestamp: 'x-timestamp',
  /** `2` chooses the version that also covers the body; absent or `1`, the spec's version. */
  version: 'x-signature-version',
} as const;

/** The signature versions a request may choose with `X-Signature-Version`. */
export const SIGNATURE_VERSIONS = ['1', '2'] as const;

/** A timestamp is accepted within five minutes of the server's clock, either way; a signature, once. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

/**
 * The text that is signed: `GET/pro/credits/balance1735689600000`. The path is the request's path without
 * its query string.
 */
export function signedText(method: string, path: string, timestampMs: number | string): string {
  return `${method.toUpperCase()}${path.split('?')[0]}${timestampMs}`;
}

/**
 * The text that version 2 signs: the version-1 text, a line feed, then the lowercase hex SHA-256 of the
 * request's body exactly as sent (of the empty string when there is none), so a changed body is refused.
 */
export function signedTextV2(
  method: string,
  path: string,
  timestampMs: number | string,
  bodySha256Hex: string,
): string {
  return `${signedText(method, path, timestampMs)}\n${bodySha256Hex}`;
}
