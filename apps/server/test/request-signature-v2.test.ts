import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { balanceOf, signedHeadersV2 } from './support/accounts';
import { signUpWithKey } from './support/api-keys';
import { startTestChain, type TestChain } from './support/chain';
import { openMigratedPglite } from './support/databases';
import { buildTestApp } from './support/test-app';

const UPLOAD = '/pro/certificates/upload';
const BALANCE = '/pro/credits/balance';

let lastTimestamp = 0;
const freshTimestamp = () => {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  return String(lastTimestamp);
};

/** The headers of a version-2 signature over `body`, as a client computes them. */
function v2Headers(key: { keyId: string; secret: string }, method: string, path: string, body: Buffer) {
  return signedHeadersV2({ ...key, method, path, body, timestamp: freshTimestamp() });
}

function multipartBody(file: Buffer, boundary = `b${randomBytes(8).toString('hex')}`) {
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="contrat.pdf"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('version 2 of the request signature, which covers the body', () => {
  let chain: TestChain;
  let database: Database;
  let app: FastifyInstance;
  let host: string;
  let key: { keyId: string; secret: string };

  beforeAll(async () => {
    chain = await startTestChain();
    database = await openMigratedPglite();
    ({ app } = await buildTestApp({ database, chain: chain.client }));
    // Over a real socket: the body streams in chunks, as from any client.
    host = await app.listen({ port: 0, host: '127.0.0.1' });
    ({ key } = await signUpWithKey(app));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await chain?.stop();
  });

  const send = (method: string, path: string, headers: Record<string, string>, body?: Buffer) =>
    fetch(host + path, { method, headers, body });
  const balance = async () => (await balanceOf(app, key)).json().credits_balance as number;

  it('accepts a GET signed over the empty body', async () => {
    const response = await send('GET', BALANCE, v2Headers(key, 'GET', BALANCE, Buffer.alloc(0)));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, credits_balance: 20 });
  });

  it('accepts a fingerprint sent as JSON, and refuses it once the body is changed after signing', async () => {
    const fileHash = randomBytes(32).toString('hex');
    const body = Buffer.from(JSON.stringify({ file_hash: fileHash, file_name: 'contrat.pdf' }));
    const headers = { ...v2Headers(key, 'POST', UPLOAD, body), 'content-type': 'application/json' };
    const before = await balance();

    const changed = Buffer.from(JSON.stringify({ file_hash: fileHash, file_name: 'autre.pdf' }));
    const refused = await send('POST', UPLOAD, headers, changed);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      error: 'signature_invalid',
      details: expect.stringContaining('un corps modifié après la signature est refusé'),
    });
    expect(await balance()).toBe(before);

    const accepted = await send('POST', UPLOAD, headers, body);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ file_hash: `0x${fileHash}`, credits_used: 1 });
    expect(await balance()).toBe(before - 1);
  });

  it('accepts a multipart file of several megabytes, hashed as it streams', async () => {
    const file = randomBytes(5 * 1024 * 1024 + 17);
    const { body, contentType } = multipartBody(file);
    const headers = { ...v2Headers(key, 'POST', UPLOAD, body), 'content-type': contentType };
    const response = await send('POST', UPLOAD, headers, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      file_hash: `0x${createHash('sha256').update(file).digest('hex')}`,
      file_size: file.length,
      status: 'pending',
    });
  });

  it('refuses a multipart file changed by one byte after signing, and takes no credit', async () => {
    const file = randomBytes(256 * 1024);
    const { body, contentType } = multipartBody(file);
    const headers = { ...v2Headers(key, 'POST', UPLOAD, body), 'content-type': contentType };
    const tampered = Buffer.from(body);
    tampered[tampered.length - 100] = (tampered[tampered.length - 100] ?? 0) ^ 1;
    const before = await balance();
    const response = await send('POST', UPLOAD, headers, tampered);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toBe('signature_invalid');
    expect(await balance()).toBe(before);
  });

  it('answers a version-2 read twice, and refuses a version-2 upload replayed with the same body', async () => {
    const read = v2Headers(key, 'GET', BALANCE, Buffer.alloc(0));
    expect((await send('GET', BALANCE, read)).status).toBe(200);
    expect((await send('GET', BALANCE, read)).status).toBe(200);

    const body = Buffer.from(JSON.stringify({ file_hash: randomBytes(32).toString('hex') }));
    const headers = { ...v2Headers(key, 'POST', UPLOAD, body), 'content-type': 'application/json' };
    expect((await send('POST', UPLOAD, headers, body)).status).toBe(200);
    const replayed = await send('POST', UPLOAD, headers, body);
    expect(replayed.status).toBe(401);
    expect(((await replayed.json()) as { details: string }).details).toContain('déjà été utilisée');
  });

  it('refuses a version-1 signature sent as version 2, and a version-2 signature sent as version 1', async () => {
    const v2 = v2Headers(key, 'GET', BALANCE, Buffer.alloc(0));
    const { 'x-signature-version': _, ...asV1 } = v2;
    expect((await send('GET', BALANCE, asV1)).status).toBe(401);
  });

  it('refuses an unknown version with a clear 400', async () => {
    const headers = { ...v2Headers(key, 'GET', BALANCE, Buffer.alloc(0)), 'x-signature-version': '3' };
    const response = await send('GET', BALANCE, headers);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid_fields',
      message: 'Version de signature inconnue : X-Signature-Version vaut 1 (par défaut) ou 2.',
    });
  });
});
