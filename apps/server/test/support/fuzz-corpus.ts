import type { InjectOptions } from 'fastify';
import { browserHeaders } from './web-flow';

/**
 * The hostile requests of the attack on issue 9, for any route: malformed JSON, wrong types, huge strings,
 * NUL bytes, deep JSON, oversized bodies, traversal ids, wrong methods, bad URL encodings, 10 kB URLs.
 */

const HUGE = 'A'.repeat(200_000);
const TEN_KB = 'x'.repeat(10_000);

/** Values put in each path parameter (already URL-encoded where needed). */
const PARAMETERS = [
  'abc',
  `0x${'ab'.repeat(32)}`,
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows',
  '%2e%2e',
  '%00',
  'a%00b',
  '%zz',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  TEN_KB,
  '%F0%9F%92%A9',
  '%E2%80%AE', // U+202E, right-to-left override
  '-1',
  'null',
];

/** Query strings tried on every route. */
const QUERIES = [
  '',
  '?id=..%2F..%2Fetc%2Fpasswd&token=%00',
  '?id=2026-000001&token[]=a&token[]=b',
  '?id=%zz',
  `?id=${TEN_KB}&token=${TEN_KB}`,
  '?__proto__[polluted]=1&constructor[prototype][polluted]=1',
];

/** JSON texts for routes that take a body. */
const JSON_BODIES = [
  '{"file_hash":',
  '{',
  '}',
  'nul',
  '',
  ' ',
  'null',
  '[]',
  '"text"',
  '12',
  'true',
  '{}',
  '{"file_hash":5,"file_name":[],"file_size":"big","amount_ttc":{},"payment_intent_id":false}',
  JSON.stringify({ file_hash: HUGE, file_name: HUGE, payment_intent_id: HUGE, client_secret: HUGE }),
  JSON.stringify({
    file_hash: `0x${'a'.repeat(64)}\u0000`,
    file_name: 'a\u0000b.pdf',
    payment_intent_id: 'pi\u0000',
  }),
  JSON.stringify({
    file_hash: `0x${'a'.repeat(64)}`,
    file_name: '\u202Efdp.exe',
    file_size: -1,
    amount_ttc: 1e308,
  }),
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `{"file_hash":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `{"file_hash":"${'b'.repeat(1_100_000)}"}`,
  '{"file_hash":"\\ud800"}',
  '{"approve":"yes","client_secret":1}',
];

/** Other content types for routes that take a body. */
const OTHER_BODIES: Array<{ contentType: string; payload: string }> = [
  { contentType: 'text/plain', payload: 'file_hash=abc' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'file_hash=abc&file_name=a.pdf' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--',
  },
  { contentType: 'application/json; charset=latin1', payload: '{"file_hash":"abc"}' },
  { contentType: 'application/xml', payload: '<a/>' },
  { contentType: 'application/json', payload: '\u0000\u0000\u0000' },
];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

/** A route's URL with every `:param` replaced by one value. */
function fill(pattern: string, value: string): string {
  return pattern.replace(/:[A-Za-z_]+/g, value);
}

/** Every hostile request for one route, each from its own address so per-address limits stay out of the way. */
export function fuzzRequests(pattern: string, methods: ReadonlySet<string>): InjectOptions[] {
  const requests: InjectOptions[] = [];
  const urls = pattern.includes(':')
    ? PARAMETERS.map((value) => fill(pattern, value))
    : [pattern, `${pattern}/..%2F..%2Fsecret`, `${pattern}%zz`];
  for (const url of urls) {
    for (const query of QUERIES) {
      for (const method of methods)
        requests.push({ method: method as InjectOptions['method'], url: url + query });
    }
  }
  const base = fill(pattern, 'abc');
  for (const method of METHODS) {
    if (!methods.has(method)) requests.push({ method, url: base, headers: browserHeaders, payload: '{}' });
  }
  if (methods.has('POST')) {
    for (const payload of JSON_BODIES) {
      requests.push({ method: 'POST', url: base, headers: browserHeaders, payload });
      // Without the anti-forgery header too, as a stranger's page would send it.
      requests.push({ method: 'POST', url: base, headers: { 'content-type': 'application/json' }, payload });
    }
    for (const { contentType, payload } of OTHER_BODIES) {
      requests.push({
        method: 'POST',
        url: base,
        headers: { ...browserHeaders, 'content-type': contentType },
        payload,
      });
    }
    requests.push({
      method: 'POST',
      url: base,
      headers: { ...browserHeaders, 'content-length': '10' },
      payload: '{}',
    });
    requests.push({
      method: 'POST',
      url: base,
      headers: browserHeaders,
      payload: Buffer.alloc(3 * 1024 * 1024, 0x61),
    });
  }
  return requests.map((request, index) => ({
    ...request,
    remoteAddress: `198.18.${Math.floor(index / 250) % 256}.${(index % 250) + 1}`,
  }));
}
