/**
 * Keys managed by API (`/pro/api-keys`), signed with an API key: the same keys, names, overlaps and limits as
 * the credits page's panel (`api-keys-api.ts`), addressed by key id. A key manages keys of its own mode or
 * lesser: a live key any of its account's, a test key test ones only.
 */
import { z } from 'zod';
import {
  apiKeyNameSchema,
  apiKeyViewSchema,
  apiModeSchema,
  keyIdSchema,
  overlapHoursSchema,
} from './api-keys-api';

/** `GET /pro/api-keys`: the keys the calling key may manage that still sign, oldest first, never a secret. */
export const proApiKeyListResponseSchema = z.object({
  success: z.literal(true),
  keys: z.array(apiKeyViewSchema),
});
export type ProApiKeyListResponse = z.infer<typeof proApiKeyListResponseSchema>;

/** `POST /pro/api-keys`: `mode` defaults to the calling key's own (a test key makes test keys). */
export const proCreateApiKeyRequestSchema = z.strictObject({
  name: apiKeyNameSchema,
  mode: apiModeSchema.optional(),
});

/** The key a roll or a revocation is about, in the path. */
export const proApiKeyParamsSchema = z.strictObject({ key_id: keyIdSchema });

/** `POST /pro/api-keys/{key_id}/roll`: how long the rolled key keeps signing beside its replacement. */
export const proRollApiKeyRequestSchema = z.strictObject({ overlap_hours: overlapHoursSchema });

/** `POST /pro/api-keys/{key_id}/revoke`: the key, refused from `revoked_at` on. */
export const proRevokeApiKeyResponseSchema = z.object({
  success: z.literal(true),
  key_id: z.string(),
  revoked_at: z.string(),
});
export type ProRevokeApiKeyResponse = z.infer<typeof proRevokeApiKeyResponseSchema>;
