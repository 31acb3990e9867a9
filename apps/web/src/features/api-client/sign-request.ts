import { SIGNATURE_HEADERS, signedText } from '@horodoc/shared/request-signature';

/**
 * A key the page signs with: its id, and its secret as a WebCrypto key that cannot be read back
 * (non-extractable), so no script can take the secret away, only sign with it while the page holds it.
 */
export interface SigningKey {
  keyId: string;
  hmac: CryptoKey;
}

/** Turns a key id and its secret, as the server hands them out, into a key that signs and never shows it. */
export async function importSigningKey(keyId: string, secret: string): Promise<SigningKey> {
  const hmac = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return { keyId, hmac };
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
  const signature = await crypto.subtle.sign(
    'HMAC',
    key.hmac,
    new TextEncoder().encode(signedText(method, path, timestampMs)),
  );
  return {
    [SIGNATURE_HEADERS.apiKey]: key.keyId,
    [SIGNATURE_HEADERS.signature]: hex(signature),
    [SIGNATURE_HEADERS.timestamp]: String(timestampMs),
  };
}
