import {
  authenticateUserResponseSchema,
  type CreditPurchaseRequest,
  confirmCreditPurchaseResponseSchema,
  creditBalanceResponseSchema,
  paymentSessionResponseSchema,
  reauthenticateResponseSchema,
} from '@horodoc/shared/accounts-api';
import {
  type ApiMode,
  apiKeyListResponseSchema,
  doneResponseSchema,
  newApiKeyResponseSchema,
  rollApiKeyResponseSchema,
  rotateWebhookSecretResponseSchema,
} from '@horodoc/shared/api-keys-api';
import { webhookSecretResponseSchema } from '@horodoc/shared/pro-api';
import { usageResponseSchema } from '@horodoc/shared/pro-usage-api';
import { apiGet, apiPost } from '../../features/api-client/api-client';
import { saveBlob } from '../../features/api-client/save-download';
import { type SigningKey, signRequest } from '../../features/api-client/sign-request';

/** The credits page's calls (spec, section 7); all but the login are signed with the session key. */

export function authenticate(email: string, password: string) {
  return apiPost('/api/authenticate-user.php', { email, password }, authenticateUserResponseSchema);
}

const LOGOUT_PATH = '/api/logout-user.php';

/** Ends the session key on the server: whoever holds it can sign nothing more with it. */
export async function logOutSession(key: SigningKey) {
  return apiPost(LOGOUT_PATH, {}, doneResponseSchema, {
    headers: await signRequest(key, 'POST', LOGOUT_PATH),
  });
}

const REAUTHENTICATE_PATH = '/api/reauthenticate-user.php';

/** The password entered again, before a new key or secret (the server asks for it within minutes). */
export async function reauthenticate(key: SigningKey, password: string) {
  return apiPost(REAUTHENTICATE_PATH, { password }, reauthenticateResponseSchema, {
    headers: await signRequest(key, 'POST', REAUTHENTICATE_PATH),
  });
}

const BALANCE_PATH = '/pro/credits/balance';

export async function fetchBalance(key: SigningKey) {
  return apiGet(BALANCE_PATH, creditBalanceResponseSchema, {
    headers: await signRequest(key, 'GET', BALANCE_PATH),
  });
}

const PURCHASE_PATH = '/api/credit-purchase.php';

export async function startCreditPurchase(key: SigningKey, body: Omit<CreditPurchaseRequest, 'type'>) {
  return apiPost(PURCHASE_PATH, { type: 'credit_purchase', ...body }, paymentSessionResponseSchema, {
    headers: await signRequest(key, 'POST', PURCHASE_PATH),
  });
}

const CONFIRM_PATH = '/api/confirm-credit-purchase.php';

export async function confirmCreditPurchase(key: SigningKey, paymentIntentId: string) {
  return apiPost(CONFIRM_PATH, { payment_intent_id: paymentIntentId }, confirmCreditPurchaseResponseSchema, {
    headers: await signRequest(key, 'POST', CONFIRM_PATH),
  });
}

const WEBHOOK_SECRET_PATH = '/pro/webhooks/secret';

export async function fetchWebhookSecret(key: SigningKey) {
  return apiGet(WEBHOOK_SECRET_PATH, webhookSecretResponseSchema, {
    headers: await signRequest(key, 'GET', WEBHOOK_SECRET_PATH),
  });
}

const USAGE_PATH = '/pro/usage';

/** The month's usage (`YYYY-MM`); the query string is not signed. */
export async function fetchUsage(key: SigningKey, month: string) {
  return apiGet(`${USAGE_PATH}?month=${encodeURIComponent(month)}`, usageResponseSchema, {
    headers: await signRequest(key, 'GET', USAGE_PATH),
  });
}

const EXPORT_PATH = '/pro/certificates/export.csv';

/**
 * Downloads the CSV archive of the account's certificates: fetched with the signed headers (a plain link
 * cannot carry them), then saved under the name the server gives.
 * @throws Error when the server does not answer a CSV.
 */
export async function downloadCertificateExport(key: SigningKey) {
  const response = await fetch(EXPORT_PATH, {
    headers: await signRequest(key, 'GET', EXPORT_PATH),
    credentials: 'same-origin',
  });
  if (!response.ok || !response.headers.get('content-type')?.includes('text/csv')) {
    throw new Error(`export answered ${response.status}`);
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveBlob(await response.blob(), named ?? 'certificats-horodoc.csv');
}

const API_KEYS_PATH = '/api/api-keys';

/** The "Clés API" panel's calls, signed with the session key (the server refuses API keys for these). */
export async function fetchApiKeys(key: SigningKey) {
  return apiGet(API_KEYS_PATH, apiKeyListResponseSchema, {
    headers: await signRequest(key, 'GET', API_KEYS_PATH),
  });
}

export async function createApiKey(key: SigningKey, name: string, mode: ApiMode) {
  return apiPost(API_KEYS_PATH, { name, mode }, newApiKeyResponseSchema, {
    headers: await signRequest(key, 'POST', API_KEYS_PATH),
  });
}

const ROLL_PATH = '/api/api-keys/roll';

export async function rollApiKey(key: SigningKey, keyId: string, overlapHours: number) {
  return apiPost(ROLL_PATH, { key_id: keyId, overlap_hours: overlapHours }, rollApiKeyResponseSchema, {
    headers: await signRequest(key, 'POST', ROLL_PATH),
  });
}

const REVOKE_PATH = '/api/api-keys/revoke';

export async function revokeApiKey(key: SigningKey, keyId: string) {
  return apiPost(REVOKE_PATH, { key_id: keyId }, doneResponseSchema, {
    headers: await signRequest(key, 'POST', REVOKE_PATH),
  });
}

const ROTATE_PATH = '/api/webhook-secret/rotate';

export async function rotateWebhookSecret(key: SigningKey, overlapHours: number) {
  return apiPost(ROTATE_PATH, { overlap_hours: overlapHours }, rotateWebhookSecretResponseSchema, {
    headers: await signRequest(key, 'POST', ROTATE_PATH),
  });
}

const END_ROTATION_PATH = '/api/webhook-secret/end-rotation';

export async function endWebhookRotation(key: SigningKey) {
  return apiPost(END_ROTATION_PATH, {}, doneResponseSchema, {
    headers: await signRequest(key, 'POST', END_ROTATION_PATH),
  });
}
