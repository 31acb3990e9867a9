/**
 * The API's request and response bodies by name, read from the types generated from its OpenAPI document
 * (`openapi.generated.ts`): a change of the document shows here as a type error, never as a silent drift.
 */
import type { paths, webhooks } from './openapi.generated';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Ok<Path extends keyof paths, Method extends 'get' | 'post' | 'delete'> = Json<
  paths[Path][Method] extends { responses: { 200: infer Answer } } ? Answer : never
>;
type JsonRequest<Path extends keyof paths> = paths[Path]['post'] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

export type Balance = Ok<'/pro/credits/balance', 'get'>;
/** The text fields of an upload sent as JSON: the fingerprint, how to name the document, labels, a webhook. */
export type UploadRequest = JsonRequest<'/pro/certificates/upload'>;
export type Upload = Ok<'/pro/certificates/upload', 'post'>;
export type BatchRequest = JsonRequest<'/pro/certificates/batch'>;
export type BatchDocument = BatchRequest['documents'][number];
export type Batch = Ok<'/pro/certificates/batch', 'post'>;
export type CertificateStatus = Ok<'/pro/certificates/{certificate_id}/status', 'get'>;
/** A certificate's proof file (format `horodoc-proof`, version 2 to 4), the one its PDF embeds. */
export type CertificateProof = Ok<'/pro/certificates/{certificate_id}/proof', 'get'>;
export type CertificateQuery = NonNullable<paths['/pro/certificates']['get']['parameters']['query']>;
export type CertificatePage = Ok<'/pro/certificates', 'get'>;
export type CertificateListItem = CertificatePage['certificates'][number];
export type Usage = Ok<'/pro/usage', 'get'>;
export type TestWebhookResult = Ok<'/pro/webhooks/test', 'post'>;
export type WebhookSecret = Ok<'/pro/webhooks/secret', 'get'>;

/** Every event Horodoc sends, as the OpenAPI document's `webhooks` section lists them. */
export type WebhookEvent = {
  [Event in keyof webhooks]: Json<webhooks[Event]['post']['requestBody']>;
}[keyof webhooks];

export type ApiKeyList = Ok<'/pro/api-keys', 'get'>;
export type CreateApiKeyRequest = JsonRequest<'/pro/api-keys'>;
/** The new key, with its `api_secret`: shown in this answer only. */
export type CreatedApiKey = Ok<'/pro/api-keys', 'post'>;
export type RollApiKeyRequest = JsonRequest<'/pro/api-keys/{key_id}/roll'>;
export type RolledApiKey = Ok<'/pro/api-keys/{key_id}/roll', 'post'>;
export type RevokedApiKey = Ok<'/pro/api-keys/{key_id}/revoke', 'post'>;

export type WebhookEndpointList = Ok<'/pro/webhooks/endpoints', 'get'>;
export type CreateWebhookEndpointRequest = JsonRequest<'/pro/webhooks/endpoints'>;
/** The new endpoint, with its own `webhook_secret`: shown in this answer only. */
export type CreatedWebhookEndpoint = Ok<'/pro/webhooks/endpoints', 'post'>;
export type DeletedWebhookEndpoint = Ok<'/pro/webhooks/endpoints/{endpoint_id}', 'delete'>;
export type WebhookDeliveryQuery = NonNullable<
  paths['/pro/webhooks/deliveries']['get']['parameters']['query']
>;
export type WebhookDeliveryPage = Ok<'/pro/webhooks/deliveries', 'get'>;
export type Redelivery = Ok<'/pro/webhooks/deliveries/{delivery_id}/redeliver', 'post'>;
