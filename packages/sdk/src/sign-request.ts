import { createHash, createHmac } from 'node:crypto';
import { SIGNATURE_HEADERS, signedText, signedTextV2 } from '@horodoc/shared/request-signature';

/** `2` (the default) also signs the SHA-256 of the body, so a changed body is refused; `1` is the spec's. */
export type SignatureVersion = 1 | 2;

/** The SHA-256 of the empty string: the body hash a version-2 request without a body signs. */
export const EMPTY_BODY_SHA256 = createHash('sha256').digest('hex');

/**
 * The headers that sign one request, as the server checks them (`@horodoc/shared/request-signature`): the
 * query string is sent but not signed; version 2 signs `bodySha256Hex`, the body's hash exactly as sent.
 *
 * @example signRequest({ apiKey, apiSecret, version: 2, method: 'GET', path: '/pro/credits/balance',
 *   timestampMs: Date.now(), bodySha256Hex: EMPTY_BODY_SHA256 })
 */
export function signRequest(options: {
  apiKey: string;
  apiSecret: string;
  version: SignatureVersion;
  method: string;
  path: string;
  timestampMs: number;
  bodySha256Hex: string;
}): Record<string, string> {
  const text =
    options.version === 2
      ? signedTextV2(options.method, options.path, options.timestampMs, options.bodySha256Hex)
      : signedText(options.method, options.path, options.timestampMs);
  const headers: Record<string, string> = {
    [SIGNATURE_HEADERS.apiKey]: options.apiKey,
    [SIGNATURE_HEADERS.timestamp]: String(options.timestampMs),
    [SIGNATURE_HEADERS.signature]: createHmac('sha256', options.apiSecret).update(text).digest('hex'),
  };
  if (options.version === 2) headers[SIGNATURE_HEADERS.version] = '2';
  return headers;
}
