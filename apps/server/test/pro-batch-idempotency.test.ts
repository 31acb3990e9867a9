import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { balanceOf } from './support/accounts';
import { randomFingerprint } from './support/anchoring';
import { createApiKey, keyWithCredits as keyWithCreditsOf } from './support/api-keys';
import { deployTestNetwork, startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { type ApiKey, callPro, uploadPro } from './support/pro-api';
import { buildTestApp } from './support/test-app';

const targets = await databaseTargets();

const REUSED = 'Cette Idempotency-Key a déjà servi pour un autre document.';

describe.each(targets)('batches sent with an Idempotency-Key on $name', (target) => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    chain = await startTestChain({ blockTime: 1 });
    const testChain = await deployTestNetwork(chain);
    ({ database, cleanup } = await target.open());
    // No engine runs: every certificate stays pending, which is all these answers need.
    ({ app } = await buildTestApp({ database, chain: chain.client, deps: { testChain } }));
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
    await chain?.stop();
  });

  const keyWithCredits = (credits: number) => keyWithCreditsOf(app, database, credits);
  /** A test key of the same account. */
  const testKeyOf = (owner: { email: string; password: string }) =>
    createApiKey(app, owner, { name: 'Essais', mode: 'test' });
  const sendBatch = (key: ApiKey, body: unknown, idempotencyKey?: string, spacing?: number) =>
    callPro(app, key, {
      method: 'POST',
      path: '/pro/certificates/batch',
      headers: {
        'content-type': 'application/json',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      payload: JSON.stringify(body, null, spacing),
    });
  const creditsOf = async (key: ApiKey) => (await balanceOf(app, key)).json().credits_balance as number;
  const newKey = () => `lot-${randomBytes(8).toString('hex')}`;
  const documentsOf = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      file_hash: randomFingerprint(),
      file_name: `facture-${i}.pdf`,
      metadata: { client: '42', dossier: `${i}` },
    }));

  it('answers a retry of a batch of 1,000 with its first answer, byte for byte, and no second debit', async () => {
    const key = await keyWithCredits(1000);
    const idempotencyKey = newKey();
    const documents = documentsOf(1000);
    const first = await sendBatch(key, { documents }, idempotencyKey);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(first.json()).toMatchObject({ created: 1000, credits_used: 1000, credits_remaining: 0 });
    expect(await creditsOf(key)).toBe(0);

    // The same request written otherwise: spacing, and the metadata keys in another order.
    const rewritten = documents.map(({ metadata, ...document }) => ({
      metadata: { dossier: metadata.dossier, client: metadata.client },
      ...document,
    }));
    const retry = await sendBatch(key, { documents: rewritten }, idempotencyKey, 2);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toBe(first.headers['content-type']);
    expect(retry.body).toBe(first.body);
    expect(await creditsOf(key)).toBe(0);
  });

  it('refuses the same key for another request, and takes nothing', async () => {
    const key = await keyWithCredits(10);
    const idempotencyKey = newKey();
    const documents = documentsOf(2);
    expect((await sendBatch(key, { documents }, idempotencyKey)).statusCode).toBe(200);
    for (const other of [
      { documents: [...documents, ...documentsOf(1)] },
      { documents: [documents[1], documents[0]] },
      { documents: [{ ...documents[0], file_name: 'autre.pdf' }, documents[1]] },
      { documents, webhook_url: 'https://1.1.1.1/horodoc' },
    ]) {
      const refused = await sendBatch(key, other, idempotencyKey);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'idempotency_key_reused', message: REUSED });
    }
    expect(await creditsOf(key)).toBe(8);
    // Another account's same key is its own.
    const other = await keyWithCredits(10);
    expect((await sendBatch(other, { documents: documentsOf(1) }, idempotencyKey)).statusCode).toBe(200);
  });

  it('refuses a malformed key before anything is written', async () => {
    const key = await keyWithCredits(10);
    const refused = await sendBatch(key, { documents: documentsOf(1) }, 'x'.repeat(256));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('En-tête Idempotency-Key invalide.');
    expect(await creditsOf(key)).toBe(10);
  });

  it('takes one debit for concurrent requests with the same key, and gives each the first answer', async () => {
    const key = await keyWithCredits(20);
    const idempotencyKey = newKey();
    const body = { documents: documentsOf(10) };
    const answers = await Promise.all([0, 1, 2, 3].map(() => sendBatch(key, body, idempotencyKey)));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
    expect(answers[0]?.json()).toMatchObject({ created: 10, credits_used: 10, credits_remaining: 10 });
    expect(await creditsOf(key)).toBe(10);
  });

  it('refuses an upload’s key to a batch, and a batch’s key to an upload', async () => {
    const key = await keyWithCredits(10);
    const uploadKey = newKey();
    const upload = await uploadPro(
      app,
      key,
      { file_hash: randomFingerprint() },
      { headers: { 'idempotency-key': uploadKey } },
    );
    expect(upload.statusCode).toBe(200);
    const batchAfterUpload = await sendBatch(key, { documents: documentsOf(2) }, uploadKey);
    expect(batchAfterUpload.statusCode).toBe(409);
    expect(batchAfterUpload.json().message).toBe(REUSED);

    const batchKey = newKey();
    const documents = documentsOf(1);
    expect((await sendBatch(key, { documents }, batchKey)).statusCode).toBe(200);
    // Even for the very fingerprint the batch sent: the batch's answer is not an upload's.
    const uploadAfterBatch = await uploadPro(
      app,
      key,
      { file_hash: documents[0]?.file_hash ?? '' },
      { headers: { 'idempotency-key': batchKey } },
    );
    expect(uploadAfterBatch.statusCode).toBe(409);
    expect(uploadAfterBatch.json().message).toBe(REUSED);
    expect(await creditsOf(key)).toBe(8);
  });

  it('lets one of an upload and a batch sent at once with the same key through, never both', async () => {
    const key = await keyWithCredits(100);
    const races = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const idempotencyKey = newKey();
        const headers = { 'idempotency-key': idempotencyKey };
        const [upload, batch] = await Promise.all([
          uploadPro(app, key, { file_hash: randomFingerprint() }, { headers }),
          sendBatch(key, { documents: documentsOf(2) }, idempotencyKey),
        ]);
        return { upload: upload.statusCode, batch: batch.statusCode };
      }),
    );
    for (const race of races) expect([race.upload, race.batch].sort()).toEqual([200, 409]);
    // The winner alone paid: one credit for an upload, two for a batch of two.
    const spent = races.reduce((total, race) => total + (race.upload === 200 ? 1 : 2), 0);
    expect(await creditsOf(key)).toBe(100 - spent);
  });

  it('keeps a key’s use by a test key apart from its use by a live key of the same account', async () => {
    const live = await keyWithCredits(10);
    const test = await testKeyOf(live);
    const body = { documents: documentsOf(2) };
    const liveFirst = newKey();
    expect((await sendBatch(live, body, liveFirst)).statusCode).toBe(200);
    const testAfter = await sendBatch(test, body, liveFirst);
    expect(testAfter.statusCode).toBe(409);
    expect(testAfter.json().message).toBe(REUSED);

    const testFirst = newKey();
    const other = { documents: documentsOf(2) };
    const testAnswer = await sendBatch(test, other, testFirst);
    expect(testAnswer.json()).toMatchObject({ created: 2, credits_used: 0 });
    expect((await sendBatch(test, other, testFirst)).body).toBe(testAnswer.body);
    expect((await sendBatch(live, other, testFirst)).statusCode).toBe(409);
    expect(await creditsOf(live)).toBe(8);
  });
});
