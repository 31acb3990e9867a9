import { MAX_LIVE_API_KEYS } from '@horodoc/shared/api-keys-api';
import type { Db } from '../../adapters/db/database';
import { lockAccount } from './account-repository';
import type { ApiKeyChanges } from './api-key-changes';
import {
  type ApiKeyRow,
  countLiveApiKeys,
  listLiveApiKeys,
  lockLiveApiKey,
  setApiKeyEnd,
} from './api-key-repository';
import { mintApiKey } from './mint-api-key';

/** What the key use cases share: the database, the master key that seals secrets, and the caches to empty. */
export interface ApiKeyParts {
  db: Db;
  masterKey: Buffer;
  changes: ApiKeyChanges;
}

/** The keys that still sign at `now`, oldest first, rolled ones included until their end. */
export function listApiKeys(options: { db: Db; accountId: string; now: Date }): Promise<ApiKeyRow[]> {
  return listLiveApiKeys(options.db, options.accountId, options.now);
}

export type CreateApiKeyResult = { kind: 'created'; key: ApiKeyRow; secret: string } | { kind: 'too_many' };

/** A new named key, usable at once; its secret is in this result only. */
export async function createApiKey(
  options: ApiKeyParts & { accountId: string; name: string; now: Date },
): Promise<CreateApiKeyResult> {
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
    const { row, secret } = await mintApiKey(tx, { ...options, name: old.name });
    const expiresAt = new Date(options.now.getTime() + options.overlapHours * 3600_000);
    const previous = await setApiKeyEnd(tx, old.id, { expiresAt });
    return { kind: 'rolled', key: row, secret, previous };
  });
  // After the commit: a cache refilled before it would still hold the key without its end.
  if (result.kind === 'rolled') await options.changes.announce([options.keyId]);
  return result;
}

export type RevokeApiKeyResult = { kind: 'revoked'; key: ApiKeyRow } | { kind: 'not_found' };

/** Revokes a key: refused from now on, by every instance. */
export async function revokeApiKey(
  options: ApiKeyParts & { accountId: string; keyId: string; now: Date },
): Promise<RevokeApiKeyResult> {
  const result = await options.db.transaction(async (tx): Promise<RevokeApiKeyResult> => {
    const key = await lockLiveApiKey(tx, options.accountId, options.keyId, options.now);
    if (!key) return { kind: 'not_found' };
    return { kind: 'revoked', key: await setApiKeyEnd(tx, key.id, { revokedAt: options.now }) };
  });
  if (result.kind === 'revoked') await options.changes.announce([options.keyId]);
  return result;
}
