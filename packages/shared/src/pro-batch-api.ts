/**
 * The batch and search calls of the signed API (`POST /pro/certificates/batch`, `GET /pro/certificates`):
 * request and response schemas, used by the server to validate and to generate its OpenAPI document.
 */
import { z } from 'zod';
import { fileNamePublicSchema, proCertificateStatusResponseSchema, webhookUrlSchema } from './pro-api';
import { metadataKeySchema, metadataSchema, tagSchema, tagsSchema } from './pro-labels';
import { certificateStatusSchema, fileHashSchema, fileNameSchema, fileSizeSchema } from './web-api';

/** The most fingerprints one batch request takes. */
export const MAX_BATCH_DOCUMENTS = 1000;

export const proBatchDocumentSchema = z.strictObject({
  file_hash: fileHashSchema,
  file_name: fileNameSchema.optional(),
  file_size: fileSizeSchema.optional(),
  file_name_public: fileNamePublicSchema,
  tags: tagsSchema.optional(),
  metadata: metadataSchema.optional(),
});

export const proBatchRequestSchema = z.strictObject({
  documents: z
    .array(proBatchDocumentSchema)
    .min(1, 'le lot doit contenir au moins une empreinte')
    .max(MAX_BATCH_DOCUMENTS, `${MAX_BATCH_DOCUMENTS} empreintes au plus par lot`),
  /** Receives each certificate's events, and `batch.settled` once all are final. */
  webhook_url: webhookUrlSchema.optional(),
});
export type ProBatchRequest = z.infer<typeof proBatchRequestSchema>;

export const proBatchResponseSchema = z.object({
  success: z.literal(true),
  batch_id: z.uuid(),
  /** One entry per fingerprint, in the order sent. */
  certificates: z.array(
    z.object({
      certificate_id: z.uuid(),
      file_hash: z.string(),
      /**
       * Null when the document was sent without a name, and for another account's certificate of the same
       * fingerprint whose name is not public.
       */
      file_name: z.string().nullable(),
      /** `pending` for a new one; an already anchored fingerprint gives its certificate's status. */
      status: certificateStatusSchema,
      /** 1, or 0 when the fingerprint was already anchored or pending. */
      credits_used: z.number().int(),
    }),
  ),
  documents: z.number().int(),
  /** Fingerprints timestamped by this batch (one credit each). */
  created: z.number().int(),
  /** Fingerprints already anchored or pending, returned without a credit. */
  existing: z.number().int(),
  credits_used: z.number().int(),
  credits_remaining: z.number().int(),
});
export type ProBatchResponse = z.infer<typeof proBatchResponseSchema>;

/** A day (`2026-11-23`) or an instant with its offset (`2026-11-23T10:00:00Z`). */
const dateOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'doit être une date (AAAA-MM-JJ) ou un instant ISO 8601 avec fuseau',
});

export const proCertificateListQuerySchema = z
  .strictObject({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    /** `next_cursor` of the previous page. */
    cursor: z.string().max(200).optional(),
    status: certificateStatusSchema.optional(),
    /** Created at or after this day or instant. */
    created_from: dateOrInstant.optional(),
    /** Created at or before this instant, or during this day at the latest. */
    created_to: dateOrInstant.optional(),
    file_hash: fileHashSchema.optional(),
    /** Part of the file name, case ignored. */
    name: z.string().trim().min(1).max(255).optional(),
    tag: tagSchema.optional(),
    metadata_key: metadataKeySchema.optional(),
    /** With `metadata_key`: its value, exactly. */
    metadata_value: z.string().max(500).optional(),
  })
  .refine((query) => query.metadata_value === undefined || query.metadata_key !== undefined, {
    message: 'metadata_value demande aussi metadata_key',
    path: ['metadata_value'],
  });
export type ProCertificateListQuery = z.infer<typeof proCertificateListQuerySchema>;

export const proCertificateListItemSchema = proCertificateStatusResponseSchema
  .omit({ success: true })
  .extend({
    /** Null for a fingerprint sent without a size. */
    file_size: z.number().int().nullable(),
    /** ISO 8601: when the certificate was created. */
    created_at: z.string(),
    tags: z.array(z.string()),
    metadata: z.record(z.string(), z.string()),
  });

export const proCertificateListResponseSchema = z.object({
  success: z.literal(true),
  /** Newest first. */
  certificates: z.array(proCertificateListItemSchema),
  /** Pass it as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});
export type ProCertificateListResponse = z.infer<typeof proCertificateListResponseSchema>;

/** The JSON body of `batch.settled`, sent once every certificate of the batch is final. */
export const batchSettledEventSchema = z.object({
  type: z.literal('batch.settled'),
  timestamp: z.string(),
  data: z.object({
    batch_id: z.uuid(),
    documents: z.number().int(),
    completed: z.number().int(),
    failed: z.number().int(),
    expired: z.number().int(),
    certificates: z.array(
      z.object({ certificate_id: z.uuid(), file_hash: z.string(), status: certificateStatusSchema }),
    ),
    /** `test` on a test key's batch (its certificates' events carry it too); absent on a live one. */
    mode: z.literal('test').optional(),
  }),
});
export type BatchSettledEvent = z.infer<typeof batchSettledEventSchema>;
