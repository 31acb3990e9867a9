import type { Database } from '../../adapters/db/database';
import type { Logger } from '../../adapters/logger';
import type { ApiKeyCache } from './api-key-cache';

/** PostgreSQL channel on which an instance names the keys it revoked or rolled, comma-separated. */
const CHANNEL = 'horodoc_api_keys_changed';

/** Tells every signature check that keys changed (revoked, rolled), so none signs on a stale copy. */
export interface ApiKeyChanges {
  announce(keyIds: readonly string[]): Promise<void>;
}

/**
 * Drops changed keys from this instance's cache at once and, on PostgreSQL, from every other instance's
 * through LISTEN/NOTIFY. Where no notification can be heard (PGlite has one process; a lost connection), the
 * cache's short lifetime is the bound.
 */
export async function followApiKeyChanges(options: {
  database: Pick<Database, 'listen' | 'notify'>;
  cache: ApiKeyCache;
  log: Logger;
}): Promise<ApiKeyChanges & { stop(): Promise<void> }> {
  const { database, cache, log } = options;
  const unlisten = database.listen
    ? await database
        .listen(CHANNEL, (payload) => cache.forget(payload.split(',').filter(Boolean)))
        .catch((error: unknown) => {
          log.warn({ err: String(error) }, 'api keys: no notifications, revocations wait for the cache');
          return null;
        })
    : null;
  return {
    async announce(keyIds) {
      cache.forget(keyIds);
      if (!database.notify || keyIds.length === 0) return;
      await database
        .notify(CHANNEL, keyIds.join(','))
        .catch((error: unknown) => log.warn({ err: String(error) }, 'api keys: could not notify instances'));
    },
    stop: async () => {
      await unlisten?.();
    },
  };
}
