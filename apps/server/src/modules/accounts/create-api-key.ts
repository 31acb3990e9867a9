import { MAX_LIVE_API_KEYS } from '@horodoc/shared/api-keys-api';
import type { Db } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { lockAccount } from './account-repository';
import type { ApiKeyChanges } from './api-key-changes';
import { type ApiKeyRow, countLiveApiKeys } from './api-key-repository';
import { mintApiKey } from './mint-api-key';

/** What the key use cases share: the database, the master key that seals secrets, and the caches to empty. */
export interface ApiKeyParts {
  db: Db;
  masterKey: Buffer;
  changes: ApiKeyChanges;
}

export type CreateApiKeyResult =
  | { kind: 'created'; key: ApiKeyRow; secret: string }
  | { kind: 'too_many' }
  /** The mode asked for is not among `allowedModes`: the caller's key has fewer rights. */
  | { kind: 'mode_not_allowed' };

/**
 * A new named key, usable at once; its secret is in this result only.
 * @param options.allowedModes the modes the caller may create (`manageableKeyModes`); any when absent (the
 *   credits page, signed in with the password).
 */
export async function createApiKey(
  options: ApiKeyParts & {
    accountId: string;
    name: string;
    mode?: ApiMode;
    allowedModes?: readonly ApiMode[];
    now: Date;
  },
): Promise<CreateApiKeyResult> {
  if (options.allowedModes && !options.allowedModes.includes(options.mode ?? 'live')) {
    return { kind: 'mode_not_allowed' };
  }
  return options.db.transaction(async (tx) => {
    // Locked, so two creations at once cannot both pass the count.
    await lockAccount(tx, options.accountId);
    if ((await countLiveApiKeys(tx, options.accountId, options.now)) >= MAX_LIVE_API_KEYS) {
      return { kind: 'too_many' as const };
    }
    const { row, secret } = await mintApiKey(tx, options);
    return { kind: 'created' as const, key: row, secret };
  });
}
