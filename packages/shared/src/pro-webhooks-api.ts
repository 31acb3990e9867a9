/**
 * Webhooks managed by API (`/pro/webhooks/endpoints`, `/pro/webhooks/deliveries`): the account's endpoints,
 * each with its secret and its event filter, and the log of deliveries with their attempts.
 */
import { z } from 'zod';
import { apiModeSchema, webhookSecretSchema } from './api-keys-api';
import { hasControlCharacter, hasLoneSurrogate } from './plain-text';
import { webhookUrlSchema } from './pro-api';
import { CERTIFICATE_EVENT_TYPES } from './webhook-events';

/** How many endpoints an account may have at once. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

const eventTypeSchema = z.enum(CERTIFICATE_EVENT_TYPES, {
  error: `Événement inconnu : ${CERTIFICATE_EVENT_TYPES.join(', ')}.`,
});

/** `POST /pro/webhooks/endpoints`. */
export const createWebhookEndpointRequestSchema = z.strictObject({
  url: webhookUrlSchema,
  /** The events it is told of; absent: every certificate event, those added later included. */
  events: z
    .array(eventTypeSchema)
    .min(1, 'Indiquez au moins un événement, ou omettez events pour les recevoir tous.')
    .refine((events) => new Set(events).size === events.length, 'Un événement figure deux fois.')
    .optional(),
  description: z
    .string()
    .trim()
    .max(200, 'La description ne doit pas dépasser 200 caractères.')
    .refine((text) => !hasControlCharacter(text), 'La description contient un caractère de contrôle.')
    .refine((text) => !hasLoneSurrogate(text), 'La description contient un caractère invalide.')
    .optional(),
  /** Test endpoints hear of test certificates only; defaults to the calling key's mode. */
  mode: apiModeSchema.optional(),
});
export type CreateWebhookEndpointRequest = z.infer<typeof createWebhookEndpointRequestSchema>;

/** One endpoint as listed: never its secret. */
export const webhookEndpointViewSchema = z.object({
  endpoint_id: z.uuid(),
  url: z.string(),
  mode: apiModeSchema,
  /** null: every certificate event. */
  events: z.array(z.string()).nullable(),
  description: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointViewSchema>;

export const webhookEndpointListResponseSchema = z.object({
  success: z.literal(true),
  endpoints: z.array(webhookEndpointViewSchema),
});

/** A new endpoint, with its signing secret shown this once. */
export const newWebhookEndpointResponseSchema = z.object({
  success: z.literal(true),
  endpoint: webhookEndpointViewSchema,
  webhook_secret: webhookSecretSchema,
});
export type NewWebhookEndpointResponse = z.infer<typeof newWebhookEndpointResponseSchema>;

export const webhookEndpointParamsSchema = z.strictObject({
  endpoint_id: z.uuid({ error: 'Identifiant de point de terminaison invalide.' }),
});

export const deletedWebhookEndpointResponseSchema = z.object({
  success: z.literal(true),
  endpoint_id: z.uuid(),
  deleted_at: z.string(),
});

export const webhookDeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed']);

/** `GET /pro/webhooks/deliveries`: newest first, a page at a time. */
export const webhookDeliveryListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** `next_cursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  status: webhookDeliveryStatusSchema.optional(),
  /** One endpoint's deliveries only. */
  endpoint_id: z.uuid({ error: 'Identifiant de point de terminaison invalide.' }).optional(),
  certificate_id: z.uuid({ error: 'Identifiant de certificat invalide.' }).optional(),
});
export type WebhookDeliveryListQuery = z.infer<typeof webhookDeliveryListQuerySchema>;

/** One try: the receiver's status, or why nothing came back. */
export const webhookAttemptViewSchema = z.object({
  attempt: z.number().int(),
  attempted_at: z.string(),
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
});

/** One delivery (its id is the `webhook-id` header, the same on every try), with every try. */
export const webhookDeliveryViewSchema = z.object({
  delivery_id: z.uuid(),
  event: z.string(),
  url: z.string(),
  /** null: the per-upload (or per-batch) webhook_url. */
  endpoint_id: z.uuid().nullable(),
  certificate_id: z.uuid().nullable(),
  batch_id: z.uuid().nullable(),
  status: webhookDeliveryStatusSchema,
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  redelivered_at: z.string().nullable(),
  /** When it is tried next, while pending. */
  next_attempt_at: z.string().nullable(),
  /** Oldest first. */
  attempts: z.array(webhookAttemptViewSchema),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryViewSchema>;

export const webhookDeliveryListResponseSchema = z.object({
  success: z.literal(true),
  deliveries: z.array(webhookDeliveryViewSchema),
  /** Pass it as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});

export const webhookDeliveryParamsSchema = z.strictObject({
  delivery_id: z.uuid({ error: 'Identifiant de livraison invalide.' }),
});

/** `POST /pro/webhooks/deliveries/{delivery_id}/redeliver`: the delivery, due again at once. */
export const redeliveredWebhookResponseSchema = z.object({
  success: z.literal(true),
  delivery: webhookDeliveryViewSchema,
});
