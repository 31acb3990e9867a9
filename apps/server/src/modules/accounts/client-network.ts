import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client's address stands for, as rate limits count it: an IPv4 address itself (an IPv4
 * address mapped into IPv6 included), and an IPv6 address's /64, since one host usually holds the whole /64
 * and could otherwise change address at each attempt.
 */
export function networkOf(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip.toLowerCase();
  const groups = expandIPv6(ip.toLowerCase().split('%')[0] ?? '');
  const mapped = groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff';
  if (mapped) {
    const high = Number.parseInt(groups[6] ?? '0', 16);
    const low = Number.parseInt(groups[7] ?? '0', 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, each without leading zeros; a dotted IPv4 tail becomes two groups. */
function expandIPv6(address: string): string[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group || '0', 16).toString(16));
}
