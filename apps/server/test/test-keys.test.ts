import { webhookEventSchema } from '@horodoc/shared/pro-api';
import { batchSettledEventSchema } from '@horodoc/shared/pro-batch-api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { webhookDeliveries } from '../src/adapters/db/schema/webhooks';
import type { Deps } from '../src/deps';
import { eventually } from './support/anchoring';
import { createApiKey, signUpWithKey } from './support/api-keys';
import { deployTestNetwork, startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { deliverDueWebhooks } from './support/deliver-due-webhooks';
import { parseCsv } from './support/parse-csv';
import { pdfText } from './support/pdf-text';
import { type ApiKey, callPro, uploadPro } from './support/pro-api';
import { buildTestApp } from './support/test-app';
import { randomHash } from './support/web-flow';
import { startWebhookReceiver } from './support/webhook-receiver';

const targets = await databaseTargets();

describe.each(targets)('test keys on $name', (target) => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  let deps: Deps;
  let live: ApiKey;
  let test: ApiKey;

  beforeAll(async () => {
    chain = await startTestChain({ blockTime: 1 });
    const testChain = await deployTestNetwork(chain);
    ({ database, cleanup } = await target.open());
    ({ app, deps } = await buildTestApp({
      database,
      chain: chain.client,
      env: { LOCAL_BLOCK_TIME_S: '1' },
      deps: { testChain },
    }));
    // Only the test engine runs: what it anchors can only be the test certificates.
    deps.testAnchoring?.start();
    const account = await signUpWithKey(app);
    live = account.key;
    test = await createApiKey(app, account, { name: 'Intégration', mode: 'test' });
    expect(test).toMatchObject({ name: 'Intégration', mode: 'test' });
  });
  afterAll(async () => {
    await deps?.testAnchoring?.stop();
    await app?.close();
    await cleanup?.();
    await chain?.stop();
  });

  const get = (key: ApiKey, path: string) => callPro(app, key, { method: 'GET', path });
  const creditsOf = async (key: ApiKey) =>
    (await get(key, '/pro/credits/balance')).json().credits_balance as number;
  const upload = async (key: ApiKey, fileHash: string) => {
    const response = await uploadPro(app, key, { file_hash: fileHash, file_name: 'essai.pdf' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const listed = async (key: ApiKey) =>
    (await get(key, '/pro/certificates?limit=100'))
      .json()
      .certificates.map((c: { certificate_id: string }) => c.certificate_id);
  const exported = async (key: ApiKey) => (await get(key, '/pro/certificates/export.csv')).body;

  it('signs with the hk_test_ prefix and refuses a malformed one', async () => {
    expect(test.keyId).toMatch(/^hk_test_[0-9a-f]{32}$/);
    expect((await get(test, '/pro/credits/balance')).statusCode).toBe(200);
    const malformed = { keyId: `hk_tset_${test.keyId.slice(8)}`, secret: test.secret };
    expect((await get(malformed, '/pro/credits/balance')).statusCode).toBe(401);
    const short = { keyId: test.keyId.slice(0, -1), secret: test.secret };
    expect((await get(short, '/pro/credits/balance')).statusCode).toBe(401);
  });

  it('takes no credit for a test certificate, which only test keys see', async () => {
    const before = await creditsOf(live);
    const answer = await upload(test, randomHash());
    expect(answer).toMatchObject({ credits_used: 0, credits_remaining: before });
    expect(await creditsOf(live)).toBe(before);

    const id = answer.certificate_id as string;
    expect((await get(test, `/pro/certificates/${id}/status`)).json()).toMatchObject({ mode: 'test' });
    expect((await get(live, `/pro/certificates/${id}/status`)).statusCode).toBe(404);
    expect((await get(live, `/pro/certificates/${id}/download`)).statusCode).toBe(404);
    expect(await listed(test)).toContain(id);
    expect(await listed(live)).not.toContain(id);
    expect(await exported(test)).toContain(id);
    expect(await exported(live)).not.toContain(id);
  });

  it('reports usage per mode: a test key its test certificates, a live key none of them', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const totals = async (key: ApiKey) => (await get(key, `/pro/usage?month=${month}`)).json().totals;
    const [liveBefore, testBefore] = [await totals(live), await totals(test)];
    await upload(test, randomHash());
    const [liveAfter, testAfter] = [await totals(live), await totals(test)];
    expect(testAfter.certificates).toBe(testBefore.certificates + 1);
    expect(testAfter.credits).toBe(0);
    expect(liveAfter.certificates).toBe(liveBefore.certificates);
  });

  it('hides a live certificate from the test key, and takes its credit', async () => {
    const before = await creditsOf(live);
    const answer = await upload(live, randomHash());
    expect(answer.credits_used).toBe(1);
    expect(await creditsOf(live)).toBe(before - 1);
    const id = answer.certificate_id as string;
    const status = (await get(live, `/pro/certificates/${id}/status`)).json();
    expect(status).not.toHaveProperty('mode');
    expect((await get(test, `/pro/certificates/${id}/status`)).statusCode).toBe(404);
    expect(await listed(test)).not.toContain(id);
    expect(await exported(test)).not.toContain(id);
    expect(parseCsv(await exported(live)).some((row) => row.includes(id))).toBe(true);
  });

  it('makes a live upload of a fingerprint first sent with a test key a new certificate, for one credit', async () => {
    const fileHash = randomHash();
    const first = await upload(test, fileHash);
    const before = await creditsOf(live);
    const second = await upload(live, fileHash);
    expect(second.certificate_id).not.toBe(first.certificate_id);
    expect(second).toMatchObject({ credits_used: 1, credits_remaining: before - 1 });
    // And the reverse: the test key meets its own certificate again, for free.
    const again = await upload(test, fileHash);
    expect(again).toMatchObject({ certificate_id: first.certificate_id, credits_used: 0 });
  });

  it('takes no credit for a test batch', async () => {
    const before = await creditsOf(live);
    const response = await callPro(app, test, {
      method: 'POST',
      path: '/pro/certificates/batch',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ documents: [{ file_hash: randomHash() }, { file_hash: randomHash() }] }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: 2, credits_used: 0, credits_remaining: before });
    expect(await creditsOf(live)).toBe(before);
  });

  it('anchors a test certificate with the test engine, and marks its PDF as a test', async () => {
    const answer = await upload(test, randomHash());
    const id = answer.certificate_id as string;
    await eventually(
      async () => (await get(test, `/pro/certificates/${id}/status`)).json().status === 'completed',
      30_000,
      'the test certificate anchored',
    );
    const status = (await get(test, `/pro/certificates/${id}/status`)).json();
    expect(status).toMatchObject({ mode: 'test', status: 'completed' });
    const pdf = await get(test, `/pro/certificates/${id}/download`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('CERTIFICAT DE TEST — sans valeur probante');
    const verified = await app.inject({ method: 'GET', url: `/api/verify/${answer.file_hash}` });
    expect(verified.json()).toMatchObject({ found: true, verified: true });
    expect(verified.json().message).toContain('certificat de test, ancré sur le réseau de test');
  });

  it('tells a test batch’s webhook receiver mode: test, in batch.settled and in each certificate’s event', async () => {
    const receiver = await startWebhookReceiver();
    const { received } = receiver;
    try {
      const response = await callPro(app, test, {
        method: 'POST',
        path: '/pro/certificates/batch',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          documents: [{ file_hash: randomHash() }, { file_hash: randomHash() }],
          webhook_url: receiver.url,
        }),
      });
      expect(response.statusCode).toBe(200);
      const batchId = response.json().batch_id as string;
      await eventually(
        async () =>
          (await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.batchId, batchId)))
            .length === 1,
        30_000,
        'batch.settled in the outbox',
      );
      await deliverDueWebhooks(deps.webhookDelivery, new Date());
      const secret = (await get(test, '/pro/webhooks/secret')).json().webhook_secret as string;
      const events = received.map((r) =>
        new Webhook(secret).verify(r.body, r.headers as Record<string, string>),
      );
      const settled = events.filter((e) => (e as { type: string }).type === 'batch.settled');
      expect(settled).toHaveLength(1);
      expect(batchSettledEventSchema.parse(settled[0]).data).toMatchObject({
        batch_id: batchId,
        documents: 2,
        completed: 2,
        mode: 'test',
      });
      const perCertificate = events
        .filter((e) => (e as { type: string }).type === 'certificate.completed')
        .map((e) => webhookEventSchema.parse(e).data);
      expect(perCertificate).toHaveLength(2);
      expect(perCertificate.every((data) => data.mode === 'test')).toBe(true);
    } finally {
      receiver.close();
    }
  });

  it('marks the sample webhook of a test key mode: test, and leaves a live key’s unmarked', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const secret = (await get(test, '/pro/webhooks/secret')).json().webhook_secret as string;
      const sampleOf = async (key: ApiKey) => {
        const before = receiver.received.length;
        const sent = await callPro(app, key, {
          method: 'POST',
          path: '/pro/webhooks/test',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ url: receiver.url }),
        });
        expect(sent.statusCode, sent.body).toBe(200);
        const got = receiver.received[before];
        if (!got) throw new Error('nothing received');
        return webhookEventSchema.parse(
          new Webhook(secret).verify(got.body, got.headers as Record<string, string>),
        );
      };
      const sample = await sampleOf(test);
      expect(sample.type).toBe('webhook.test');
      expect(sample.data.mode).toBe('test');
      expect((await sampleOf(live)).data).not.toHaveProperty('mode');
    } finally {
      receiver.close();
    }
  });
});
