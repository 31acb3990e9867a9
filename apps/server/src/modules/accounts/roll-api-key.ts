import { MAX_LIVE_API_KEYS } from '@horodoc/shared/api-keys-api';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { lockAccount } from './account-repository';
import { type ApiKeyRow, countLiveApiKeys, lockLiveApiKey, setApiKeyEnd } from './api-key-repository';
import type { ApiKeyParts } from './create-api-key';
import { mintApiKey } from './mint-api-key';

export type RollApiKeyResult =
  | { kind: 'rolled'; key: ApiKeyRow; secret: string; previous: ApiKeyRow }
  | { kind: 'not_found' }
  | { kind: 'already_rolled'; previous: ApiKeyRow }
  /** An overlap would make one key more than the account may hold at once. */
  | { kind: 'too_many' };

/**
 * Rolls a key: a replacement of the same name and mode signs at once, and the old key keeps signing for
 * `overlapHours` (0: not at all), so the holder can deploy the new secret without downtime. A key already
 * rolled is not rolled again: its replacement is the one to roll. During the overlap both keys count toward
 * the account's limit, so rolls cannot pile up keys beyond it. A key not of `modes` (when given: what the
 * caller may manage) is not found.
 */
export async function rollApiKey(
  options: ApiKeyParts & {
    accountId: string;
    keyId: string;
    overlapHours: number;
    modes?: readonly ApiMode[];
    now: Date;
  },
): Promise<RollApiKeyResult> {
  const result = await options.db.transaction(async (tx): Promise<RollApiKeyResult> => {
    await lockAccount(tx, options.accountId);
    const old = await lockLiveApiKey(tx, options.accountId, options.keyId, options.now, options.modes);
    if (!old) return { kind: 'not_found' };
    if (old.expiresAt) return { kind: 'already_rolled', previous: old };
    if (
      options.overlapHours > 0 &&
      (await countLiveApiKeys(tx, options.accountId, options.now)) >= MAX_LIVE_API_KEYS
    ) {
      return { kind: 'too_many' };
    }
    const { row, secret } = await mintApiKey(tx, { ...options, name: old.name, mode: old.mode });
    const expiresAt = new Date(options.now.getTime() + options.overlapHours * 3600_000);
    const previous = await setApiKeyEnd(tx, old.id, { expiresAt });
    return { kind: 'rolled', key: row, secret, previous };
  });
  // After the commit: a cache refilled before it would still hold the key without its end.
  if (result.kind === 'rolled') await options.changes.announce([options.keyId]);
  return result;
}
