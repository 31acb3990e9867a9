import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookEvent } from './api-types';

/** A webhook that did not come from Horodoc, or came too late: answer it with a 400 and ignore it. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
}

const SECRET_PREFIX = 'whsec_';

/**
 * Checks a webhook as Standard Webhooks defines it, the way Horodoc signs them: `webhook-signature` holds one
 * or more `v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` under the `whsec_` secret's
 * decoded bytes (two during a secret's rotation: either matches), and `webhook-timestamp` is within
 * `toleranceSeconds` of now, so an old capture cannot be replayed. Pass the body exactly as received, before
 * any JSON parsing. De-duplicate on `webhook-id`: a delivery is retried with the same one.
 *
 * @returns the parsed event.
 * @throws {WebhookVerificationError} when a header is missing, the time is out of the window or no signature matches.
 * @example const event = verifyWebhook({ payload: rawBody, headers: request.headers, secret: process.env.WEBHOOK_SECRET });
 */
export function verifyWebhook(options: {
  payload: string | Uint8Array;
  headers: Headers | Record<string, string | string[] | undefined>;
  /** `whsec_...`, from `getWebhookSecret()` or the credits page. */
  secret: string;
  toleranceSeconds?: number;
  /** Milliseconds since the epoch (tests). */
  now?: number;
}): WebhookEvent {
  const { headers } = options;
  const header = (name: string) => {
    // Node's request headers are lowercase already; a plain object written by hand may not be.
    const value =
      headers instanceof Headers
        ? headers.get(name)
        : (headers[name] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]);
    return Array.isArray(value) ? value[0] : (value ?? undefined);
  };
  const id = header('webhook-id');
  const timestamp = header('webhook-timestamp');
  const signatures = header('webhook-signature');
  if (!id || !timestamp || !signatures) {
    throw new WebhookVerificationError('En-têtes webhook-id, webhook-timestamp et webhook-signature requis.');
  }
  const seconds = Number(timestamp);
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - seconds) > (options.toleranceSeconds ?? 300)) {
    throw new WebhookVerificationError('webhook-timestamp hors de la fenêtre de tolérance.');
  }
  const payload =
    typeof options.payload === 'string' ? options.payload : new TextDecoder().decode(options.payload);
  const secret = options.secret.startsWith(SECRET_PREFIX)
    ? options.secret.slice(SECRET_PREFIX.length)
    : options.secret;
  const key = Buffer.from(secret, 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${payload}`).digest();
  const matches = signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',', 2);
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookVerificationError('Aucune signature du webhook ne correspond au secret.');
  return JSON.parse(payload) as WebhookEvent;
}
