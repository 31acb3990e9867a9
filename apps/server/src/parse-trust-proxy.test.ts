import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy, toFastifyTrustProxy } from './parse-trust-proxy';

/** The client address Fastify derives for a request from `peer` carrying `X-Forwarded-For`. */
async function clientAddress(trustProxy: string, peer: string, forwardedFor: string): Promise<string> {
  const app = Fastify({ trustProxy: toFastifyTrustProxy(parseTrustProxy(trustProxy)) });
  app.get('/', async (request) => request.ip);
  const response = await app.inject({
    url: '/',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return response.body;
}

describe('TRUST_PROXY', () => {
  it('trusts nobody when empty', async () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(await clientAddress('', '127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
  });

  it('takes the client address from the nearest trusted hops only', async () => {
    expect(await clientAddress('1', '127.0.0.1', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddress('2', '127.0.0.1', '198.51.100.1, 203.0.113.9')).toBe('198.51.100.1');
  });

  it('believes X-Forwarded-For from a listed proxy, and from no one else', async () => {
    expect(await clientAddress('10.0.0.0/8', '10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddress('10.0.0.0/8', '192.0.2.5', '203.0.113.9')).toBe('192.0.2.5');
    expect(await clientAddress('loopback', '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('accepts addresses, ranges and well-known names, and refuses everyone', () => {
    expect(parseTrustProxy('10.0.0.1, fd00::/8, loopback')).toEqual(['10.0.0.1', 'fd00::/8', 'loopback']);
    for (const value of [
      'true',
      '*',
      'all',
      '0.0.0.0/0',
      '::/0',
      '10.0.0.0/33',
      'proxy.local',
      '1.2.3.4/8/1',
    ]) {
      expect(() => parseTrustProxy(value), value).toThrow(/tout le monde n'est jamais accepté/);
    }
  });
});
