import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from './verify-webhook';

/** The test vector published with the Standard Webhooks specification. */
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  headers: {
    'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
    'webhook-timestamp': '1614265330',
    'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
  },
  payload: '{"test": 2432232314}',
  now: 1614265330_000,
};

describe('verifyWebhook', () => {
  it('accepts the Standard Webhooks test vector and returns the parsed body', () => {
    expect(verifyWebhook(VECTOR)).toEqual({ test: 2432232314 });
  });

  it('accepts a rotation’s pair of signatures when either one matches', () => {
    const headers = {
      ...VECTOR.headers,
      'webhook-signature': `v1,AAAA ${VECTOR.headers['webhook-signature']}`,
    };
    expect(verifyWebhook({ ...VECTOR, headers: new Headers(headers) })).toEqual({ test: 2432232314 });
  });

  it('reads headers whatever their case, as a hand-written object may have them', () => {
    const headers = {
      'Webhook-Id': VECTOR.headers['webhook-id'],
      'Webhook-Timestamp': VECTOR.headers['webhook-timestamp'],
      'Webhook-Signature': VECTOR.headers['webhook-signature'],
    };
    expect(verifyWebhook({ ...VECTOR, headers })).toEqual({ test: 2432232314 });
  });

  it('refuses a body changed by one byte', () => {
    expect(() => verifyWebhook({ ...VECTOR, payload: '{"test": 2432232315}' })).toThrow(
      WebhookVerificationError,
    );
  });

  it('refuses a capture replayed six minutes later', () => {
    expect(() => verifyWebhook({ ...VECTOR, now: VECTOR.now + 360_000 })).toThrow(/fenêtre/);
  });

  it('refuses a message without its signature header', () => {
    const { 'webhook-signature': _, ...headers } = VECTOR.headers;
    expect(() => verifyWebhook({ ...VECTOR, headers })).toThrow(/requis/);
  });
});
