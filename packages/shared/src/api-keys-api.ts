/**
 * The credits page's key management (signed with its session key only) and the webhook secret's rotation:
 * request and response schemas, used by the server to validate and by the page to read the answers.
 */
import { z } from 'zod';
import { hasControlCharacter, hasLoneSurrogate } from './plain-text';

/** The longest a rolled key, or a rotated webhook secret, keeps signing beside its replacement: 7 days. */
export const MAX_OVERLAP_HOURS = 168;

/**
 * A Standard Webhooks signing secret, `whsec_` then its bytes in base64: a pattern rather than zod's `startsWith`,
 * whose JSON Schema carries a `format` no OpenAPI tool knows.
 */
export const webhookSecretSchema = z.string().regex(/^whsec_[A-Za-z0-9+/=_-]+$/);

/** The overlap choices the credits page offers, in hours. */
export const OVERLAP_CHOICES_HOURS = [0, 1, 24, 72, 168] as const;

/** How many keys may sign at once for one account (the rolled ones until their end included). */
export const MAX_LIVE_API_KEYS = 20;

export const apiKeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Donnez un nom à la clé.')
  .max(60, 'Le nom de la clé ne doit pas dépasser 60 caractères.')
  .refine((name) => !hasControlCharacter(name), 'Le nom de la clé contient un caractère de contrôle.')
  .refine((name) => !hasLoneSurrogate(name), 'Le nom de la clé contient un caractère invalide.');

export const overlapHoursSchema = z
  .number()
  .int('La durée de recouvrement se compte en heures entières.')
  .min(0, 'La durée de recouvrement ne peut pas être négative.')
  .max(MAX_OVERLAP_HOURS, 'La durée de recouvrement ne peut pas dépasser 168 heures (7 jours).');

/** A public key id: `hk_` (live) or `hk_test_` (test), then 32 hex digits. */
export const keyIdSchema = z.string().regex(/^hk_(test_)?[0-9a-f]{32}$/, 'Identifiant de clé invalide.');

/**
 * Live keys make paid certificates on the main chain; test keys (`hk_test_…`) free ones on the test network,
 * marked "test", which only test keys see.
 */
export const apiModeSchema = z.enum(['live', 'test']);
export type ApiMode = z.infer<typeof apiModeSchema>;

/** One key as listed: never its secret. */
export const apiKeyViewSchema = z.object({
  name: z.string(),
  key_id: z.string(),
  mode: apiModeSchema,
  created_at: z.string(),
  /** Noted at most once an hour. */
  last_used_at: z.string().nullable(),
  /** A rolled key's end; null while it has none. */
  expires_at: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

/** `GET /api/api-keys`: the keys that still sign, and the webhook secret's rotation under way, if any. */
export const apiKeyListResponseSchema = z.object({
  success: z.literal(true),
  keys: z.array(apiKeyViewSchema),
  webhook_rotation: z.object({ previous_expires_at: z.string() }).nullable(),
});
export type ApiKeyListResponse = z.infer<typeof apiKeyListResponseSchema>;

/** `mode` defaults to live. */
export const createApiKeyRequestSchema = z.strictObject({
  name: apiKeyNameSchema,
  mode: apiModeSchema.optional(),
});

/** A new key and its secret, shown this once. */
export const newApiKeyResponseSchema = z.object({
  success: z.literal(true),
  key: apiKeyViewSchema,
  api_secret: z.string(),
});
export type NewApiKeyResponse = z.infer<typeof newApiKeyResponseSchema>;

export const rollApiKeyRequestSchema = z.strictObject({
  key_id: keyIdSchema,
  overlap_hours: overlapHoursSchema,
});

/** The replacement with its secret, and the rolled key with its end. */
export const rollApiKeyResponseSchema = newApiKeyResponseSchema.extend({ previous: apiKeyViewSchema });
export type RollApiKeyResponse = z.infer<typeof rollApiKeyResponseSchema>;

export const revokeApiKeyRequestSchema = z.strictObject({ key_id: keyIdSchema });

export const doneResponseSchema = z.object({ success: z.literal(true) });

export const rotateWebhookSecretRequestSchema = z.strictObject({ overlap_hours: overlapHoursSchema });

/** The new webhook secret, shown at once; the previous one signs beside it until `previous_expires_at`. */
export const rotateWebhookSecretResponseSchema = z.object({
  success: z.literal(true),
  webhook_secret: webhookSecretSchema,
  previous_expires_at: z.string().nullable(),
});
export type RotateWebhookSecretResponse = z.infer<typeof rotateWebhookSecretResponseSchema>;
