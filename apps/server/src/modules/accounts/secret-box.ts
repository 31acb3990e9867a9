import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** An API secret as stored: AES-256-GCM ciphertext, its 12-byte nonce and its tag, base64. */
export interface SealedSecret {
  ciphertext: string;
  iv: string;
  tag: string;
}

/**
 * Encrypts an API secret under the master key (AES-256-GCM, a fresh random nonce each time). The key id is
 * bound as associated data, so a sealed secret copied onto another key's row does not open.
 */
export function sealSecret(masterKey: Buffer, keyId: string, secret: string): SealedSecret {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
  cipher.setAAD(Buffer.from(keyId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return {
    ciphertext: ciphertext.toString('base64'),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
  };
}

/**
 * Opens a sealed secret.
 * @throws Error when the master key, the key id or the stored bytes do not match (GCM authentication).
 */
export function openSecret(masterKey: Buffer, keyId: string, sealed: SealedSecret): string {
  const decipher = createDecipheriv('aes-256-gcm', masterKey, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(keyId));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([
    decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}
