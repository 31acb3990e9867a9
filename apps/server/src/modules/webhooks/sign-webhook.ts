import { createHmac } from 'node:crypto';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/**
 * The Standard Webhooks headers of a message (standardwebhooks.com): `webhook-signature` is `v1,` and the
 * base64 HMAC-SHA256 of `{id}.{timestamp}.{body}` under the secret's base64-decoded bytes, so that the
 * convention's published libraries verify it as they are. During a secret's rotation there is one such
 * signature per secret, space-separated, as the convention allows: a receiver holding either verifies.
 */
export function signWebhook(message: {
  secrets: readonly string[];
  id: string;
  timestampSeconds: number;
  body: string;
}): Record<string, string> {
  const signatures = message.secrets.map((secret) => {
    const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
    const signature = createHmac('sha256', key)
      .update(`${message.id}.${message.timestampSeconds}.${message.body}`)
      .digest('base64');
    return `v1,${signature}`;
  });
  return {
    'content-type': 'application/json',
    'webhook-id': message.id,
    'webhook-timestamp': String(message.timestampSeconds),
    'webhook-signature': signatures.join(' '),
  };
}
