import { batchSettledEventSchema } from '@horodoc/shared/pro-batch-api';
import { verifyProof } from '@horodoc/shared/verify-proof';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { webhookDeliveries } from '../src/adapters/db/schema/webhooks';
import type { Deps } from '../src/deps';
import { getProofFile } from '../src/modules/verification/get-proof-file';
import { insertSettledBatchDeliveries } from '../src/modules/webhooks/webhook-delivery-repository';
import { balanceOf } from './support/accounts';
import { eventually, randomFingerprint } from './support/anchoring';
import { keyWithCredits as keyWithCreditsOf } from './support/api-keys';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { deliverDueWebhooks } from './support/deliver-due-webhooks';
import { type ApiKey, callPro } from './support/pro-api';
import { buildTestApp } from './support/test-app';
import { startWebhookReceiver } from './support/webhook-receiver';

const targets = await databaseTargets();

describe.each(targets)('batches of fingerprints on $name', (target) => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  let deps: Deps;

  beforeAll(async () => {
    chain = await startTestChain({ blockTime: 1 });
    ({ database, cleanup } = await target.open());
    ({ app, deps } = await buildTestApp({
      database,
      chain: chain.client,
      env: { LOCAL_BLOCK_TIME_S: '1' },
    }));
    deps.anchoring.start();
  });
  afterAll(async () => {
    await deps?.anchoring.stop();
    await app?.close();
    await cleanup?.();
    await chain?.stop();
  });

  const keyWithCredits = (credits: number) => keyWithCreditsOf(app, database, credits);
  const sendBatch = (key: ApiKey, body: unknown) =>
    callPro(app, key, {
      method: 'POST',
      path: '/pro/certificates/batch',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const creditsOf = async (key: ApiKey) => (await balanceOf(app, key)).json().credits_balance as number;
  const list = (key: ApiKey, query = '') =>
    callPro(app, key, { method: 'GET', path: `/pro/certificates${query}` });

  // A thousand proof files read from the database: on PGlite, on a loaded machine, over a minute.
  it('timestamps 1,000 fingerprints on 1,000 credits in one request, each with a proof that verifies', async () => {
    const key = await keyWithCredits(1000);
    const hashes = Array.from({ length: 1000 }, randomFingerprint);
    const response = await sendBatch(key, {
      documents: hashes.map((file_hash, i) => ({ file_hash, file_name: `facture-${i}.pdf` })),
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      success: true,
      documents: 1000,
      created: 1000,
      existing: 0,
      credits_used: 1000,
      credits_remaining: 0,
    });
    expect(answer.certificates.map((c: { file_hash: string }) => c.file_hash)).toEqual(hashes);
    for (const entry of answer.certificates)
      expect(entry).toMatchObject({ status: 'pending', credits_used: 1 });
    expect(await creditsOf(key)).toBe(0);

    const ids: string[] = answer.certificates.map((c: { certificate_id: string }) => c.certificate_id);
    await eventually(
      async () => {
        const page = await list(key, '?status=pending&limit=1');
        return page.json().certificates.length === 0;
      },
      60_000,
      'all anchored',
    );
    // Every proof verifies with no node, down to its block hash (version 3 carries the header and receipt);
    // the chain is read once per root, since the proofs of one root share all of it but their path.
    const client = chain.client.publicClient as never;
    const checkedRoots = new Set<string>();
    for (let i = 0; i < ids.length; i += 100) {
      await Promise.all(
        ids.slice(i, i + 100).map(async (id, j) => {
          // The proof file /api/certificates/{id}/proof.json serves, read without its per-address rate limit.
          const found = await getProofFile({ db: database.db, chain: deps.chain, certificateId: id });
          if (found.kind !== 'found') throw new Error(`${id}: ${found.kind}`);
          const proof = JSON.parse(JSON.stringify(found.proof));
          const offline = await verifyProof(proof, { fingerprint: hashes[i + j] });
          expect(offline, id).toMatchObject({ valid: true, checkedOnChain: false });
          if (checkedRoots.has(proof.root)) return;
          checkedRoots.add(proof.root);
          const result = await verifyProof(proof, { fingerprint: hashes[i + j], publicClient: client });
          expect(result, id).toMatchObject({ valid: true, checkedOnChain: true });
        }),
      );
    }
  }, 180_000);

  it('refuses a batch on 999 credits for 1,000 new fingerprints with a 402, and takes nothing', async () => {
    const key = await keyWithCredits(999);
    const hashes = Array.from({ length: 1000 }, randomFingerprint);
    const response = await sendBatch(key, { documents: hashes.map((file_hash) => ({ file_hash })) });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      error: 'insufficient_credits',
      balance: 999,
      required: 1000,
    });
    expect(response.json().details).toContain('aucun crédit n’a été pris');
    expect(await creditsOf(key)).toBe(999);
    expect((await list(key)).json().certificates).toEqual([]);
    // Nothing of it was kept: the same fingerprints are new to another account.
    const other = await keyWithCredits(1000);
    const again = await sendBatch(other, { documents: hashes.map((file_hash) => ({ file_hash })) });
    expect(again.json()).toMatchObject({ created: 1000, existing: 0 });
  });

  it('returns fingerprints already live with their certificate (its name only if public) and charges only the new ones', async () => {
    const key = await keyWithCredits(5);
    const known = [randomFingerprint(), randomFingerprint()];
    const named = [
      { file_hash: known[0], file_name: 'annonce.pdf', file_name_public: true },
      { file_hash: known[1], file_name: 'bilan-confidentiel.pdf' },
      { file_hash: randomFingerprint(), file_name: 'mesuré.pdf', file_size: 2048 },
    ];
    const first = await sendBatch(key, { documents: named });
    expect(first.json().certificates.map((c: { file_name: string }) => c.file_name)).toEqual([
      'annonce.pdf',
      'bilan-confidentiel.pdf',
      'mesuré.pdf',
    ]);
    // Each field a document carries is written where it belongs.
    const own = (await list(key)).json().certificates as Array<{
      file_name: string;
      file_size: number | null;
    }>;
    expect(own.map((c) => `${c.file_name} ${c.file_size}`).sort()).toEqual([
      'annonce.pdf null',
      'bilan-confidentiel.pdf null',
      'mesuré.pdf 2048',
    ]);
    const fresh = randomFingerprint();
    const other = await keyWithCredits(1);
    const response = await sendBatch(other, {
      documents: [{ file_hash: known[0] }, { file_hash: fresh }, { file_hash: known[1] }],
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ created: 1, existing: 2, credits_used: 1, credits_remaining: 0 });
    expect(answer.certificates.map((c: { credits_used: number }) => c.credits_used)).toEqual([0, 1, 0]);
    // The other account sees the public name only; sent without names or sizes, none is made up.
    const names = (certificates: Array<{ file_name: string | null }>) => certificates.map((c) => c.file_name);
    expect(names(answer.certificates)).toEqual(['annonce.pdf', null, null]);
    // Each account sees what it sent.
    const listed = await list(other);
    expect(listed.json().certificates).toHaveLength(3);
    expect(names(listed.json().certificates).sort()).toEqual(['annonce.pdf', null, null]);
    for (const item of listed.json().certificates) expect(item).toMatchObject({ file_size: null });
    // The batch counted as one request toward the hourly limit, like the list call after it.
    expect(
      Number(response.headers['ratelimit-remaining']) - Number(listed.headers['ratelimit-remaining']),
    ).toBe(1);
  });

  it('refuses a fingerprint repeated within one batch with a clear 400', async () => {
    const key = await keyWithCredits(10);
    const hash = randomFingerprint();
    const response = await sendBatch(key, {
      documents: [
        { file_hash: hash },
        { file_hash: randomFingerprint() },
        { file_hash: hash.toUpperCase().replace('0X', '') },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Une empreinte figure deux fois dans le lot.',
      details: expect.stringContaining(`L’empreinte ${hash} figure en documents[0] et documents[2]`),
    });
    expect(await creditsOf(key)).toBe(10);
  });

  it('refuses labels beyond their limits, and more than 1,000 fingerprints, in French', async () => {
    const key = await keyWithCredits(10);
    const tooManyTags = await sendBatch(key, {
      documents: [{ file_hash: randomFingerprint(), tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }],
    });
    expect(tooManyTags.statusCode).toBe(400);
    expect(tooManyTags.json().details).toContain('10 étiquettes au plus');
    const longValue = await sendBatch(key, {
      documents: [{ file_hash: randomFingerprint(), metadata: { client: 'x'.repeat(501) } }],
    });
    expect(longValue.json().details).toContain('ne doit pas dépasser 500 caractères');
    const badKey = await sendBatch(key, {
      documents: [{ file_hash: randomFingerprint(), metadata: { 'clé interdite': 'x' } }],
    });
    expect(badKey.statusCode).toBe(400);
    const tooMany = await sendBatch(key, {
      documents: Array.from({ length: 1001 }, () => ({ file_hash: randomFingerprint() })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details).toContain('1000 empreintes au plus');
    expect(await creditsOf(key)).toBe(10);
  });

  it('sends one batch.settled webhook once every certificate is final, beside the per-certificate ones', async () => {
    const receiver = await startWebhookReceiver();
    const { received } = receiver;
    try {
      const key = await keyWithCredits(3);
      const response = await sendBatch(key, {
        documents: [{ file_hash: randomFingerprint() }, { file_hash: randomFingerprint() }],
        webhook_url: receiver.url,
      });
      expect(response.statusCode).toBe(200);
      const batchId = response.json().batch_id as string;
      const outboxOf = () =>
        database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.batchId, batchId));
      await eventually(async () => (await outboxOf()).length === 1, 30_000, 'batch.settled in the outbox');
      await deliverDueWebhooks(deps.webhookDelivery, new Date());
      const secret = (await callPro(app, key, { method: 'GET', path: '/pro/webhooks/secret' })).json()
        .webhook_secret as string;
      const events = received.map((r) =>
        new Webhook(secret).verify(r.body, r.headers as Record<string, string>),
      );
      const settled = events.filter((e) => (e as { type: string }).type === 'batch.settled');
      expect(settled).toHaveLength(1);
      expect(batchSettledEventSchema.parse(settled[0]).data).toMatchObject({
        batch_id: batchId,
        documents: 2,
        completed: 2,
        failed: 0,
        expired: 0,
      });
      const perCertificate = events.filter((e) => (e as { type: string }).type === 'certificate.completed');
      expect(perCertificate).toHaveLength(2);
      // A live batch's events are as they were before test keys: no mode.
      expect(settled[0]).not.toHaveProperty('data.mode');
      expect(perCertificate.some((e) => 'mode' in (e as { data: object }).data)).toBe(false);
      // Written once: another pass adds nothing.
      expect(await insertSettledBatchDeliveries(database.db)).toBe(0);
      expect((await outboxOf())[0]).toMatchObject({ status: 'delivered', certificateId: null });
    } finally {
      receiver.close();
    }
  });

  it('never spends more than the balance when batches race', async () => {
    const key = await keyWithCredits(100);
    const batch = () =>
      sendBatch(key, { documents: Array.from({ length: 60 }, () => ({ file_hash: randomFingerprint() })) });
    const statuses = (await Promise.all([batch(), batch(), batch()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 402, 402]);
    expect(await creditsOf(key)).toBe(40);
  });
});
