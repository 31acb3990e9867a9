/**
 * The examples of the signed API's OpenAPI document: one request and one answer per operation, consistent with
 * each other (the same certificate, key and endpoint throughout). `redocly lint` checks each against its schema,
 * and the Ajv check of the integration tests holds the real answers to the same schemas.
 */

const CERTIFICATE_ID = '3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69';
const BATCH_ID = '8d2e4f60-7a1b-4c3d-8e9f-0a1b2c3d4e5f';
const ENDPOINT_ID = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';
const DELIVERY_ID = 'c1d2e3f4-a5b6-4c7d-9e8f-0a1b2c3d4e5f';
const KEY_ID = 'hk_4f1e2d3c4b5a69788796a5b4c3d2e1f0';
const NEW_KEY_ID = 'hk_0a1b2c3d4e5f60718293a4b5c6d7e8f9';
const FILE_HASH = '0x3d2a8e9d4efc4bbf49fd1f0d83228a4a775c4c44c36fe635515e2d0f589da3f6';
const TX_HASH = '0x89aa3148f0979dba7cfbe42ab5618413a4ef1f36973be7db6ca99f7c8e343881';
const EXPLORER_URL = `https://basescan.org/tx/${TX_HASH}`;
const CERTIFICATE_URL = `https://horodoc.fr/api/certificates/${CERTIFICATE_ID}/certificate.pdf`;
const WEBHOOK_URL = 'https://erp.exemple.fr/webhooks/horodoc';

/** The path parameters' examples, by name. */
export const PARAMETER_EXAMPLES: Record<string, string> = {
  certificate_id: CERTIFICATE_ID,
  key_id: KEY_ID,
  endpoint_id: ENDPOINT_ID,
  delivery_id: DELIVERY_ID,
};

const listed = {
  certificate_id: CERTIFICATE_ID,
  status: 'completed',
  file_hash: FILE_HASH,
  file_name: 'contrat.pdf',
  blockchain_tx_hash: TX_HASH,
  blockchain_timestamp: 1795788076,
  block_number: 31415926,
  explorer_url: EXPLORER_URL,
  certificate_url: CERTIFICATE_URL,
};

const completed = { success: true, ...listed };

const key = {
  name: 'Serveur de facturation',
  key_id: KEY_ID,
  mode: 'live',
  created_at: '2026-11-02T09:15:00.000Z',
  last_used_at: '2026-11-03T14:02:11.000Z',
  expires_at: null,
};

const newKey = { ...key, key_id: NEW_KEY_ID, created_at: '2026-11-04T10:00:00.000Z', last_used_at: null };

const endpoint = {
  endpoint_id: ENDPOINT_ID,
  url: WEBHOOK_URL,
  mode: 'live',
  events: ['certificate.completed', 'certificate.failed'],
  description: 'ERP',
  created_at: '2026-11-02T09:20:00.000Z',
};

const delivery = {
  delivery_id: DELIVERY_ID,
  event: 'certificate.completed',
  url: WEBHOOK_URL,
  endpoint_id: ENDPOINT_ID,
  certificate_id: CERTIFICATE_ID,
  batch_id: null,
  status: 'delivered',
  created_at: '2026-11-03T14:02:40.000Z',
  delivered_at: '2026-11-03T14:02:51.000Z',
  redelivered_at: null,
  next_attempt_at: null,
  attempts: [
    {
      attempt: 1,
      attempted_at: '2026-11-03T14:02:40.000Z',
      status_code: 503,
      error: null,
      duration_ms: 212,
    },
    {
      attempt: 2,
      attempted_at: '2026-11-03T14:02:51.000Z',
      status_code: 200,
      error: null,
      duration_ms: 87,
    },
  ],
};

/** A version-3 proof (its Merkle arithmetic is that of proof-format.md's vectors), without its optional parts. */
const proof = {
  format: 'horodoc-proof',
  version: 3,
  mode: 'live',
  fingerprint: FILE_HASH,
  salt: '0xb9c975244cdcea26df25b4c4c5e049a9962207aecd80d960fe272280bb3ab462',
  leaf: '0xaf239fe71e6c0fa4f1b4162237f93684cc29489c948dc515ac18255c8cb23e1b',
  path: [{ side: 'left', hash: '0x7b511c7300007cd97e4f757f79011b4f4b8722017c9ab497f5fffac0884520aa' }],
  root: '0x42cefd1cd31bb82a09cc2472cd8012aa1e72a86f5a8ca6cc525ada747dfb74bf',
  chainId: 8453,
  chainName: 'Base',
  contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  transactionHash: TX_HASH,
  blockNumber: 31415926,
  blockTimestamp: 1795788076,
  explorerUrl: EXPLORER_URL,
  finalizedAt: null,
  certificateId: CERTIFICATE_ID,
  instructions: ['1. Calculez l’empreinte SHA-256 de votre fichier original…'],
};

/** Each operation's examples, by `METHOD path`: its request body (when it takes one) and its answer. */
export const OPERATION_EXAMPLES: Record<string, { request?: unknown; answer?: unknown }> = {
  'POST /pro/certificates/upload': {
    request: {
      file_hash: FILE_HASH,
      file_name: 'contrat.pdf',
      file_size: 48213,
      file_name_public: false,
      tags: ['dossier-42'],
      metadata: { client: '42' },
    },
    answer: {
      success: true,
      certificate_id: CERTIFICATE_ID,
      file_hash: FILE_HASH,
      file_name: 'contrat.pdf',
      file_size: 48213,
      status: 'pending',
      credits_used: 1,
      credits_remaining: 49,
    },
  },
  'POST /pro/certificates/batch': {
    request: {
      documents: [
        { file_hash: FILE_HASH, file_name: 'contrat.pdf', tags: ['lot-2026'] },
        {
          file_hash: '0x9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
          file_name: 'annexe.pdf',
          file_name_public: true,
          tags: ['lot-2026'],
        },
      ],
      webhook_url: WEBHOOK_URL,
    },
    answer: {
      success: true,
      batch_id: BATCH_ID,
      certificates: [
        {
          certificate_id: CERTIFICATE_ID,
          file_hash: FILE_HASH,
          file_name: 'contrat.pdf',
          status: 'completed',
          credits_used: 0,
        },
        {
          certificate_id: '7e8f9a0b-1c2d-4e3f-a4b5-c6d7e8f9a0b1',
          file_hash: '0x9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
          file_name: 'annexe.pdf',
          status: 'pending',
          credits_used: 1,
        },
      ],
      documents: 2,
      created: 1,
      existing: 1,
      credits_used: 1,
      credits_remaining: 48,
    },
  },
  'GET /pro/certificates/{certificate_id}/status': { answer: completed },
  'GET /pro/certificates/{certificate_id}/proof': { answer: proof },
  'GET /pro/certificates': {
    answer: {
      success: true,
      certificates: [
        {
          ...listed,
          file_size: 48213,
          created_at: '2026-11-03T14:02:09.512Z',
          tags: ['dossier-42'],
          metadata: { client: '42' },
        },
      ],
      next_cursor: null,
    },
  },
  'GET /pro/usage': {
    answer: {
      success: true,
      month: '2026-11',
      totals: { requests: 412, failed_requests: 3, certificates: 57, failures: 0, credits: 57 },
      days: [
        { date: '2026-11-03', requests: 412, failed_requests: 3, certificates: 57, failures: 0, credits: 57 },
      ],
      keys: [
        {
          api_key: KEY_ID,
          requests: 412,
          failed_requests: 3,
          days: [{ date: '2026-11-03', requests: 412, failed_requests: 3 }],
        },
      ],
    },
  },
  'POST /pro/webhooks/test': {
    request: { url: WEBHOOK_URL },
    answer: { success: true, url: WEBHOOK_URL, status_code: 200, error: null },
  },
  'GET /pro/webhooks/secret': {
    answer: { success: true, webhook_secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' },
  },
  'GET /pro/credits/balance': {
    answer: { success: true, credits_balance: 49, credits_used: 51, credits_purchased: 100 },
  },
  'GET /pro/api-keys': { answer: { success: true, keys: [key] } },
  'POST /pro/api-keys': {
    request: { name: 'Serveur de facturation', mode: 'live' },
    answer: {
      success: true,
      key: newKey,
      api_secret: '6a1f0e2d9c3b8a4f5e6d7c8b9a0f1e2d3c4b5a69788796a5b4c3d2e1f0a1b2c3',
    },
  },
  'POST /pro/api-keys/{key_id}/roll': {
    request: { overlap_hours: 24 },
    answer: {
      success: true,
      key: newKey,
      api_secret: '6a1f0e2d9c3b8a4f5e6d7c8b9a0f1e2d3c4b5a69788796a5b4c3d2e1f0a1b2c3',
      previous: { ...key, expires_at: '2026-11-05T10:00:00.000Z' },
    },
  },
  'POST /pro/api-keys/{key_id}/revoke': {
    answer: { success: true, key_id: KEY_ID, revoked_at: '2026-11-04T10:00:00.000Z' },
  },
  'GET /pro/webhooks/endpoints': { answer: { success: true, endpoints: [endpoint] } },
  'POST /pro/webhooks/endpoints': {
    request: {
      url: WEBHOOK_URL,
      events: ['certificate.completed', 'certificate.failed'],
      description: 'ERP',
    },
    answer: {
      success: true,
      endpoint,
      webhook_secret: 'whsec_Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0',
    },
  },
  'DELETE /pro/webhooks/endpoints/{endpoint_id}': {
    answer: { success: true, endpoint_id: ENDPOINT_ID, deleted_at: '2026-11-04T10:00:00.000Z' },
  },
  'GET /pro/webhooks/deliveries': { answer: { success: true, deliveries: [delivery], next_cursor: null } },
  'POST /pro/webhooks/deliveries/{delivery_id}/redeliver': {
    answer: {
      success: true,
      delivery: {
        ...delivery,
        status: 'pending',
        redelivered_at: '2026-11-04T10:00:00.000Z',
        next_attempt_at: '2026-11-04T10:00:00.000Z',
      },
    },
  },
};
