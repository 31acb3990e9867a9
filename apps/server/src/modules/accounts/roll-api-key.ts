import { lockAccount } from './account-repository';
import { type ApiKeyRow, lockLiveApiKey, setApiKeyEnd } from './api-key-repository';
import type { ApiKeyParts } from './create-api-key';
import { mintApiKey } from './mint-api-key';

export type RollApiKeyResult =
  | { kind: 'rolled'; key: ApiKeyRow; secret: string; previous: ApiKeyRow }
  | { kind: 'not_found' }
  | { kind: 'already_rolled'; previous: ApiKeyRow };

/**
 * Rolls a key: a replacement of the same name signs at once, and the old key keeps signing for
 * `overlapHours` (0: not at all), so the holder can deploy the new secret without downtime. A key already
 * rolled is not rolled again: its replacement is the one to roll.
 */
export async function rollApiKey(
  options: ApiKeyParts & { accountId: string; keyId: string; overlapHours: number; now: Date },
): Promise<RollApiKeyResult> {
  const result = await options.db.transaction(async (tx): Promise<RollApiKeyResult> => {
    await lockAccount(tx, options.accountId);
    const old = await lockLiveApiKey(tx, options.accountId, options.keyId, options.now);
    if (!old) return { kind: 'not_found' };
    if (old.expiresAt) return { kind: 'already_rolled', previous: old };
    const { row, secret } = await mintApiKey(tx, { ...options, name: old.name, mode: old.mode });
    const expiresAt = new Date(options.now.getTime() + options.overlapHours * 3600_000);
    const previous = await setApiKeyEnd(tx, old.id, { expiresAt });
    return { kind: 'rolled', key: row, secret, previous };
  });
  // After the commit: a cache refilled before it would still hold the key without its end.
  if (result.kind === 'rolled') await options.changes.announce([options.keyId]);
  return result;
}
