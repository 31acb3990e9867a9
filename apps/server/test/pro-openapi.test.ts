import { readFileSync, writeFileSync } from 'node:fs';
import { WEBHOOK_EVENT_TYPES } from '@horodoc/shared/webhook-events';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/adapters/db/database';
import { startTestChain, type TestChain } from './support/chain';
import { buildTestApp } from './support/test-app';

/** The checked-in document that the docs link to; `npm run generate:openapi` rewrites it. */
const CHECKED_IN = new URL('../../../docs/openapi.json', import.meta.url);

describe('the OpenAPI document of /pro', () => {
  let chain: TestChain;
  let database: Database;
  let app: FastifyInstance;
  let document: Record<string, unknown>;

  beforeAll(async () => {
    chain = await startTestChain();
    database = await openDatabase({ kind: 'pglite' });
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
    expect(Object.keys(upload?.responses ?? {}).sort()).toEqual([
      '200',
      '400',
      '401',
      '402',
      '409',
      '415',
      '429',
    ]);
    expect(JSON.stringify(upload)).toContain('credits_remaining');
    expect(JSON.stringify(upload)).toContain('multipart/form-data');
    const batch = paths['/pro/certificates/batch']?.post;
    expect(Object.keys(batch?.responses ?? {}).sort()).toEqual(['200', '400', '401', '402', '409', '429']);
    for (const operation of [upload, batch]) {
      expect(JSON.stringify(operation)).toContain('"name":"Idempotency-Key"');
      expect(JSON.stringify(operation)).toContain('Idempotent-Replayed');
    }
    expect(JSON.stringify(paths['/pro/certificates']?.get)).toContain('next_cursor');
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
});
