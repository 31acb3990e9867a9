import { isIP } from 'node:net';

/** Which proxies may tell the client's address (`X-Forwarded-For`): none, the nearest N, or these addresses. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for well-known ranges, accepted as they are. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads `TRUST_PROXY`: empty for no proxy, a hop count (`1` for one proxy in front), or a comma-separated
 * list of addresses and CIDR ranges. "Everyone" (`true`, `*`, a `/0` range) is refused: it would let any
 * client choose its own address, and with it escape the per-address limits.
 * @throws Error with a French reason when the value is none of these.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new Error(
        `« ${entry} » n'est ni un nombre de proxys, ni une adresse IP, ni une plage CIDR (tout le monde n'est jamais accepté)`,
      );
    }
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  const bits = Number(prefix);
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

/**
 * The setting as Fastify takes it. A hop count becomes "trust the N nearest hops", which is sound only when
 * the server is reachable through its proxies alone (it listens on 127.0.0.1 unless HOST says otherwise):
 * Fastify itself ignores a bare number, since a client connecting directly could claim any address.
 */
export function toFastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
