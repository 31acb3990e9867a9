import type { Db } from '../../adapters/db/database';
import { type ApiKeyRow, listLiveApiKeys } from './api-key-repository';

/** The keys that still sign at `now`, oldest first, rolled ones included until their end. */
export function listApiKeys(options: { db: Db; accountId: string; now: Date }): Promise<ApiKeyRow[]> {
  return listLiveApiKeys(options.db, options.accountId, options.now);
}
