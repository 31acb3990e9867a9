import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { mayReadHealthDetails } from './health-access';

const TOKEN = 't'.repeat(40);

/** The parts of a request the rule reads: its headers and the connection's peer. */
const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ headers, socket: { remoteAddress } }) as unknown as FastifyRequest;

describe('who may read the health details', () => {
  const direct = { token: TOKEN, trustProxy: false as const };

  it('lets a caller on this machine in, over IPv4 or IPv6', () => {
    for (const address of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) {
      expect(mayReadHealthDetails(request(address), direct), address).toBe(true);
    }
  });

  it('keeps other machines out unless they send the token', () => {
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', '']) {
      expect(mayReadHealthDetails(request(address), direct), address).toBe(false);
    }
    expect(mayReadHealthDetails(request('10.0.0.1', { authorization: `Bearer ${TOKEN}` }), direct)).toBe(
      true,
    );
    expect(mayReadHealthDetails(request('10.0.0.1', { authorization: `bearer  ${TOKEN} ` }), direct)).toBe(
      true,
    );
    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      TOKEN,
      'Bearer',
      `Basic ${TOKEN}`,
    ]) {
      expect(mayReadHealthDetails(request('10.0.0.1', { authorization }), direct), authorization).toBe(false);
    }
  });

  it('opens nothing with a token when none is configured', () => {
    const open = { token: null, trustProxy: false as const };
    expect(mayReadHealthDetails(request('10.0.0.1', { authorization: 'Bearer null' }), open)).toBe(false);
  });

  it('never counts a proxied request as local', () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect(mayReadHealthDetails(request('127.0.0.1', { [header]: '203.0.113.9' }), direct), header).toBe(
        false,
      );
    }
    // With a proxy declared, any request may have come through it: the token is the only way in.
    for (const trustProxy of [1, ['127.0.0.1']] as const) {
      const behindProxy = { token: TOKEN, trustProxy: trustProxy as number | string[] };
      expect(mayReadHealthDetails(request('127.0.0.1'), behindProxy)).toBe(false);
      const withToken = request('127.0.0.1', { authorization: `Bearer ${TOKEN}` });
      expect(mayReadHealthDetails(withToken, behindProxy)).toBe(true);
    }
  });
});
