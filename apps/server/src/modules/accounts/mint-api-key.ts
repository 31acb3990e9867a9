import type { Tx } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { type ApiKeyRow, insertApiKey } from './api-key-repository';
import { sealSecret } from './secret-box';
import { newApiKeyId, newApiSecret } from './signing-keys';

/** The name of the key signup hands out, and of the one each account held before keys had names. */
export const FIRST_KEY_NAME = 'Clé principale';

/**
 * A new API key for the account: its secret made here, stored sealed under the master key, and returned in
 * plain to this caller only (it is shown once).
 */
export async function mintApiKey(
  tx: Tx,
  options: { masterKey: Buffer; accountId: string; name: string; mode?: ApiMode },
): Promise<{ row: ApiKeyRow; secret: string }> {
  const mode = options.mode ?? 'live';
  const keyId = newApiKeyId(mode);
  const secret = newApiSecret();
  const sealed = sealSecret(options.masterKey, keyId, secret);
  const row = await insertApiKey(tx, {
    accountId: options.accountId,
    keyId,
    name: options.name,
    mode,
    secretCiphertext: sealed.ciphertext,
    secretIv: sealed.iv,
    secretTag: sealed.tag,
  });
  return { row, secret };
}
