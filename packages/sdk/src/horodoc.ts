import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import type {
  ApiKeyList,
  Balance,
  Batch,
  BatchRequest,
  CertificateListItem,
  CertificatePage,
  CertificateProof,
  CertificateQuery,
  CertificateStatus,
  CreateApiKeyRequest,
  CreatedApiKey,
  CreatedWebhookEndpoint,
  CreateWebhookEndpointRequest,
  DeletedWebhookEndpoint,
  Redelivery,
  RevokedApiKey,
  RollApiKeyRequest,
  RolledApiKey,
  TestWebhookResult,
  Upload,
  UploadRequest,
  Usage,
  WebhookDeliveryPage,
  WebhookDeliveryQuery,
  WebhookEndpointList,
  WebhookSecret,
} from './api-types';
import { type Clock, systemClock } from './clock';
import { hashFile } from './hash-file';
import { CertificatePendingError } from './horodoc-error';
import { multipartFileBody } from './multipart-file-body';
import { jsonBody } from './request-body';
import { answer, createTransport, type Send } from './send-with-retries';
import type { SignatureVersion } from './sign-request';

export type * from './api-types';
export { hashFile } from './hash-file';
export { CertificatePendingError, HorodocError, HorodocNetworkError } from './horodoc-error';
export { verifyWebhook, WebhookVerificationError } from './verify-webhook';

export interface HorodocOptions {
  /** The key id (`X-API-Key`), from the signup or the credits page. */
  apiKey: string;
  apiSecret: string;
  /** `https://horodoc.fr` unless told; a local server's origin in development. */
  baseUrl?: string;
  /** 2 (default): the signature also covers the body. 1: the spec's, method, path and time only. */
  signatureVersion?: SignatureVersion;
  /** Tries after the first, for a dropped connection, a 429 or a 503 (3 unless told). */
  maxRetries?: number;
  /** The longest `Retry-After` waited for; a longer one throws the 429 at once (60 s unless told). */
  maxRetryDelayMs?: number;
  /** How long a try waits for its answer (60 s unless told), then counts as a dropped connection. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  clock?: Clock;
}

/** What every write takes: the key that makes a retry of it give its first answer instead of a second debit. */
export interface WriteOptions {
  /** A new UUID per call unless given; give your own to retry a call across restarts of your program. */
  idempotencyKey?: string;
}

/** A certificate stops changing once it is `completed`, `failed` or `expired`. */
const FINAL = new Set(['completed', 'failed', 'expired']);

/**
 * The Horodoc API client: every call signed, retried without a double debit, typed from the OpenAPI document.
 *
 * @example
 * const horodoc = new Horodoc({ apiKey: process.env.HORODOC_API_KEY, apiSecret: process.env.HORODOC_API_SECRET });
 * const { certificate_id } = await horodoc.uploadFile('contrat.pdf');
 * await horodoc.waitForCertificate(certificate_id);
 */
export class Horodoc {
  readonly #send: Send;
  readonly #clock: Clock;

  constructor(options: HorodocOptions) {
    this.#clock = options.clock ?? systemClock;
    this.#send = createTransport({
      baseUrl: options.baseUrl ?? 'https://horodoc.fr',
      apiKey: options.apiKey,
      apiSecret: options.apiSecret,
      signatureVersion: options.signatureVersion ?? 2,
      fetch: options.fetch ?? globalThis.fetch,
      clock: this.#clock,
      maxRetries: options.maxRetries ?? 3,
      maxRetryDelayMs: options.maxRetryDelayMs ?? 60_000,
      timeoutMs: options.timeoutMs ?? 60_000,
    });
  }

  /** The credits held, used and bought (`GET /pro/credits/balance`). */
  async getBalance(): Promise<Balance> {
    return answer<Balance>(await this.#send({ method: 'GET', path: '/pro/credits/balance' }));
  }

  /**
   * Timestamps a file on disk for one credit. By default only its fingerprint leaves this machine: the file is
   * hashed here and its name and size describe it on the certificate. With `stream: true` the file itself is
   * streamed to the server, which hashes it as it arrives and keeps nothing of it.
   */
  async uploadFile(
    path: string,
    fields: Omit<UploadRequest, 'file_hash' | 'file_size'> & { stream?: boolean } = {},
    options: WriteOptions = {},
  ): Promise<Upload> {
    const { stream, ...labels } = fields;
    if (!stream) {
      return this.uploadHash({ ...(await hashFile(path)), file_name: basename(path), ...labels }, options);
    }
    const text: Record<string, string> = {};
    for (const [name, value] of Object.entries(labels)) {
      // Multipart fields are texts: tags and metadata go as JSON.
      if (value !== undefined) text[name] = typeof value === 'string' ? value : JSON.stringify(value);
    }
    const response = await this.#send({
      method: 'POST',
      path: '/pro/certificates/upload',
      body: await multipartFileBody(path, text),
      idempotencyKey: options.idempotencyKey ?? randomUUID(),
    });
    return answer<Upload>(response);
  }

  /** Timestamps a fingerprint computed elsewhere (`file_hash`: hex SHA-256, `0x` optional), for one credit. */
  async uploadHash(
    upload: UploadRequest & { file_hash: string },
    options: WriteOptions = {},
  ): Promise<Upload> {
    const response = await this.#send({
      method: 'POST',
      path: '/pro/certificates/upload',
      body: jsonBody(upload),
      idempotencyKey: options.idempotencyKey ?? randomUUID(),
    });
    return answer<Upload>(response);
  }

  /** Up to 1,000 fingerprints in one request and one debit, a credit each (0 for one already anchored). */
  async createBatch(batch: BatchRequest, options: WriteOptions = {}): Promise<Batch> {
    const response = await this.#send({
      method: 'POST',
      path: '/pro/certificates/batch',
      body: jsonBody(batch),
      idempotencyKey: options.idempotencyKey ?? randomUUID(),
    });
    return answer<Batch>(response);
  }

  /** A certificate's state and, once anchored, its transaction, block and PDF address. */
  async getCertificate(certificateId: string): Promise<CertificateStatus> {
    const path = `/pro/certificates/${encodeURIComponent(certificateId)}/status`;
    return answer<CertificateStatus>(await this.#send({ method: 'GET', path }));
  }

  /**
   * Asks for the certificate's state every `pollIntervalMs` until it is final (`completed`, `failed` or
   * `expired`), and resolves with it; anchoring takes some 30 seconds.
   * @throws {CertificatePendingError} when it is still pending after `timeoutMs`.
   */
  async waitForCertificate(
    certificateId: string,
    options: { timeoutMs?: number; pollIntervalMs?: number } = {},
  ): Promise<CertificateStatus> {
    const deadline = this.#clock.now() + (options.timeoutMs ?? 120_000);
    for (;;) {
      const certificate = await this.getCertificate(certificateId);
      if (FINAL.has(certificate.status)) return certificate;
      if (this.#clock.now() >= deadline) {
        throw new CertificatePendingError(certificateId);
      }
      await this.#clock.sleep(options.pollIntervalMs ?? 2000);
    }
  }

  /** The certificate's PDF (PDF/A-3, signed, its proof file attached), once `completed`. */
  async downloadPdf(certificateId: string): Promise<Uint8Array> {
    const path = `/pro/certificates/${encodeURIComponent(certificateId)}/download`;
    return new Uint8Array(await (await this.#send({ method: 'GET', path })).arrayBuffer());
  }

  /**
   * The certificate's proof once `completed` (`GET /pro/certificates/{certificate_id}/proof`): the JSON file its
   * PDF embeds, which `horodoc verify --proof` checks against the chain alone.
   */
  async getProof(certificateId: string): Promise<CertificateProof> {
    const path = `/pro/certificates/${encodeURIComponent(certificateId)}/proof`;
    return answer<CertificateProof>(await this.#send({ method: 'GET', path }));
  }

  /** One page of the account's certificates, newest first, filtered by `query`. */
  async listCertificates(query: CertificateQuery = {}): Promise<CertificatePage> {
    return answer<CertificatePage>(await this.#send({ method: 'GET', path: '/pro/certificates', query }));
  }

  /**
   * Every certificate matching `query`, newest first, page after page as the loop asks for them.
   * @example for await (const certificate of horodoc.searchCertificates({ tag: 'lot-2026' })) console.log(certificate.certificate_id);
   */
  async *searchCertificates(
    query: Omit<CertificateQuery, 'cursor'> = {},
  ): AsyncGenerator<CertificateListItem> {
    let cursor: string | undefined;
    do {
      const page = await this.listCertificates({ ...query, cursor });
      yield* page.certificates;
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
  }

  /** A month's requests and credits (`2026-11`; the current month unless told). */
  async getUsage(month?: string): Promise<Usage> {
    return answer<Usage>(await this.#send({ method: 'GET', path: '/pro/usage', query: { month } }));
  }

  /** Every certificate of the account as CSV text. */
  async exportCertificatesCsv(): Promise<string> {
    return (await this.#send({ method: 'GET', path: '/pro/certificates/export.csv' })).text();
  }

  /** The account's `whsec_` secret, which {@link verifyWebhook} checks webhooks with. */
  async getWebhookSecret(): Promise<WebhookSecret> {
    return answer<WebhookSecret>(await this.#send({ method: 'GET', path: '/pro/webhooks/secret' }));
  }

  /** Sends a signed `webhook.test` event to `url` (the account's last webhook unless told) and says what it answered. */
  async sendTestWebhook(url?: string): Promise<TestWebhookResult> {
    const response = await this.#send({
      method: 'POST',
      path: '/pro/webhooks/test',
      body: jsonBody({ url }),
    });
    return answer<TestWebhookResult>(response);
  }

  /** The keys this key may manage (its own mode or lesser) that still sign, oldest first, never a secret. */
  async listApiKeys(): Promise<ApiKeyList> {
    return answer<ApiKeyList>(await this.#send({ method: 'GET', path: '/pro/api-keys' }));
  }

  /** A new key of the account; its `api_secret` is in this answer only: store it at once. */
  async createApiKey(key: CreateApiKeyRequest): Promise<CreatedApiKey> {
    return answer<CreatedApiKey>(
      await this.#send({ method: 'POST', path: '/pro/api-keys', body: jsonBody(key) }),
    );
  }

  /** A replacement for `keyId`, which keeps signing for `overlap_hours` (7 days at most) beside it. */
  async rollApiKey(keyId: string, roll: RollApiKeyRequest): Promise<RolledApiKey> {
    const path = `/pro/api-keys/${encodeURIComponent(keyId)}/roll`;
    return answer<RolledApiKey>(await this.#send({ method: 'POST', path, body: jsonBody(roll) }));
  }

  /** Revokes `keyId` at once: refused from `revoked_at` on. */
  async revokeApiKey(keyId: string): Promise<RevokedApiKey> {
    const path = `/pro/api-keys/${encodeURIComponent(keyId)}/revoke`;
    return answer<RevokedApiKey>(await this.#send({ method: 'POST', path }));
  }

  /** The account's webhook endpoints, each with its event filter (never its secret). */
  async listWebhookEndpoints(): Promise<WebhookEndpointList> {
    return answer<WebhookEndpointList>(await this.#send({ method: 'GET', path: '/pro/webhooks/endpoints' }));
  }

  /** A new endpoint receiving `events` (every event unless told); its `webhook_secret` is in this answer only. */
  async createWebhookEndpoint(endpoint: CreateWebhookEndpointRequest): Promise<CreatedWebhookEndpoint> {
    const response = await this.#send({
      method: 'POST',
      path: '/pro/webhooks/endpoints',
      body: jsonBody(endpoint),
    });
    return answer<CreatedWebhookEndpoint>(response);
  }

  /** Deletes an endpoint: nothing more is sent to it. */
  async deleteWebhookEndpoint(endpointId: string): Promise<DeletedWebhookEndpoint> {
    const path = `/pro/webhooks/endpoints/${encodeURIComponent(endpointId)}`;
    return answer<DeletedWebhookEndpoint>(await this.#send({ method: 'DELETE', path }));
  }

  /** One page of the account's deliveries, newest first, each with every try. */
  async listWebhookDeliveries(query: WebhookDeliveryQuery = {}): Promise<WebhookDeliveryPage> {
    const response = await this.#send({ method: 'GET', path: '/pro/webhooks/deliveries', query });
    return answer<WebhookDeliveryPage>(response);
  }

  /** Sends a delivery again, with the same `webhook-id`, as a new series of tries. */
  async redeliverWebhook(deliveryId: string): Promise<Redelivery> {
    const path = `/pro/webhooks/deliveries/${encodeURIComponent(deliveryId)}/redeliver`;
    return answer<Redelivery>(await this.#send({ method: 'POST', path }));
  }
}
