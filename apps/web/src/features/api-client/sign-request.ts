import { SIGNATURE_HEADERS, signedText } from '@horodoc/shared/request-signature';

/** A key the page signs with: held in memory only, never written to any storage. */
export interface SigningKey {
  keyId: string;
  secret: string;
}

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The headers of a signed call (spec, section 7), computed with WebCrypto: the hex HMAC-SHA256 of method +
 * path + timestamp in milliseconds, under the secret.
 * @example await apiGet('/pro/credits/balance', schema, { headers: await signRequest(key, 'GET', '/pro/credits/balance') });
 */
export async function signRequest(
  key: SigningKey,
  method: string,
  path: string,
  timestampMs: number = Date.now(),
): Promise<Record<string, string>> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign(
    'HMAC',
    cryptoKey,
    encoder.encode(signedText(method, path, timestampMs)),
  );
  return {
    [SIGNATURE_HEADERS.apiKey]: key.keyId,
    [SIGNATURE_HEADERS.signature]: hex(signature),
    [SIGNATURE_HEADERS.timestamp]: String(timestampMs),
  };
}
