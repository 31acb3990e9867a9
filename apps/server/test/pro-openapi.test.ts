import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PROBLEM_CONTENT_TYPE } from '@horodoc/shared/problem';
import { WEBHOOK_EVENT_TYPES } from '@horodoc/shared/webhook-events';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { startTestChain, type TestChain } from './support/chain';
import { openMigratedPglite } from './support/databases';
import { buildTestApp } from './support/test-app';

/** The checked-in document that the docs link to; `npm run generate:openapi` rewrites it. */
const CHECKED_IN = new URL('../../../docs/openapi.json', import.meta.url);
const repository = fileURLToPath(new URL('../../../', import.meta.url));

/** JSON Schema 2020-12's own formats: a generator or a validator knows no other. */
const STANDARD_FORMATS = new Set([
  'date-time',
  'date',
  'time',
  'duration',
  'email',
  'idn-email',
  'hostname',
  'idn-hostname',
  'ipv4',
  'ipv6',
  'uri',
  'uri-reference',
  'iri',
  'iri-reference',
  'uuid',
  'uri-template',
  'json-pointer',
  'relative-json-pointer',
  'regex',
]);

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<
    string,
    { headers?: Record<string, unknown>; content?: Record<string, { example?: unknown; schema?: unknown }> }
  >;
};

/** Every `format` keyword of the document's schemas, wherever they sit (a property named so, or an example, aside). */
function formatsOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) formatsOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'example' || key === 'examples') continue;
      if (key === 'properties')
        for (const property of Object.values(inner as object)) formatsOf(property, found);
      else if (key === 'format' && typeof inner === 'string') found.add(inner);
      else formatsOf(inner, found);
    }
  }
  return found;
}

describe('the OpenAPI document of /pro', () => {
  let chain: TestChain;
  let database: Database;
  let app: FastifyInstance;
  let document: Record<string, unknown>;

  beforeAll(async () => {
    chain = await startTestChain();
    database = await openMigratedPglite();
    ({ app } = await buildTestApp({ database, chain: chain.client }));
    const response = await app.inject({ url: '/pro/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await chain?.stop();
  });

  it('is a valid OpenAPI 3.1 document, served without a signature', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every signed endpoint, with its answers and errors, from the zod schemas', () => {
    const paths = document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    expect(Object.keys(paths).sort()).toEqual([
      '/pro/api-keys',
      '/pro/api-keys/{key_id}/revoke',
      '/pro/api-keys/{key_id}/roll',
      '/pro/certificates',
      '/pro/certificates/batch',
      '/pro/certificates/export.csv',
      '/pro/certificates/upload',
      '/pro/certificates/{certificate_id}/download',
      '/pro/certificates/{certificate_id}/proof',
      '/pro/certificates/{certificate_id}/status',
      '/pro/credits/balance',
      '/pro/usage',
      '/pro/webhooks/deliveries',
      '/pro/webhooks/deliveries/{delivery_id}/redeliver',
      '/pro/webhooks/endpoints',
      '/pro/webhooks/endpoints/{endpoint_id}',
      '/pro/webhooks/secret',
      '/pro/webhooks/test',
    ]);
    const upload = paths['/pro/certificates/upload']?.post;
    expect(Object.keys(upload?.responses ?? {})).toEqual([
      ...['200', '400', '401', '402', '405', '408', '409', '413', '415', '429', '500', '503'],
    ]);
    expect(JSON.stringify(upload)).toContain('credits_remaining');
    expect(JSON.stringify(upload)).toContain('multipart/form-data');
    const batch = paths['/pro/certificates/batch']?.post;
    expect(Object.keys(batch?.responses ?? {})).toEqual([
      ...['200', '400', '401', '402', '405', '408', '409', '413', '415', '429', '500', '503'],
    ]);
    const proof = paths['/pro/certificates/{certificate_id}/proof']?.get;
    expect(Object.keys(proof?.responses ?? {})).toEqual([
      ...['200', '400', '401', '404', '405', '408', '409', '413', '414', '429', '500', '503'],
    ]);
    for (const operation of [upload, batch]) {
      expect(JSON.stringify(operation)).toContain('"name":"Idempotency-Key"');
      expect(JSON.stringify(operation)).toContain('Idempotent-Replayed');
    }
    expect(JSON.stringify(paths['/pro/certificates']?.get)).toContain('next_cursor');
  });

  it('names, sums up, tags and exemplifies every operation, and answers each error with the problem and its headers', () => {
    const paths = document.paths as Record<string, Record<string, Operation>>;
    const operations = Object.values(paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    const tags = (document.tags as Array<{ name: string }>).map((tag) => tag.name);
    for (const operation of operations) {
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary).toBeTruthy();
      expect(tags).toEqual(expect.arrayContaining(operation.tags ?? ['none']));
      expect(operation.security).toHaveLength(2);
      const ok = operation.responses['200'];
      expect(Object.keys(ok?.headers ?? {})).toEqual(
        expect.arrayContaining(['Request-Id', 'RateLimit-Limit']),
      );
      expect(
        Object.values(ok?.content ?? {}).some(
          (media) => media.example !== undefined || operation.operationId === 'downloadPdf',
        ),
      ).toBe(true);
      for (const media of Object.values(operation.requestBody?.content ?? {}))
        expect(media.example).toBeDefined();
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status === '200') continue;
        expect(response.content?.[PROBLEM_CONTENT_TYPE]?.schema).toEqual({
          $ref: '#/components/schemas/Problem',
        });
        expect(response.content?.[PROBLEM_CONTENT_TYPE]?.example).toMatchObject({ status: Number(status) });
      }
      expect(Object.keys(operation.responses['429']?.headers ?? {})).toContain('Retry-After');
    }
    const upload = paths['/pro/certificates/upload']?.post;
    expect(Object.keys(upload?.responses['200']?.headers ?? {})).toContain('Idempotent-Replayed');
    const security = (document.components as { securitySchemes: Record<string, { name: string }> })
      .securitySchemes;
    expect(Object.values(security).map((scheme) => scheme.name)).toEqual(
      expect.arrayContaining(['X-API-Key', 'X-Timestamp', 'X-Signature', 'X-Signature-Version']),
    );
    expect(document.servers).toEqual([{ url: 'https://horodoc.fr', description: 'Production' }]);
  });

  it('sends tags and metadata in multipart as the JSON text the server parses, and takes no empty upload', () => {
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    const body = paths['/pro/certificates/upload']?.post?.requestBody as {
      content: Record<
        string,
        { schema: Record<string, unknown>; encoding?: Record<string, { contentType: string }> }
      >;
    };
    const multipart = body.content['multipart/form-data'];
    expect(multipart?.encoding?.tags?.contentType).toBe('application/json');
    expect(multipart?.encoding?.metadata?.contentType).toBe('application/json');
    const shapes = multipart?.schema.oneOf as Array<{
      required: string[];
      properties: Record<string, unknown>;
    }>;
    expect(shapes.map((shape) => shape.required)).toEqual([['file'], ['file_hash']]);
    for (const shape of shapes) {
      expect(shape.properties.tags).toMatchObject({ type: 'string', contentMediaType: 'application/json' });
      expect(shape.properties.metadata).toMatchObject({
        type: 'string',
        contentMediaType: 'application/json',
      });
    }
    expect(body.content['application/json']?.schema.required).toEqual(['file_hash']);
  });

  it('uses no format that JSON Schema does not define', () => {
    expect([...formatsOf(document)].filter((format) => !STANDARD_FORMATS.has(format))).toEqual([]);
  });

  it('describes each webhook event with its payload, and the test webhook’s own limit', () => {
    const webhooks = document.webhooks as Record<
      string,
      { post: { description: string; requestBody: unknown } }
    >;
    expect(Object.keys(webhooks)).toEqual([...WEBHOOK_EVENT_TYPES]);
    const completed = webhooks['certificate.completed']?.post;
    expect(completed?.description).toContain('10 s, 20 s, 40 s, 80 s… le délai doublant jusqu’à 2 h');
    expect(JSON.stringify(completed?.requestBody)).toContain('"metadata"');
    expect(JSON.stringify(webhooks['batch.settled']?.post.requestBody)).toContain('"batch_id"');
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    const test = paths['/pro/webhooks/test']?.post;
    expect(test?.description).toContain('10 appels par minute et par clé');
    expect(JSON.stringify(test?.responses)).toContain('10 par minute et par clé sur cette route');
  });

  it('matches the checked-in docs/openapi.json (regenerate with npm run generate:openapi)', () => {
    const text = `${JSON.stringify(document, null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(CHECKED_IN, text);
    expect(text).toBe(readFileSync(CHECKED_IN, 'utf8'));
  });

  // The checked-in copy, which the test above holds equal to the served document: redocly reads a file.
  it('passes `redocly lint` with its recommended rules, with no error and no warning', async () => {
    const { stdout } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'lint:openapi', '-w', '@horodoc/server', '--', '--format=json'],
      { cwd: repository, env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }, encoding: 'utf8' },
    ).catch((failed: { stdout: string }) => failed);
    const report = JSON.parse(stdout) as { totals: Record<string, number>; problems: unknown[] };
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
