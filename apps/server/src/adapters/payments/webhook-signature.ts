import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './payment-provider';

/** Stripe's default: a signed event older than five minutes is refused, so a captured one cannot be replayed. */
export const WEBHOOK_TOLERANCE_S = 300;

function hmacHex(secret: string, timestamp: number, payload: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/**
 * The `Stripe-Signature` header for a payload: `t=<seconds>,v1=<HMAC-SHA256 of "t.payload">`. The simulator
 * signs its events this way, so one webhook route serves both providers.
 */
export function signWebhookPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, payload)}`;
}

/**
 * Checks a `Stripe-Signature` header against the raw payload, comparing in constant time.
 * @throws WebhookSignatureError when it is missing, malformed, wrong or outside the tolerance.
 */
export function verifyWebhookSignature(
  payload: string,
  header: string | undefined,
  secret: string,
  now = Math.floor(Date.now() / 1000),
): void {
  if (!header) throw new WebhookSignatureError('missing signature header');
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0)
    throw new WebhookSignatureError('malformed signature header');
  if (Math.abs(now - timestamp) > WEBHOOK_TOLERANCE_S)
    throw new WebhookSignatureError('signature timestamp outside tolerance');
  const expected = Buffer.from(hmacHex(secret, timestamp, payload), 'utf8');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('signature mismatch');
}
