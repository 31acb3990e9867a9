import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { type ApiKeyRow, lockLiveApiKey, setApiKeyEnd } from './api-key-repository';
import type { ApiKeyParts } from './create-api-key';

export type RevokeApiKeyResult = { kind: 'revoked'; key: ApiKeyRow } | { kind: 'not_found' };

/**
 * Revokes a key: refused from now on, by every instance. A key not of `modes` (when given: what the caller
 * may manage) is not found, as one of another account is.
 */
export async function revokeApiKey(
  options: ApiKeyParts & { accountId: string; keyId: string; modes?: readonly ApiMode[]; now: Date },
): Promise<RevokeApiKeyResult> {
  const result = await options.db.transaction(async (tx): Promise<RevokeApiKeyResult> => {
    const key = await lockLiveApiKey(tx, options.accountId, options.keyId, options.now, options.modes);
    if (!key) return { kind: 'not_found' };
    return { kind: 'revoked', key: await setApiKeyEnd(tx, key.id, { revokedAt: options.now }) };
  });
  if (result.kind === 'revoked') await options.changes.announce([options.keyId]);
  return result;
}
