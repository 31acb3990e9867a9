import type { ApiMode } from '../../adapters/db/schema/api-mode';

/** What the signature check needs of a usable API key, its secret already opened. */
export interface CachedApiKey {
  id: string;
  accountId: string;
  /** Which certificates the key makes and sees. */
  mode: ApiMode;
  secret: string;
  lastUsedAt: Date | null;
  /** A rolled key's end: it is refused from then on, cached or not. */
  expiresAt: Date | null;
}

/**
 * Usable API keys kept in this process for a short while, so that a signed request needs no query for its
 * key: bounded (least recently used out first) and short-lived. Revoking or rolling a key drops it here at
 * once (`forget`, through `ApiKeyChanges`), and on PostgreSQL in every other instance too; `ttlMs` bounds how
 * long an instance that missed the news keeps it. Only keys found usable are kept: an unknown key is asked
 * again each time.
 */
export interface ApiKeyCache {
  get(keyId: string, now: number): CachedApiKey | undefined;
  set(keyId: string, key: CachedApiKey, now: number): void;
  forget(keyIds: readonly string[]): void;
}

/**
 * How long a looked-up API key signs without a query when no change was heard, and how many are kept: a busy
 * key costs one lookup per instance per half minute instead of one per request.
 */
const KEY_CACHE_TTL_MS = 30_000;
const KEY_CACHE_ENTRIES = 10_000;

export function createApiKeyCache(
  options: { ttlMs: number; maxEntries: number } = { ttlMs: KEY_CACHE_TTL_MS, maxEntries: KEY_CACHE_ENTRIES },
): ApiKeyCache {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  const entries = new Map<string, { key: CachedApiKey; expiresAt: number }>();
  return {
    get(keyId, now) {
      const entry = entries.get(keyId);
      if (!entry) return undefined;
      entries.delete(keyId);
      if (entry.expiresAt <= now) return undefined;
      entries.set(keyId, entry);
      return entry.key;
    },
    set(keyId, key, now) {
      entries.delete(keyId);
      entries.set(keyId, { key, expiresAt: now + options.ttlMs });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    forget(keyIds) {
      for (const keyId of keyIds) entries.delete(keyId);
    },
  };
}
