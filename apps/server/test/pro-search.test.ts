import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { rowsOf } from '../src/adapters/db/rows';
import { randomFingerprint } from './support/anchoring';
import { signUpWithKey } from './support/api-keys';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { type ApiKey, callPro, uploadPro } from './support/pro-api';
import { buildTestApp } from './support/test-app';

const targets = await databaseTargets();

interface Listed {
  certificate_id: string;
  file_hash: string;
  file_name: string;
  status: string;
  created_at: string;
  tags: string[];
  metadata: Record<string, string>;
}

describe.each(targets)('searching one’s certificates on $name', (target) => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  let key: ApiKey;
  let otherKey: ApiKey;

  beforeAll(async () => {
    chain = await startTestChain();
    ({ database, cleanup } = await target.open());
    // The engine is not started: every certificate here stays pending.
    ({ app } = await buildTestApp({ database, chain: chain.client }));
    ({ key } = await signUpWithKey(app, { credits: 100, amount: 1815 }));
    ({ key: otherKey } = await signUpWithKey(app));
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
    await chain?.stop();
  });

  const sendBatch = async (asKey: ApiKey, documents: unknown[]) => {
    const response = await callPro(app, asKey, {
      method: 'POST',
      path: '/pro/certificates/batch',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ documents }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().certificates as { certificate_id: string }[];
  };
  const list = async (query: Record<string, string> = {}, asKey = key) => {
    const search = new URLSearchParams(query).toString();
    return callPro(app, asKey, { method: 'GET', path: `/pro/certificates${search ? `?${search}` : ''}` });
  };
  const idsOf = async (query: Record<string, string>) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().certificates as Listed[]).map((c) => c.certificate_id);
  };

  it('pages with a cursor that stays stable while new certificates arrive', async () => {
    const first = await sendBatch(
      key,
      Array.from({ length: 25 }, (_, i) => ({
        file_hash: randomFingerprint(),
        file_name: `page-${i}.pdf`,
        tags: ['pages'],
      })),
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 3; page++) {
      const response = await list({ tag: 'pages', limit: '10', ...(cursor ? { cursor } : {}) });
      const body = response.json();
      seen.push(...body.certificates.map((c: Listed) => c.certificate_id));
      cursor = body.next_cursor ?? undefined;
      // New certificates arrive between two pages, in a batch of their own and alone.
      await sendBatch(key, [{ file_hash: randomFingerprint(), tags: ['pages'] }]);
      // Its tags as a JSON part, as the OpenAPI document's multipart encoding describes them.
      const upload = await uploadPro(
        app,
        key,
        { file_hash: randomFingerprint(), tags: '["pages"]' },
        { partTypes: { tags: 'application/json' } },
      );
      expect(upload.statusCode).toBe(200);
    }
    expect(cursor).toBeUndefined();
    // A JSON part that is not JSON is refused, as any body that cannot be read.
    const unreadable = await uploadPro(
      app,
      key,
      { file_hash: randomFingerprint(), tags: '["pages"' },
      { partTypes: { tags: 'application/json' } },
    );
    expect(unreadable.json()).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(seen).toHaveLength(25);
    expect(new Set(seen)).toEqual(new Set(first.map((c) => c.certificate_id)));
    // Newest first: the six that arrived meanwhile open a fresh first page.
    expect(await idsOf({ tag: 'pages', limit: '6' })).not.toEqual(expect.arrayContaining(seen.slice(0, 1)));
    expect((await idsOf({ tag: 'pages', limit: '100' })).slice(6)).toEqual(seen);
  });

  it('filters by status, date, fingerprint, name, tag and metadata', async () => {
    const hashes = [randomFingerprint(), randomFingerprint(), randomFingerprint()];
    const [a, b, c] = await sendBatch(key, [
      {
        file_hash: hashes[0],
        file_name: 'Contrat-Bail.pdf',
        tags: ['bail', '2026'],
        metadata: { client: 'C-42', lot: '7' },
      },
      {
        file_hash: hashes[1],
        file_name: 'facture_100%.pdf',
        tags: ['facture'],
        metadata: { client: 'C-43' },
      },
      { file_hash: hashes[2], file_name: 'plan.dwg', tags: ['2026'] },
    ]);
    const idA = a?.certificate_id;
    const idB = b?.certificate_id;
    const idC = c?.certificate_id;
    // One batch's certificates share their creation instant: their id orders them.
    const sameBatch = (...ids: (string | undefined)[]) => [...ids].sort().reverse();
    expect(await idsOf({ file_hash: hashes[1]?.slice(2).toUpperCase() ?? '' })).toEqual([idB]);
    expect(await idsOf({ name: 'contrat-bail' })).toEqual([idA]);
    // LIKE's wildcards are plain characters here.
    expect(await idsOf({ name: '100%' })).toEqual([idB]);
    expect(await idsOf({ name: '_' })).toEqual([idB]);
    expect(await idsOf({ tag: '2026' })).toEqual(sameBatch(idA, idC));
    expect(await idsOf({ metadata_key: 'client', metadata_value: 'C-42' })).toEqual([idA]);
    expect(await idsOf({ metadata_key: 'lot' })).toEqual([idA]);
    expect(await idsOf({ tag: '2026', status: 'pending' })).toEqual(sameBatch(idA, idC));
    expect(await idsOf({ tag: '2026', status: 'completed' })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await idsOf({ tag: '2026', created_from: today, created_to: today })).toEqual(sameBatch(idA, idC));
    expect(await idsOf({ tag: '2026', created_from: new Date(Date.now() + 60_000).toISOString() })).toEqual(
      [],
    );
    expect(await idsOf({ tag: '2026', created_to: '2020-01-01' })).toEqual([]);

    const [listedA] = (await list({ file_hash: hashes[0] ?? '' })).json().certificates as Listed[];
    expect(listedA).toMatchObject({
      file_name: 'Contrat-Bail.pdf',
      status: 'pending',
      tags: ['bail', '2026'],
      metadata: { client: 'C-42', lot: '7' },
      blockchain_tx_hash: null,
    });
    expect(Date.parse(listedA?.created_at ?? '')).not.toBeNaN();
  });

  it('shows a key only its own certificates, with its own labels', async () => {
    const hash = randomFingerprint();
    await sendBatch(key, [{ file_hash: hash, tags: ['à-moi'] }]);
    expect((await list({ file_hash: hash }, otherKey)).json().certificates).toEqual([]);
    expect((await list({ tag: 'à-moi' }, otherKey)).json().certificates).toEqual([]);
  });

  it('shows a batch’s unlabelled certificates to its account alone, until another account submits one again', async () => {
    const [hash, other] = [randomFingerprint(), randomFingerprint()];
    const [mine] = await sendBatch(key, [{ file_hash: hash }, { file_hash: other }]);
    const id = mine?.certificate_id ?? '';
    const status = (asKey: ApiKey) =>
      callPro(app, asKey, { method: 'GET', path: `/pro/certificates/${id}/status` });
    expect((await status(key)).statusCode).toBe(200);
    expect((await list({ file_hash: hash })).json().certificates).toMatchObject([
      { certificate_id: id, tags: [], metadata: {} },
    ]);
    expect((await status(otherKey)).statusCode).toBe(404);
    expect((await list({ file_hash: hash }, otherKey)).json().certificates).toEqual([]);

    // Submitted again while live: the other account now sees it too, with its own labels; the first keeps none.
    await sendBatch(otherKey, [{ file_hash: hash, tags: ['reçu'] }]);
    expect((await status(otherKey)).statusCode).toBe(200);
    expect((await list({ file_hash: hash }, otherKey)).json().certificates).toMatchObject([
      { certificate_id: id, tags: ['reçu'] },
    ]);
    expect((await list({ file_hash: hash })).json().certificates).toMatchObject([{ tags: [] }]);
    // The account's own later upload of it gives it labels, listed once.
    await sendBatch(key, [{ file_hash: hash, metadata: { dossier: 'D-9' } }]);
    expect((await list({ file_hash: hash })).json().certificates).toMatchObject([
      { certificate_id: id, metadata: { dossier: 'D-9' } },
    ]);
  });

  it('keeps no record of a plain upload, whose certificate its account still sees everywhere and no other does', async () => {
    const hash = randomFingerprint();
    const upload = await callPro(app, key, {
      method: 'POST',
      path: '/pro/certificates/upload',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ file_hash: hash, file_name: 'relevé-sans-trace.pdf' }),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const id: string = upload.json().certificate_id;
    expect(upload.json()).toMatchObject({ file_hash: hash, status: 'pending', credits_used: 1 });
    const records = async () =>
      rowsOf<{ account_id: string }>(
        await database.db.execute(sql`select account_id from api_uploads where certificate_id = ${id}`),
      );
    expect(await records()).toEqual([]);

    const get = (asKey: ApiKey, path: string) => callPro(app, asKey, { method: 'GET', path });
    const seen = async (asKey: ApiKey) => ({
      status: (await get(asKey, `/pro/certificates/${id}/status`)).statusCode,
      // Not anchored yet: known, but not ready.
      download: (await get(asKey, `/pro/certificates/${id}/download`)).statusCode,
      proof: (await get(asKey, `/pro/certificates/${id}/proof`)).statusCode,
      listed: (await list({ file_hash: hash }, asKey)).json().certificates.length,
      found: (await list({ name: 'sans-trace' }, asKey)).json().certificates.length,
      exported: (await get(asKey, '/pro/certificates/export.csv')).body.includes(id),
    });
    const everywhere = { status: 200, download: 409, proof: 409, listed: 1, found: 1, exported: true };
    expect(await seen(key)).toEqual(everywhere);
    expect((await get(key, `/pro/certificates/${id}/status`)).json().file_name).toBe('relevé-sans-trace.pdf');
    expect(await seen(otherKey)).toEqual({
      ...everywhere,
      status: 404,
      download: 404,
      proof: 404,
      listed: 0,
      found: 0,
      exported: false,
    });

    // Submitted again while live, it is the other account's to see too (by its own record), without its name.
    const again = await uploadPro(app, otherKey, { file_hash: hash });
    expect(again.json()).toMatchObject({ certificate_id: id, file_name: null, credits_used: 0 });
    expect(await records()).toHaveLength(1);
    expect(await seen(otherKey)).toEqual({ ...everywhere, found: 0, exported: false });
    expect((await get(otherKey, `/pro/certificates/${id}/status`)).json().file_name).toBeNull();
    expect(await seen(key)).toEqual(everywhere);
  });

  it('keeps the labels of a single upload, sent as multipart JSON texts', async () => {
    const hash = randomFingerprint();
    const upload = await uploadPro(app, key, {
      file_hash: hash,
      tags: '["seul"]',
      metadata: '{"dossier":"D-1"}',
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect((await list({ file_hash: hash })).json().certificates[0]).toMatchObject({
      tags: ['seul'],
      metadata: { dossier: 'D-1' },
    });
    const bad = await uploadPro(app, key, { file_hash: randomFingerprint(), tags: 'seul' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toContain('tags : doit être un JSON valide');
  });

  it('refuses a bad cursor, an unknown filter and a value without its key in French', async () => {
    const cursor = await list({ cursor: 'pas-un-curseur' });
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().message).toBe('Curseur invalide.');
    expect((await list({ couleur: 'bleu' })).statusCode).toBe(400);
    const value = await list({ metadata_value: 'x' });
    expect(value.statusCode).toBe(400);
    expect(value.json().details).toContain('metadata_value demande aussi metadata_key');
    const date = await list({ created_from: 'hier' });
    expect(date.json().details).toContain('doit être une date');
  });
});
