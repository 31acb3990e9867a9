import { randomUUID } from 'node:crypto';
import { webhookEventSchema } from '@horodoc/shared/pro-api';
import { MAX_WEBHOOK_ENDPOINTS } from '@horodoc/shared/pro-webhooks-api';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { webhookDeliveries, webhookEndpoints } from '../src/adapters/db/schema/webhooks';
import type { Deps } from '../src/deps';
import { signUp } from './support/accounts';
import { eventually } from './support/anchoring';
import { deployTestNetwork, startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { deliverDueWebhooks } from './support/deliver-due-webhooks';
import { clockReading } from './support/driven-clock';
import { type ApiKey, callPro, uploadPro } from './support/pro-api';
import { buildTestApp } from './support/test-app';
import { randomHash } from './support/web-flow';
import { startWebhookReceiver } from './support/webhook-receiver';

const targets = await databaseTargets();

/** An integrator's receiver on this machine: each path answers the statuses planned for it, then 200. */
async function startReceiver() {
  const plan = new Map<string, number[]>();
  const receiver = await startWebhookReceiver((path) => plan.get(path)?.shift() ?? 200);
  return { ...receiver, plan };
}

describe.each(targets)('webhook endpoints, delivery log and redelivery on $name', (target) => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  let deps: Deps;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  // The application's clock: the real one, unless a test holds it still.
  let heldAt: number | null = null;

  beforeAll(async () => {
    chain = await startTestChain({ blockTime: 1 });
    const testChain = await deployTestNetwork(chain);
    ({ database, cleanup } = await target.open());
    ({ app, deps } = await buildTestApp({
      database,
      chain: chain.client,
      env: { LOCAL_BLOCK_TIME_S: '1' },
      deps: { testChain, clock: clockReading(() => heldAt ?? Date.now()) },
    }));
    deps.anchoring.start();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await deps?.anchoring.stop();
    await app?.close();
    receiver?.close();
    await cleanup?.();
    await chain?.stop();
  });

  const account = async (): Promise<ApiKey> => {
    const signup = await signUp(app);
    return { keyId: signup.apiKey, secret: signup.apiSecret };
  };
  const call = (key: ApiKey, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: unknown) =>
    callPro(app, key, {
      method,
      path,
      headers: payload === undefined ? {} : { 'content-type': 'application/json' },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
  const createEndpoint = async (key: ApiKey, body: Record<string, unknown>) => {
    const response = await call(key, 'POST', '/pro/webhooks/endpoints', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { endpoint: { endpoint_id: string; mode: string }; webhook_secret: string };
  };
  /** The rows the outbox holds for an endpoint, once the certificate's event was written. */
  const deliveriesTo = async (endpointId: string, certificateId: string) => {
    const rows = () =>
      database.db
        .select()
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpointId),
            eq(webhookDeliveries.certificateId, certificateId),
          ),
        );
    await eventually(async () => (await rows()).length > 0, 30_000, 'the endpoint’s delivery in the outbox');
    return rows();
  };
  const logOf = async (key: ApiKey, query: string) => {
    const response = await call(key, 'GET', `/pro/webhooks/deliveries?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().deliveries as Array<{
      delivery_id: string;
      event: string;
      status: string;
      redelivered_at: string | null;
      attempts: Array<{ attempt: number; status_code: number | null; error: string | null }>;
    }>;
  };

  it('delivers to an endpoint under its own secret, logs a receiver failing twice, and redelivers', async () => {
    const key = await account();
    receiver.plan.set('/endpoint/flaky', [500, 503]);
    const created = await createEndpoint(key, {
      url: `${receiver.origin}/endpoint/flaky`,
      events: ['certificate.completed'],
      description: 'Serveur de facturation',
    });
    const endpointId = created.endpoint.endpoint_id;
    expect(created.endpoint).toMatchObject({ mode: 'live', events: ['certificate.completed'] });
    expect(created.webhook_secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    // Shown once: not in the list, and stored sealed.
    const listed = await call(key, 'GET', '/pro/webhooks/endpoints');
    expect(listed.json().endpoints.map((e: { endpoint_id: string }) => e.endpoint_id)).toEqual([endpointId]);
    expect(listed.body).not.toContain(created.webhook_secret);
    const [stored] = await database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId));
    expect(JSON.stringify(stored)).not.toContain(created.webhook_secret.slice(6));

    const upload = await uploadPro(app, key, {
      file_hash: randomHash(),
      tags: '["facture"]',
      metadata: '{"client":"42"}',
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const certificateId = upload.json().certificate_id as string;
    const [row] = await deliveriesTo(endpointId, certificateId);
    expect(row?.event).toBe('certificate.completed');

    const t0 = Date.now();
    await deliverDueWebhooks(deps.webhookDelivery, new Date(t0));
    await deliverDueWebhooks(deps.webhookDelivery, new Date(t0 + 10_000));
    await deliverDueWebhooks(deps.webhookDelivery, new Date(t0 + 30_000));
    const [logged] = await logOf(key, `endpoint_id=${endpointId}`);
    expect(logged).toMatchObject({ delivery_id: row?.id, status: 'delivered', redelivered_at: null });
    expect(logged?.attempts.map((a) => [a.attempt, a.status_code, a.error])).toEqual([
      [1, 500, 'HTTP 500'],
      [2, 503, 'HTTP 503'],
      [3, 200, null],
    ]);

    const got = receiver.received.filter(
      (r) => r.url === '/endpoint/flaky' && r.body.includes(certificateId),
    );
    expect(got).toHaveLength(3);
    const last = got.at(-1);
    if (!last) throw new Error('not received');
    const headers = last.headers as Record<string, string>;
    const event = webhookEventSchema.parse(new Webhook(created.webhook_secret).verify(last.body, headers));
    expect(event).toMatchObject({
      type: 'certificate.completed',
      data: { certificate_id: certificateId, tags: ['facture'], metadata: { client: '42' } },
    });
    // The account's own secret, which signs per-upload webhooks, does not verify an endpoint's.
    const accountSecret = (await call(key, 'GET', '/pro/webhooks/secret')).json().webhook_secret;
    expect(() => new Webhook(accountSecret).verify(last.body, headers)).toThrow();

    const redelivered = await call(key, 'POST', `/pro/webhooks/deliveries/${row?.id}/redeliver`);
    expect(redelivered.statusCode, redelivered.body).toBe(200);
    expect(redelivered.json().delivery).toMatchObject({ status: 'pending' });
    const twice = await call(key, 'POST', `/pro/webhooks/deliveries/${row?.id}/redeliver`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'Cette livraison est encore en cours : elle sera essayée à nouveau sans renvoi.',
    );
    await deliverDueWebhooks(deps.webhookDelivery, new Date());
    const again = receiver.received.filter(
      (r) => r.url === '/endpoint/flaky' && r.body.includes(certificateId),
    );
    expect(again).toHaveLength(4);
    // The same delivery: receivers that keep the webhook-id they handled know it.
    expect(again.at(-1)?.headers['webhook-id']).toBe(row?.id);
    const [relogged] = await logOf(key, `endpoint_id=${endpointId}`);
    expect(relogged?.status).toBe('delivered');
    expect(relogged?.redelivered_at).not.toBeNull();
    expect(relogged?.attempts.map((a) => a.status_code)).toEqual([500, 503, 200, 200]);
  });

  it('tells an endpoint only of the events it names, and logs per-upload webhooks beside', async () => {
    const key = await account();
    const failedOnly = await createEndpoint(key, {
      url: `${receiver.origin}/endpoint/failed-only`,
      events: ['certificate.failed'],
    });
    const all = await createEndpoint(key, { url: `${receiver.origin}/endpoint/all` });
    expect(all.endpoint).toMatchObject({ events: null });
    const upload = await uploadPro(app, key, {
      file_hash: randomHash(),
      webhook_url: `${receiver.origin}/hooks/per-upload`,
    });
    const certificateId = upload.json().certificate_id as string;
    await deliveriesTo(all.endpoint.endpoint_id, certificateId);
    await deliverDueWebhooks(deps.webhookDelivery, new Date());
    const events = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.certificateId, certificateId));
    expect(events.filter((e) => e.endpointId === failedOnly.endpoint.endpoint_id)).toEqual([]);
    // The finality may come later: the completion is what is looked at.
    const completed = events.filter((e) => e.event === 'certificate.completed');
    expect(new Set(completed.map((e) => e.url))).toEqual(
      new Set([`${receiver.origin}/endpoint/all`, `${receiver.origin}/hooks/per-upload`]),
    );
    const log = (await logOf(key, `certificate_id=${certificateId}`)).filter(
      (d) => d.event === 'certificate.completed',
    );
    expect(log.map((d) => d.status)).toEqual(['delivered', 'delivered']);
    const perUpload = receiver.received.find(
      (r) => r.url === '/hooks/per-upload' && r.body.includes(certificateId),
    );
    expect(JSON.parse(perUpload?.body ?? '{}').data).toMatchObject({ tags: [], metadata: {} });
  });

  it('stops delivering to a deleted endpoint, keeps its log, and refuses to redeliver there', async () => {
    const key = await account();
    receiver.plan.set('/endpoint/deleted', [500]);
    const created = await createEndpoint(key, {
      url: `${receiver.origin}/endpoint/deleted`,
      events: ['certificate.completed'],
    });
    const endpointId = created.endpoint.endpoint_id;
    const first = (await uploadPro(app, key, { file_hash: randomHash() })).json().certificate_id as string;
    const [row] = await deliveriesTo(endpointId, first);
    const t0 = Date.now();
    await deliverDueWebhooks(deps.webhookDelivery, new Date(t0));

    const deleted = await call(key, 'DELETE', `/pro/webhooks/endpoints/${endpointId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call(key, 'GET', '/pro/webhooks/endpoints')).json().endpoints).toEqual([]);
    expect((await call(key, 'DELETE', `/pro/webhooks/endpoints/${endpointId}`)).statusCode).toBe(404);
    // Its pending retry is given up, unsent, and nothing new is written for it.
    await deliverDueWebhooks(deps.webhookDelivery, new Date(t0 + 10_000));
    const [logged] = await logOf(key, `endpoint_id=${endpointId}`);
    expect(logged).toMatchObject({ delivery_id: row?.id, status: 'failed' });
    expect(logged?.attempts.map((a) => a.error)).toEqual(['HTTP 500', 'point de terminaison supprimé']);
    expect(receiver.received.filter((r) => r.url === '/endpoint/deleted')).toHaveLength(1);
    const redelivery = await call(key, 'POST', `/pro/webhooks/deliveries/${row?.id}/redeliver`);
    expect(redelivery.statusCode).toBe(409);
    const second = (await uploadPro(app, key, { file_hash: randomHash() })).json().certificate_id as string;
    await eventually(
      async () =>
        (await callPro(app, key, { method: 'GET', path: `/pro/certificates/${second}/status` })).json()
          .status === 'completed',
      30_000,
      'the second certificate anchored',
    );
    await deliverDueWebhooks(deps.webhookDelivery, new Date());
    const written = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    expect(written.map((d) => d.certificateId)).toEqual([first]);
  });

  it('keeps each key to its own mode, and validates strictly in French', async () => {
    const live = await account();
    const made = await call(live, 'POST', '/pro/api-keys', { name: 'Essais', mode: 'test' });
    const test = { keyId: made.json().key.key_id, secret: made.json().api_secret };
    const refused = await call(test, 'POST', '/pro/webhooks/endpoints', {
      url: `${receiver.origin}/endpoint/live`,
      mode: 'live',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Une clé de test ne peut créer que des points de terminaison de test.',
    );
    const testEndpoint = await createEndpoint(test, { url: `${receiver.origin}/endpoint/test` });
    expect(testEndpoint.endpoint.mode).toBe('test');
    const liveEndpoint = await createEndpoint(live, { url: `${receiver.origin}/endpoint/live` });
    const seenByTest = (await call(test, 'GET', '/pro/webhooks/endpoints')).json().endpoints;
    expect(seenByTest.map((e: { endpoint_id: string }) => e.endpoint_id)).toEqual([
      testEndpoint.endpoint.endpoint_id,
    ]);
    expect((await call(live, 'GET', '/pro/webhooks/endpoints')).json().endpoints).toHaveLength(2);
    const notHis = await call(test, 'DELETE', `/pro/webhooks/endpoints/${liveEndpoint.endpoint.endpoint_id}`);
    expect(notHis.statusCode).toBe(404);

    const unknownEvent = await call(live, 'POST', '/pro/webhooks/endpoints', {
      url: `${receiver.origin}/x`,
      events: ['certificate.signed'],
    });
    expect(unknownEvent.statusCode).toBe(400);
    expect(unknownEvent.body).toContain('Événement inconnu');
    const extra = await call(live, 'POST', '/pro/webhooks/endpoints', {
      url: `${receiver.origin}/x`,
      secret: 'x',
    });
    expect(extra.statusCode).toBe(400);
    const control = await call(live, 'POST', '/pro/webhooks/endpoints', {
      url: `${receiver.origin}/x`,
      description: 'a\u0007b',
    });
    expect(control.statusCode).toBe(400);
    expect(control.body).toContain('caractère de contrôle');
    const surrogate = await call(live, 'POST', '/pro/webhooks/endpoints', {
      url: `${receiver.origin}/x`,
      description: 'a\ud800b',
    });
    expect(surrogate.statusCode).toBe(400);
    const notUrl = await call(live, 'POST', '/pro/webhooks/endpoints', { url: 'ftp://exemple.fr' });
    expect(notUrl.statusCode).toBe(400);
    expect((await call(live, 'GET', '/pro/webhooks/deliveries?cursor=nope')).statusCode).toBe(400);
    expect((await call(live, 'GET', '/pro/webhooks/deliveries?limit=500')).statusCode).toBe(400);
    const badId = await call(live, 'POST', '/pro/webhooks/deliveries/123/redeliver');
    expect(badId.statusCode).toBe(400);
    const unknown = await call(live, 'POST', `/pro/webhooks/deliveries/${randomUUID()}/redeliver`);
    expect(unknown.statusCode).toBe(404);

    // Two are made already, the test key's counted: the account has ten at most.
    for (let n = 2; n < MAX_WEBHOOK_ENDPOINTS; n++)
      await createEndpoint(live, { url: `${receiver.origin}/n${n}` });
    const over = await call(live, 'POST', '/pro/webhooks/endpoints', { url: `${receiver.origin}/over` });
    expect(over.statusCode).toBe(409);
  });

  it('limits the test webhook to 10 a minute per key, told in the RateLimit headers', async () => {
    const key = await account();
    // Held at the start of the current minute, so the eleven calls fall in one window.
    heldAt = Math.floor(Date.now() / 60_000) * 60_000;
    const send = () => call(key, 'POST', '/pro/webhooks/test', { url: `${receiver.origin}/hooks/test` });
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(first.headers['ratelimit-limit']).toBe('10');
    expect(first.headers['ratelimit-remaining']).toBe('9');
    expect(Number(first.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    for (let n = 2; n <= 10; n++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json().message).toBe(
      'Trop de requêtes : la limite est de 10 requêtes par minute et par clé API pour cette route.',
    );
    // The hourly limit of every route is still told elsewhere.
    const balance = await call(key, 'GET', '/pro/credits/balance');
    expect(balance.headers['ratelimit-limit']).toBe('1000');
    heldAt = null;
  });
});
