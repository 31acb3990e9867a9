import { randomBytes } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { signedHeaders } from './support/accounts';
import { signUpWithKey } from './support/api-keys';
import { startTestChain, type TestChain } from './support/chain';
import { openMigratedPglite } from './support/databases';
import { type ApiKey, callPro } from './support/pro-api';
import { buildTestApp } from './support/test-app';

describe('the errors of /pro, as RFC 9457 problems', () => {
  let chain: TestChain;
  let database: Database;
  let app: FastifyInstance;
  let key: ApiKey;
  let validate: (body: unknown) => boolean;

  beforeAll(async () => {
    chain = await startTestChain();
    database = await openMigratedPglite();
    ({ app } = await buildTestApp({ database, chain: chain.client }));
    ({ key } = await signUpWithKey(app));
    const document = (await app.inject({ url: '/pro/openapi.json' })).json();
    const ajv = new Ajv2020({ strict: false });
    validate = ajv.compile(document.components.schemas.Problem);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await chain?.stop();
  });

  const uploadHash = (fileHash = randomBytes(32).toString('hex')) =>
    callPro(app, key, {
      method: 'POST',
      path: '/pro/certificates/upload',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ file_hash: fileHash }),
    });

  const expectProblem = (response: LightMyRequestResponse, status: number, code: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const body = response.json();
    expect(validate(body), JSON.stringify(body)).toBe(true);
    expect(body).toMatchObject({
      type: `https://horodoc.fr/api-docs#error-${code}`,
      status,
      code,
      request_id: response.headers['request-id'],
      // The fields the API always answered keep their meaning.
      success: false,
      error: code,
      message: body.detail,
    });
    return body;
  };

  it('answers each refusal of the signature as a problem with a code of its own', async () => {
    const path = '/pro/credits/balance';
    expectProblem(await app.inject({ url: path }), 401, 'signature_missing');
    const wrong = signedHeaders({ ...key, secret: 'f'.repeat(64), method: 'GET', path });
    expectProblem(await app.inject({ url: path, headers: wrong }), 401, 'signature_invalid');
    const stale = signedHeaders({ ...key, method: 'GET', path, timestamp: Date.now() - 6 * 60_000 });
    expectProblem(await app.inject({ url: path, headers: stale }), 401, 'timestamp_out_of_window');
    const unknown = {
      ...signedHeaders({ ...key, method: 'GET', path }),
      'x-api-key': `hk_${'0'.repeat(32)}`,
    };
    expectProblem(await app.inject({ url: path, headers: unknown }), 401, 'api_key_invalid');
    const upload = '/pro/certificates/upload';
    const sent = {
      method: 'POST' as const,
      url: upload,
      headers: {
        ...signedHeaders({ ...key, method: 'POST', path: upload }),
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ file_hash: randomBytes(32).toString('hex') }),
    };
    expect((await app.inject(sent)).statusCode).toBe(200);
    expectProblem(await app.inject(sent), 401, 'signature_replayed');
    const unknownVersion = { ...signedHeaders({ ...key, method: 'GET', path }), 'x-signature-version': '9' };
    const version = expectProblem(
      await app.inject({ url: path, headers: unknownVersion }),
      400,
      'invalid_fields',
    );
    expect(version.fields).toEqual([{ name: 'X-Signature-Version', reason: 'vaut 1 (par défaut) ou 2' }]);
  });

  it('answers bad fields, an unreadable body, a missing certificate and one not yet ready as problems', async () => {
    const invalid = await callPro(app, key, {
      method: 'POST',
      path: '/pro/certificates/upload',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ file_hash: 'pas-une-empreinte', tags: 'contrat' }),
    });
    const fields = expectProblem(invalid, 400, 'invalid_fields').fields as Array<{ name: string }>;
    expect(fields.map((field) => field.name).sort()).toEqual(['file_hash', 'tags']);
    const unreadable = await callPro(app, key, {
      method: 'POST',
      path: '/pro/certificates/upload',
      headers: { 'content-type': 'application/json' },
      payload: '{"file_hash":',
    });
    expectProblem(unreadable, 400, 'invalid_request');
    const refusedUrl = await callPro(app, key, {
      method: 'POST',
      path: '/pro/certificates/upload',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        file_hash: randomBytes(32).toString('hex'),
        webhook_url: 'https://moi:secret@example.com/',
      }),
    });
    expectProblem(refusedUrl, 400, 'webhook_url_refused');
    const missing = `/pro/certificates/${crypto.randomUUID()}/status`;
    expectProblem(await callPro(app, key, { method: 'GET', path: missing }), 404, 'not_found');
    const pending = (await uploadHash()).json().certificate_id as string;
    const download = `/pro/certificates/${pending}/download`;
    expectProblem(await callPro(app, key, { method: 'GET', path: download }), 409, 'certificate_not_ready');
    const keyed = (fileHash: string) =>
      callPro(app, key, {
        method: 'POST',
        path: '/pro/certificates/upload',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'commande-problemes' },
        payload: JSON.stringify({ file_hash: fileHash }),
      });
    expect((await keyed(randomBytes(32).toString('hex'))).statusCode).toBe(200);
    expectProblem(await keyed(randomBytes(32).toString('hex')), 409, 'idempotency_key_reused');
  });

  it('tells a 402 its balance and what the request required', async () => {
    let response = await uploadHash();
    while (response.statusCode === 200) response = await uploadHash();
    const body = expectProblem(response, 402, 'insufficient_credits');
    expect(body).toMatchObject({ balance: 0, required: 1, title: 'Crédits insuffisants' });
  });

  it('gives every answer a Request-Id, the caller’s own when it is sane', async () => {
    const site = await app.inject({ url: '/api/health' });
    expect(site.headers['request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await app.inject({ url: '/pro/credits/balance', headers: { 'request-id': 'client-42' } });
    expect(echoed.headers['request-id']).toBe('client-42');
    expect(echoed.json().request_id).toBe('client-42');
    const insane = await app.inject({ url: '/pro/credits/balance', headers: { 'request-id': 'a b\u0001' } });
    expect(insane.headers['request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
