import { isIPv6 } from 'node:net';

/**
 * The IPv4 addresses an IPv6 address carries, by every standard way of embedding one: a host that routes
 * the form delivers to the IPv4 inside, so the guard judges that address too.
 * - IPv4-mapped `::ffff:a.b.c.d` and IPv4-translated `::ffff:0:a.b.c.d` (SIIT): the last 32 bits;
 * - IPv4-compatible `::a.b.c.d` (deprecated, still routed by some stacks): the last 32 bits;
 * - NAT64's well-known prefix `64:ff9b::/96` (RFC 6052): the last 32 bits;
 * - 6to4 `2002::/16` (RFC 3056): bits 16 to 47;
 * - Teredo `2001:0::/32` (RFC 4380): the server at bits 32 to 63, and the client, the last 32 bits inverted.
 * @returns none for any other address, or for text that is not an IPv6 address.
 */
export function embeddedIpv4Addresses(address: string): string[] {
  const words = ipv6Words(address);
  if (!words) return [];
  const [w0, w1, w2, w3, w4, w5, w6, w7] = words;
  const lastTwo = ipv4Of(w6, w7);
  if (w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0) {
    if (w4 === 0 && w5 === 0xffff) return [lastTwo]; // mapped
    if (w4 === 0xffff && w5 === 0) return [lastTwo]; // translated
    if (w4 === 0 && w5 === 0) return [lastTwo]; // compatible (and :: and ::1, refused before)
  }
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0) return [lastTwo];
  if (w0 === 0x2002) return [ipv4Of(w1, w2)];
  if (w0 === 0x2001 && w1 === 0) return [ipv4Of(w2, w3), ipv4Of(~w6 & 0xffff, ~w7 & 0xffff)];
  return [];
}

/** Two 16-bit words as a dotted IPv4 address. */
function ipv4Of(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

type Words = [number, number, number, number, number, number, number, number];

/** The eight 16-bit words of an IPv6 address written in any valid form (`::`, a dotted IPv4 tail). */
function ipv6Words(address: string): Words | null {
  if (!isIPv6(address)) return null;
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((word) => Number.parseInt(word, 16));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const zeros = 8 - left.length - right.length;
  return [...left, ...Array<number>(tail === undefined ? 0 : zeros).fill(0), ...right] as Words;
}
