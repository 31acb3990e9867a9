import { webhookEventSchema } from '@horodoc/shared/pro-api';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/adapters/clock/clock';
import type { Database } from '../src/adapters/db/database';
import { webhookAttempts, webhookDeliveries } from '../src/adapters/db/schema/webhooks';
import type { Deps } from '../src/deps';
import { createBackgroundJobs } from '../src/jobs/background-jobs';
import type { WebhookDeliveryDeps } from '../src/modules/webhooks/deliver-webhook';
import { scheduledWebhookDelivery } from '../src/modules/webhooks/scheduled-webhook-delivery';
import { WEBHOOK_DELIVERY } from '../src/modules/webhooks/webhook-delivery-job';
import { logIn, signUp } from './support/accounts';
import { eventually } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
import { openMigratedPglite } from './support/databases';
import { deliverDueWebhooks } from './support/deliver-due-webhooks';
import { type ApiKey, callPro, uploadPro } from './support/pro-api';
import { buildTestApp } from './support/test-app';
import { randomHash } from './support/web-flow';
import { startWebhookReceiver } from './support/webhook-receiver';

/** A customer's endpoint on this machine: answers each request to a path with the next status planned for it. */
async function startReceiver() {
  const plan = new Map<string, number[]>();
  const receiver = await startWebhookReceiver((path) => plan.get(path)?.shift() ?? 200);
  return { ...receiver, plan };
}

describe('API webhooks', () => {
  let chain: TestChain;
  let database: Database;
  let app: FastifyInstance;
  let strict: FastifyInstance;
  let deps: Deps;
  let key: ApiKey;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let delivery: WebhookDeliveryDeps;

  beforeAll(async () => {
    chain = await startTestChain({ blockTime: 1 });
    database = await openMigratedPglite();
    ({ app, deps } = await buildTestApp({
      database,
      chain: chain.client,
      env: { LOCAL_BLOCK_TIME_S: '1' },
    }));
    // As outside embedded mode: no http, no local address.
    ({ app: strict } = await buildTestApp({
      database,
      chain: chain.client,
      env: { WEBHOOK_LOCAL_TARGETS: 'refuse' },
    }));
    deps.anchoring.start();
    const signup = await signUp(app);
    key = { keyId: signup.apiKey, secret: signup.apiSecret };
    receiver = await startReceiver();
    delivery = deps.webhookDelivery;
  });
  afterAll(async () => {
    await deps?.anchoring.stop();
    await app?.close();
    await strict?.close();
    receiver?.close();
    await database?.close();
    await chain?.stop();
  });

  const secretOf = async (asKey: ApiKey) => {
    const response = await callPro(app, asKey, { method: 'GET', path: '/pro/webhooks/secret' });
    expect(response.statusCode).toBe(200);
    return response.json().webhook_secret as string;
  };
  const uploadWithHook = async (url = `${receiver.origin}/hooks/horodoc`) => {
    const response = await uploadPro(app, key, { file_hash: randomHash(), webhook_url: url });
    expect(response.statusCode).toBe(200);
    return response.json().certificate_id as string;
  };
  const deliveryOf = async (certificateId: string) => {
    await eventually(
      async () =>
        (
          await database.db
            .select()
            .from(webhookDeliveries)
            .where(eq(webhookDeliveries.certificateId, certificateId))
        ).length > 0,
      30_000,
      'the webhook in the outbox',
    );
    const [row] = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.certificateId, certificateId));
    if (!row) throw new Error('no delivery');
    return row;
  };

  it('gives each account one whsec_ secret, the same at each call', async () => {
    const signup = await signUp(app);
    const own = { keyId: signup.apiKey, secret: signup.apiSecret };
    const secret = await secretOf(own);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(await secretOf(own)).toBe(secret);
    // The credits page reads it with its session key.
    const session = await logIn(app, signup.email, signup.password);
    expect(await secretOf({ keyId: session.api_key, secret: session.api_secret })).toBe(secret);
    const other = await signUp(app);
    expect(await secretOf({ keyId: other.apiKey, secret: other.apiSecret })).not.toBe(secret);
  });

  it('posts the final state, signed so that the Standard Webhooks library verifies it', async () => {
    const certificateId = await uploadWithHook();
    const row = await deliveryOf(certificateId);
    expect(row).toMatchObject({ event: 'certificate.completed', status: 'pending', attempts: 0 });
    const before = receiver.received.length;
    expect(await deliverDueWebhooks(delivery, new Date())).toBeGreaterThanOrEqual(1);
    const mine = receiver.received.slice(before).find((r) => r.body.includes(certificateId));
    if (!mine) throw new Error('not received');
    const verified = new Webhook(await secretOf(key)).verify(
      mine.body,
      mine.headers as Record<string, string>,
    );
    const event = webhookEventSchema.parse(verified);
    expect(event).toMatchObject({
      type: 'certificate.completed',
      data: { certificate_id: certificateId, status: 'completed' },
    });
    expect(mine.headers['webhook-id']).toBe(row.id);
    // Another secret does not verify it.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`).verify(
        mine.body,
        mine.headers as Record<string, string>,
      ),
    ).toThrow();
    const [sent] = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, row.id));
    expect(sent).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200 });
  });

  it('sends the outbox when woken, without waiting for the sweep', async () => {
    // A sweep half an hour away: only the wake-up (the engine's, as the server wires it) can send it.
    const jobs = createBackgroundJobs({ clock: systemClock, log: pino({ level: 'silent' }) });
    jobs.add(
      scheduledWebhookDelivery({
        ...delivery,
        log: pino({ level: 'silent' }),
        sweepEveryMs: 1_800_000,
        clock: systemClock,
        jobs,
      }),
    );
    jobs.start();
    try {
      const certificateId = await uploadWithHook();
      await deliveryOf(certificateId);
      jobs.runSoon(WEBHOOK_DELIVERY);
      await eventually(
        async () => receiver.received.some((r) => r.body.includes(certificateId)),
        15_000,
        'the webhook sent',
      );
    } finally {
      await jobs.stop();
    }
  });

  it('tells every account that sent the document, each at its own URL and under its own secret', async () => {
    const keyOfNewAccount = async (): Promise<ApiKey> => {
      const account = await signUp(app);
      return { keyId: account.apiKey, secret: account.apiSecret };
    };
    const [second, third] = await Promise.all([keyOfNewAccount(), keyOfNewAccount()]);
    const fileHash = randomHash();
    const hook = (name: string) => `${receiver.origin}/hooks/${name}`;
    const first = await uploadPro(app, key, { file_hash: fileHash, webhook_url: hook('first') });
    const certificateId = first.json().certificate_id as string;
    const again = await uploadPro(app, second, { file_hash: fileHash, webhook_url: hook('second') });
    expect(again.json()).toMatchObject({ certificate_id: certificateId, credits_used: 0 });
    await deliveryOf(certificateId);
    // Sent once the certificate is anchored: told all the same, by the sweep.
    const late = await uploadPro(app, third, { file_hash: fileHash, webhook_url: hook('third') });
    expect(late.json()).toMatchObject({
      certificate_id: certificateId,
      status: 'completed',
      credits_used: 0,
    });
    await deliverDueWebhooks(delivery, new Date());
    const rows = await database.db
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.certificateId, certificateId),
          eq(webhookDeliveries.event, 'certificate.completed'),
        ),
      );
    expect(rows.map((row) => row.url).sort()).toEqual([hook('first'), hook('second'), hook('third')]);
    for (const [name, asKey] of [
      ['first', key],
      ['second', second],
      ['third', third],
    ] as const) {
      const mine = receiver.received.find(
        (r) => r.url === `/hooks/${name}` && r.body.includes(certificateId),
      );
      if (!mine) throw new Error(`${name}: not received`);
      const verified = new Webhook(await secretOf(asKey)).verify(
        mine.body,
        mine.headers as Record<string, string>,
      );
      expect(webhookEventSchema.parse(verified)).toMatchObject({
        type: 'certificate.completed',
        data: { certificate_id: certificateId },
      });
    }
  });

  it('retries a receiver that fails twice with growing delays, recording every attempt', async () => {
    receiver.plan.set('/hooks/flaky', [500, 503]);
    const certificateId = await uploadWithHook(`${receiver.origin}/hooks/flaky`);
    const row = await deliveryOf(certificateId);
    const attemptsOf = () =>
      database.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, row.id));
    const t0 = Date.now();
    await deliverDueWebhooks(delivery, new Date(t0));
    await deliverDueWebhooks(delivery, new Date(t0 + 5_000)); // not due yet
    await deliverDueWebhooks(delivery, new Date(t0 + 10_000));
    await deliverDueWebhooks(delivery, new Date(t0 + 25_000)); // not due yet: 20 s after the second
    await deliverDueWebhooks(delivery, new Date(t0 + 30_000));
    const attempts = (await attemptsOf()).sort((a, b) => a.attempt - b.attempt);
    expect(attempts.map((a) => [a.attempt, a.statusCode])).toEqual([
      [1, 500],
      [2, 503],
      [3, 200],
    ]);
    expect(attempts.map((a) => a.attemptedAt.getTime() - t0)).toEqual([0, 10_000, 30_000]);
    const [sent] = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, row.id));
    expect(sent).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('gives up after 24 hours of failures', async () => {
    const certificateId = await uploadWithHook('http://127.0.0.1:9/nobody-listens');
    const row = await deliveryOf(certificateId);
    let at = row.createdAt.getTime();
    for (let pass = 0; pass < 40; pass++) {
      await deliverDueWebhooks(delivery, new Date(at));
      at += 2 * 3600_000;
    }
    const [given] = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, row.id));
    expect(given?.status).toBe('failed');
    const attempts = await database.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, row.id));
    expect(attempts.length).toBeGreaterThan(5);
    expect(
      Math.max(...attempts.map((a) => a.attemptedAt.getTime())) - row.createdAt.getTime(),
    ).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('refuses, outside embedded mode, webhook URLs reaching loopback, metadata or plain http', async () => {
    const signup = await signUp(strict);
    const strictKey = { keyId: signup.apiKey, secret: signup.apiSecret };
    for (const url of [
      'https://localhost/hook',
      'https://127.0.0.1/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[::127.0.0.1]/hook',
      'https://[::ffff:0:7f00:1]/hook',
      'https://[2002:7f00:1::]/hook',
      'http://example.com/hook',
    ]) {
      const response = await uploadPro(strict, strictKey, { file_hash: randomHash(), webhook_url: url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'webhook_url_refused',
        message: 'webhook_url refusée.',
      });
      const batch = await callPro(strict, strictKey, {
        method: 'POST',
        path: '/pro/certificates/batch',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ documents: [{ file_hash: randomHash() }], webhook_url: url }),
      });
      expect(batch.statusCode, `batch, ${url}`).toBe(400);
      expect(batch.json()).toMatchObject({ error: 'webhook_url_refused', message: 'webhook_url refusée.' });
    }
  });

  it('checks the target again at each send, after resolution, and never posts to a private address', async () => {
    const certificateId = await uploadWithHook('http://127.0.0.1:7/accepted-then-refused');
    const row = await deliveryOf(certificateId);
    const before = receiver.received.length;
    const rebound: WebhookDeliveryDeps = { ...delivery, allowLocal: false };
    await deliverDueWebhooks(rebound, new Date(row.createdAt.getTime() + 3600_000));
    const [attempt] = await database.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, row.id));
    expect(attempt).toMatchObject({ statusCode: null });
    expect(attempt?.error).toContain('webhook_url refusée');
    expect(receiver.received.length).toBe(before);
  });
});
