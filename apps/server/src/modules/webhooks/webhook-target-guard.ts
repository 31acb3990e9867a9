import { lookup, Resolver } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { embeddedIpv4Addresses } from './embedded-ipv4';

/** Addresses a webhook must never reach in production: the machine itself, private networks, metadata. */
const forbidden = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, with the clouds' metadata service at 169.254.169.254
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3], // multicast and reserved, up to the broadcast address
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local, with AWS's metadata at fd00:ec2::254
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b:1::', 48], // NAT64 for local use (RFC 8215): where the IPv4 sits depends on the operator's prefix
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fec0::', 10], // site-local, deprecated but still routed by some stacks
] as const) {
  forbidden.addSubnet(network, prefix, 'ipv6');
}

/** A name's addresses; given up when `signal` aborts (the try's deadline passed). */
export type ResolveHost = (
  host: string,
  signal?: AbortSignal,
) => Promise<{ address: string; family: number }[]>;

/**
 * Names asked of the DNS by c-ares, which waits on no thread: the system's `lookup` holds one of libuv's four
 * threads per pending name, so a receiver's slow DNS server would stall files, hashing and every other lookup.
 */
const publicResolve: ResolveHost = async (host, signal) => {
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
  signal?.addEventListener('abort', () => resolver.cancel(), { once: true });
  const [v4, v6] = await Promise.allSettled([resolver.resolve4(host), resolver.resolve6(host)]);
  const addresses = [
    ...(v4.status === 'fulfilled' ? v4.value.map((address) => ({ address, family: 4 })) : []),
    ...(v6.status === 'fulfilled' ? v6.value.map((address) => ({ address, family: 6 })) : []),
  ];
  if (addresses.length === 0) throw v4.status === 'rejected' ? v4.reason : new Error(`${host}: no address`);
  return addresses;
};

/** Embedded mode's names, `localhost` and the hosts file included, as the developer's machine knows them. */
const localResolve: ResolveHost = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Whether this IP address is loopback, private, link-local, metadata or otherwise not public; an IPv6
 * address also when an IPv4 address it embeds (mapped, compatible, NAT64, 6to4, Teredo) is.
 * @internal exported for its tests
 */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return forbidden.check(address, 'ipv4');
  if (family !== 6) return true;
  if (forbidden.check(address, 'ipv6')) return true;
  return embeddedIpv4Addresses(address).some((ipv4) => forbidden.check(ipv4, 'ipv4'));
}

export interface WebhookTarget {
  kind: 'ok';
  url: URL;
  /** The address checked, which the request must connect to (a second lookup could answer otherwise). */
  address: string;
  family: number;
}

/** Why a webhook URL is refused; the route words it (`webhookUrlDetails`). */
export type WebhookUrlRefusal = { kind: 'webhook_url_refused' } & (
  | { reason: 'not_a_url' | 'not_https' | 'has_credentials' | 'private_address' }
  | { reason: 'unresolvable'; host: string }
);

/**
 * Checks a webhook URL where it would be sent now: https only, and every address its host resolves to
 * public; with `allowLocal` (embedded mode) http and local addresses pass too. Run when the URL is given
 * and again before each send, after resolution, so a name later pointed inside is still refused.
 */
export async function checkWebhookTarget(
  rawUrl: string,
  options: { allowLocal: boolean; resolve?: ResolveHost; signal?: AbortSignal },
): Promise<WebhookTarget | WebhookUrlRefusal> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { kind: 'webhook_url_refused', reason: 'not_a_url' };
  }
  if (url.protocol !== 'https:' && !(options.allowLocal && url.protocol === 'http:')) {
    return { kind: 'webhook_url_refused', reason: 'not_https' };
  }
  if (url.username || url.password) return { kind: 'webhook_url_refused', reason: 'has_credentials' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host)
      ? [{ address: host, family: isIP(host) }]
      : await (options.resolve ?? (options.allowLocal ? localResolve : publicResolve))(host, options.signal);
  } catch {
    return { kind: 'webhook_url_refused', reason: 'unresolvable', host };
  }
  const [first] = addresses;
  if (!first) return { kind: 'webhook_url_refused', reason: 'unresolvable', host };
  if (!options.allowLocal && addresses.some((entry) => isForbiddenAddress(entry.address))) {
    return { kind: 'webhook_url_refused', reason: 'private_address' };
  }
  return { kind: 'ok', url, address: first.address, family: first.family };
}
