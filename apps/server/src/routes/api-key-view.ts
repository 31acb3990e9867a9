import type { ApiKeyView } from '@horodoc/shared/api-keys-api';
import type { ApiKeyRow } from '../modules/accounts/api-key-repository';

/** A key as the credits page and `/pro/api-keys` show it: never its secret. */
export function toApiKeyView(key: ApiKeyRow): ApiKeyView {
  return {
    name: key.name,
    key_id: key.keyId,
    mode: key.mode,
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    expires_at: key.expiresAt?.toISOString() ?? null,
  };
}
