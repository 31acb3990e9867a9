/**
 * The documented public API (spec, section 7, prefix /pro): request and response schemas, used by the
 * server to validate and to generate its OpenAPI document. Field names follow the spec (snake_case).
 */
import { z } from 'zod';
import { webhookSecretSchema } from './api-keys-api';
import { metadataSchema, tagsSchema } from './pro-labels';
import { certificateStatusSchema, fileHashSchema, fileNameSchema } from './web-api';
import { CERTIFICATE_EVENT_TYPES } from './webhook-events';

/** The header that makes a retried upload or batch return its first answer. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A client's retry token: printable ASCII, 1 to 255 characters (a UUID is the usual choice). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, 'Idempotency-Key doit contenir de 1 à 255 caractères ASCII visibles');

/** Where the final state is POSTed; checked again (private addresses) by the server before it is kept. */
export const webhookUrlSchema = z
  .string()
  .trim()
  .max(2048, 'webhook_url ne doit pas dépasser 2048 caractères')
  .pipe(z.url({ protocol: /^https?$/, error: 'webhook_url doit être une adresse http(s) valide' }));

/**
 * Whether the document's name is shown to anyone who verifies it (by its fingerprint or its certificate's id).
 * Without it, only the account's own keys see the name: the public verification answers without it.
 */
export const fileNamePublicSchema = z
  .boolean({ error: 'file_name_public vaut true ou false' })
  .default(false)
  .describe(
    'true : le nom du document est montré à quiconque vérifie son empreinte. Par défaut (false), seules les clés de votre compte le voient ; la vérification publique répond sans le nom.',
  );

/**
 * The text fields of an upload, as multipart fields or as a JSON body. `file_hash` replaces the file for a
 * client that keeps its document private; `file_name` and `file_size` then describe it on the certificate,
 * which has neither when they are not sent (nothing is made up).
 */
export const proUploadFieldsSchema = z.strictObject({
  file_hash: fileHashSchema.optional(),
  file_name: fileNameSchema.optional(),
  file_size: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
  /** As a multipart field, the text `true` or `false`. */
  file_name_public: fileNamePublicSchema,
  webhook_url: webhookUrlSchema.optional(),
  /** As multipart fields, JSON texts: `["contrat"]`, `{"client":"42"}`. */
  tags: tagsSchema.optional(),
  metadata: metadataSchema.optional(),
});
export type ProUploadFields = z.infer<typeof proUploadFieldsSchema>;

export const proUploadResponseSchema = z.object({
  success: z.literal(true),
  certificate_id: z.uuid(),
  file_hash: z.string(),
  /**
   * As sent (`file_name`, else the file's own name); null for a fingerprint sent without a name, and for
   * another account's certificate of the same fingerprint whose name is not public.
   */
  file_name: z.string().nullable(),
  /** The file's size in bytes, or `file_size` as sent; null for a fingerprint sent without a size. */
  file_size: z.number().int().nullable(),
  status: certificateStatusSchema,
  /** Credits this upload took: 1, or 0 when the fingerprint was already anchored or pending. */
  credits_used: z.number().int(),
  credits_remaining: z.number().int(),
});
export type ProUploadResponse = z.infer<typeof proUploadResponseSchema>;

export const proCertificateParamsSchema = z.object({
  certificate_id: z.string().max(64),
});

export const proCertificateStatusResponseSchema = z.object({
  success: z.literal(true),
  certificate_id: z.uuid(),
  status: certificateStatusSchema,
  file_hash: z.string(),
  /** Null for a fingerprint sent without a name. */
  file_name: z.string().nullable(),
  blockchain_tx_hash: z.string().nullable(),
  /** Seconds since the epoch, from the block that recorded the root. */
  blockchain_timestamp: z.number().int().nullable(),
  block_number: z.number().int().nullable(),
  explorer_url: z.string().nullable(),
  /** The PDF's public address, once completed. */
  certificate_url: z.string().nullable(),
  /**
   * `test` on a test key's certificate (free, anchored on the test network, marked "test" on its PDF);
   * absent on a live one.
   */
  mode: z.literal('test').optional(),
  /**
   * The checkpoint on Ethereum L1 that seals it, once final (a day or so after its anchoring): its proof and
   * PDF, downloaded again, then carry the seal and verify with an Ethereum node alone. Absent until then, and
   * in search results.
   */
  ethereum_checkpoint: z
    .object({
      chain_id: z.number().int(),
      transaction_hash: z.string(),
      block_number: z.number().int(),
      /** Seconds since the epoch, from the L1 block that sealed it. */
      timestamp: z.number().int(),
      /** The checkpoint root written to the L1 log. */
      root: z.string(),
    })
    .optional(),
});
export type ProCertificateStatusResponse = z.infer<typeof proCertificateStatusResponseSchema>;

/** `GET /pro/webhooks/secret`: the account's Standard Webhooks signing secret. */
export const webhookSecretResponseSchema = z.object({
  success: z.literal(true),
  webhook_secret: webhookSecretSchema,
});
export type WebhookSecretResponse = z.infer<typeof webhookSecretResponseSchema>;

/**
 * The JSON body of a certificate's webhook (the catalogue: `webhook-events.ts`): the event, and the certificate
 * as the status call shows it with the receiving account's own labels of it (its latest upload's).
 */
export const webhookEventSchema = z.object({
  type: z.enum([...CERTIFICATE_EVENT_TYPES, 'webhook.test']),
  /** ISO 8601 instant the event happened. */
  timestamp: z.string(),
  data: proCertificateStatusResponseSchema.extend({
    tags: z.array(z.string()),
    metadata: z.record(z.string(), z.string()),
  }),
});

/** `POST /pro/webhooks/test`: where to send a sample webhook; by default where the account's last one went. */
export const testWebhookRequestSchema = z.strictObject({ url: webhookUrlSchema.optional() });

/** What the receiver answered: its HTTP status, or why nothing came back. */
export const testWebhookResponseSchema = z.object({
  success: z.boolean(),
  url: z.string(),
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type TestWebhookResponse = z.infer<typeof testWebhookResponseSchema>;
