import type { InjectOptions } from 'fastify';
import { signedHeaders } from './accounts';
import { browserHeaders } from './web-flow';

/**
 * The malformed inputs of issue 31, sent signed so that they reach the routes' own reading: multipart bodies
 * without a boundary, without their closing one, under another boundary, or garbage; and the characters a
 * database refuses (NUL, a lone UTF-16 surrogate) in every text field. Each case names the field its refusal
 * must name, when there is one.
 */
export interface SignedFuzzCase {
  label: string;
  request: InjectOptions;
  /** The field the 400 names in its details, when the case is about one field. */
  field?: string;
}

/** The two characters no text field may hold: PostgreSQL stores neither in text nor in jsonb. */
const POISONS = { nul: 'a\u0000b', 'lone surrogate': 'a\ud800b' } as const;

const FINGERPRINT = `0x${'c'.repeat(64)}`;
const UPLOAD = '/pro/certificates/upload';
const BATCH = '/pro/certificates/batch';

/** One multipart part, as a client writes it. */
const part = (boundary: string, name: string, value: string, file?: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n` +
  `${file ? 'Content-Type: application/octet-stream\r\n' : ''}\r\n${value}\r\n`;

/** A well-formed multipart upload of the fields given (values as JSON texts where the API wants them). */
const multipartOf = (fields: Record<string, string>) => {
  const boundary = 'horodocfuzz';
  const body = Object.entries(fields).map(([name, value]) => part(boundary, name, value));
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `${body.join('')}--${boundary}--\r\n`,
  };
};

/** Multipart bodies broken in each way a client (or an attacker) breaks them. */
const BROKEN_MULTIPART: Array<{ label: string; contentType: string; payload: string | Buffer }> = [
  {
    label: 'multipart without a boundary',
    contentType: 'multipart/form-data',
    payload: `${part('x', 'file', 'abc', 'a.pdf')}--x--\r\n`,
  },
  {
    label: 'multipart with an empty boundary',
    contentType: 'multipart/form-data; boundary=',
    payload: `${part('', 'file', 'abc', 'a.pdf')}----\r\n`,
  },
  {
    label: 'multipart without its closing boundary',
    contentType: 'multipart/form-data; boundary=x',
    payload: part('x', 'file', 'abc', 'a.pdf'),
  },
  {
    label: 'multipart cut inside a part',
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nab',
  },
  {
    label: 'multipart under another boundary',
    contentType: 'multipart/form-data; boundary=y',
    payload: `${part('x', 'file', 'abc', 'a.pdf')}--x--\r\n`,
  },
  {
    label: 'multipart of garbage',
    contentType: 'multipart/form-data; boundary=x',
    payload: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)),
  },
  {
    label: 'multipart headers of garbage',
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\n\u0000\u0001\u0002: \u00ff\r\n\r\nabc\r\n--x--\r\n',
  },
  {
    label: 'multipart with a part without its headers',
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\n\r\nabc\r\n--x--\r\n',
  },
  {
    label: 'multipart with an empty body',
    contentType: 'multipart/form-data; boundary=x',
    payload: '',
  },
  {
    label: 'multipart with a boundary too long',
    contentType: `multipart/form-data; boundary=${'b'.repeat(200)}`,
    payload: `${part('b'.repeat(200), 'file', 'abc', 'a.pdf')}--${'b'.repeat(200)}--\r\n`,
  },
];

/**
 * Every case for a key of the API (`key`) and a signed-in credits page (`session`, its password confirmed),
 * each signed with a fresh timestamp by `nextTimestamp`.
 */
export function signedFuzzCases(options: {
  key: { keyId: string; secret: string };
  session: { keyId: string; secret: string };
  nextTimestamp: () => number;
}): SignedFuzzCase[] {
  const cases: SignedFuzzCase[] = [];
  const signed = (
    label: string,
    method: 'GET' | 'POST',
    url: string,
    body: { contentType: string; payload: string | Buffer } | undefined,
    field?: string,
    signer = options.key,
  ) => {
    const path = url.split('?')[0] ?? url;
    const headers: Record<string, string> = {
      ...(signer === options.session ? browserHeaders : {}),
      ...signedHeaders({ ...signer, method, path, timestamp: options.nextTimestamp() }),
      ...(body ? { 'content-type': body.contentType } : {}),
    };
    cases.push({ label, field, request: { method, url, headers, payload: body?.payload } });
  };
  const json = (value: unknown) => ({ contentType: 'application/json', payload: JSON.stringify(value) });

  for (const broken of BROKEN_MULTIPART) signed(broken.label, 'POST', UPLOAD, broken);

  for (const [poison, text] of Object.entries(POISONS)) {
    const upload = (field: string, fields: Record<string, unknown>) => {
      signed(`upload, ${poison} in ${field} (JSON)`, 'POST', UPLOAD, json(fields), field);
      // A multipart text part is UTF-8 on the wire, where a lone surrogate cannot be written (it arrives as
      // U+FFFD); only the JSON texts of tags and metadata carry it, escaped.
      if (poison === 'lone surrogate' && field !== 'tags' && field !== 'metadata') return;
      const texts = Object.fromEntries(
        Object.entries(fields).map(([name, value]) => [
          name,
          typeof value === 'string' ? value : JSON.stringify(value),
        ]),
      );
      signed(`upload, ${poison} in ${field} (multipart)`, 'POST', UPLOAD, multipartOf(texts), field);
    };
    upload('tags', { file_hash: FINGERPRINT, tags: [text] });
    upload('metadata', { file_hash: FINGERPRINT, metadata: { client: text } });
    upload('metadata', { file_hash: FINGERPRINT, metadata: { [text]: '42' } });
    upload('file_name', { file_hash: FINGERPRINT, file_name: `${text}.pdf` });
    upload('webhook_url', { file_hash: FINGERPRINT, webhook_url: `https://example.com/${text}` });
    upload('file_hash', { file_hash: `${FINGERPRINT}${text}` });

    const batch = (field: string, document: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      signed(
        `batch, ${poison} in ${field}`,
        'POST',
        BATCH,
        json({ documents: [{ file_hash: FINGERPRINT, ...document }], ...extra }),
        field,
      );
    batch('file_name', { file_name: text });
    batch('tags', { tags: [text] });
    batch('metadata', { metadata: { client: text } });
    batch('metadata', { metadata: { [text]: '42' } });
    batch('webhook_url', {}, { webhook_url: `https://example.com/${text}` });

    signed(
      `test webhook, ${poison} in url`,
      'POST',
      '/pro/webhooks/test',
      json({ url: `https://example.com/${text}` }),
      'url',
    );
    signed(`key name, ${poison}`, 'POST', '/api/api-keys', json({ name: text }), 'name', options.session);
  }

  signed(
    'upload, NUL in the file name of the file part',
    'POST',
    UPLOAD,
    {
      contentType: 'multipart/form-data; boundary=x',
      payload: `${part('x', 'file', 'abc', 'a\u0000b.pdf')}--x--\r\n`,
    },
    'file',
  );
  signed('batch, JSON that is not UTF-8', 'POST', BATCH, {
    contentType: 'application/json',
    payload: Buffer.concat([
      Buffer.from('{"documents":[{"file_hash":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}]}'),
    ]),
  });

  // A query string carries no lone surrogate (its bytes are UTF-8), but it carries NUL.
  for (const filter of ['name', 'tag', 'metadata_key', 'metadata_value', 'file_hash', 'cursor', 'status']) {
    signed(`search, NUL in ${filter}`, 'GET', `/pro/certificates?${filter}=a%00b`, undefined, filter);
  }
  signed('usage, NUL in month', 'GET', '/pro/usage?month=2026-0%001', undefined, 'month');
  return cases;
}
