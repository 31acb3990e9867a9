/** What the signature check needs of a usable API key, its secret already opened. */
export interface CachedApiKey {
  id: string;
  accountId: string;
  secret: string;
  lastUsedAt: Date | null;
}

/**
 * Usable API keys kept in this process for a short while, so that a signed request needs no query for its
 * key: bounded (least recently used out first) and short-lived, so a key revoked in the database stops
 * signing everywhere within `ttlMs` without any instance telling the others (no code revokes or rotates a
 * key yet; one that does should also drop it here). Only keys found usable are
 * kept: an unknown key is asked again each time.
 */
export interface ApiKeyCache {
  get(keyId: string, now: number): CachedApiKey | undefined;
  set(keyId: string, key: CachedApiKey, now: number): void;
}

export function createApiKeyCache(options: { ttlMs: number; maxEntries: number }): ApiKeyCache {
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
  };
}
