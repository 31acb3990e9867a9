import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { importSigningKey, signRequest } from './sign-request';

describe('signRequest', () => {
  it('signs method, path and timestamp as the server checks them (HMAC-SHA256, hex)', async () => {
    const secret = 'a'.repeat(64);
    const key = await importSigningKey('hses_0123', secret);
    const headers = await signRequest(key, 'GET', '/pro/credits/balance', 1_735_689_600_000);
    const expected = createHmac('sha256', secret)
      .update('GET/pro/credits/balance1735689600000')
      .digest('hex');
    expect(headers).toEqual({
      'x-api-key': 'hses_0123',
      'x-signature': expected,
      'x-timestamp': '1735689600000',
    });
  });

  it('leaves the query string out of the signed path', async () => {
    const key = await importSigningKey('k', 's');
    const withQuery = await signRequest(key, 'get', '/pro/x?a=1', 5);
    const without = await signRequest(key, 'GET', '/pro/x', 5);
    expect(withQuery['x-signature']).toBe(without['x-signature']);
  });

  it('keeps the secret out of reach: the key signs but cannot be exported', async () => {
    const key = await importSigningKey('k', 'secret-du-serveur');
    expect(key.hmac.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key.hmac)).rejects.toThrow();
  });
});
