import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { TrustProxy } from '../parse-trust-proxy';

export interface HealthAccessOptions {
  /** HEALTH_TOKEN, sent as `Authorization: Bearer …`; null when none is configured. */
  token: string | null;
  trustProxy: TrustProxy;
}

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Whether a caller may read health's details (signer, balance, anchoring state…): with the configured
 * token, or from this machine itself.
 *
 * "This machine" is judged on the connection, never on a header. A proxy on the same host also connects
 * from loopback, so a request that came through one does not count: none may be declared (TRUST_PROXY),
 * and it may carry no forwarding header.
 */
export function mayReadHealthDetails(request: FastifyRequest, options: HealthAccessOptions): boolean {
  if (options.token !== null && bearerMatches(request.headers.authorization, options.token)) return true;
  if (options.trustProxy !== false) return false;
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopback(request.socket.remoteAddress);
}

/** Compared in constant time: both sides are hashed first, so neither the length nor a prefix leaks. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (plain === '::1') return true;
  return isIP(plain) === 4 && plain.startsWith('127.');
}
