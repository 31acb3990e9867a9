import type { Db } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { type ApiKeyRow, listLiveApiKeys } from './api-key-repository';

/**
 * The keys that still sign at `now`, oldest first, rolled ones included until their end; of `modes` only when
 * given (what the calling key may manage: `manageableKeyModes`).
 */
export function listApiKeys(options: {
  db: Db;
  accountId: string;
  now: Date;
  modes?: readonly ApiMode[];
}): Promise<ApiKeyRow[]> {
  return listLiveApiKeys(options.db, options.accountId, options.now, options.modes);
}
