import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { logIn, reauthenticate, signedHeaders, signUp } from './support/accounts';
import { eventually } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { clockReading } from './support/driven-clock';
import type { ApiKey } from './support/pro-api';
import { buildTestApp } from './support/test-app';
import { browserHeaders } from './support/web-flow';
import { startWebhookReceiver } from './support/webhook-receiver';

const targets = await databaseTargets();
const HOUR_MS = 3600_000;

/** A receiver on this machine that keeps every request it gets, and answers 204. */
const startReceiver = () => startWebhookReceiver(() => 204);

describe.each(targets)('API keys and webhook secrets over time on $name', (target) => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  let other: FastifyInstance;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  // The applications' clock, moved by the tests; every signature is made at it.
  let clock = Date.now();
  let tick = 0;

  beforeAll(async () => {
    chain = await startTestChain();
    ({ database, cleanup } = await target.open());
    const built = await buildTestApp({
      database,
      chain: chain.client,
      deps: { clock: clockReading(() => clock) },
    });
    app = built.app;
    // A second instance on the same database and secrets, as behind a load balancer.
    ({ app: other } = await buildTestApp({
      database,
      chain: chain.client,
      env: { DATA_DIR: built.config.dataDir },
      deps: { clock: clockReading(() => clock) },
    }));
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await app?.close();
    await other?.close();
    receiver?.close();
    await cleanup?.();
    await chain?.stop();
  });

  /** A signed call at the applications' clock (a fresh millisecond each, so none is a replay). */
  const call = (
    key: ApiKey,
    method: 'GET' | 'POST',
    path: string,
    options: { payload?: unknown; browser?: boolean; instance?: FastifyInstance } = {},
  ) =>
    (options.instance ?? app).inject({
      method,
      url: path,
      headers: {
        ...(options.browser === false ? { 'content-type': 'application/json' } : browserHeaders),
        ...signedHeaders({ ...key, method, path, timestamp: clock + tick++ }),
      },
      payload: options.payload === undefined ? undefined : JSON.stringify(options.payload),
    });
  const balance = (key: ApiKey, instance = app) =>
    call(key, 'GET', '/pro/credits/balance', { instance }).then((response) => response.statusCode);

  /** A new account, its first key, and the credits page's session key, its password entered again. */
  const account = async () => {
    const signup = await signUp(app);
    const login = await logIn(app, signup.email, signup.password);
    const session = { keyId: login.api_key, secret: login.api_secret };
    const confirmed = await reauthenticate(app, session, signup.password, clock + tick++);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { key: { keyId: signup.apiKey, secret: signup.apiSecret }, session, password: signup.password };
  };
  const roll = async (session: ApiKey, keyId: string, hours: number) => {
    const response = await call(session, 'POST', '/api/api-keys/roll', {
      payload: { key_id: keyId, overlap_hours: hours },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    return { keyId: body.key.key_id as string, secret: body.api_secret as string, body };
  };

  it('names the key signup handed out, and lists keys without their secrets', async () => {
    const { key, session } = await account();
    const created = await call(session, 'POST', '/api/api-keys', {
      payload: { name: '  Serveur de facturation ' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ key: { name: 'Serveur de facturation' } });
    const fresh = { keyId: created.json().key.key_id, secret: created.json().api_secret };
    expect(await balance(fresh)).toBe(200);

    const list = await call(session, 'GET', '/api/api-keys');
    expect(list.statusCode).toBe(200);
    expect(list.json().keys.map((k: { name: string }) => k.name)).toEqual([
      'Clé principale',
      'Serveur de facturation',
    ]);
    expect(list.json().keys[0]).toMatchObject({ key_id: key.keyId, expires_at: null });
    expect(list.body).not.toContain(key.secret);
    expect(list.body).not.toContain(fresh.secret);
  });

  it('keeps a rolled key signing during its overlap and refuses it after', async () => {
    const { key, session } = await account();
    expect(await balance(key)).toBe(200);
    const started = clock;
    const next = await roll(session, key.keyId, 24);
    expect(next.body.previous).toMatchObject({
      key_id: key.keyId,
      expires_at: new Date(started + 24 * HOUR_MS).toISOString(),
    });
    expect(next.body.key.name).toBe('Clé principale');
    expect(await balance(next)).toBe(200);
    expect(await balance(key)).toBe(200);
    try {
      clock = started + 24 * HOUR_MS - 1000;
      expect(await balance(key)).toBe(200);
      clock = started + 24 * HOUR_MS;
      expect(await balance(key)).toBe(401);
      expect(await balance(key, other)).toBe(401);
      expect(await balance(next)).toBe(200);
    } finally {
      clock = Date.now();
    }
  });

  it('refuses a key rolled without overlap, or revoked, at once', async () => {
    const { key, session } = await account();
    expect(await balance(key)).toBe(200);
    const next = await roll(session, key.keyId, 0);
    expect(await balance(key)).toBe(401);
    expect(await balance(next)).toBe(200);

    const again = await call(session, 'POST', '/api/api-keys/roll', {
      payload: { key_id: key.keyId, overlap_hours: 1 },
    });
    expect(again.statusCode).toBe(404);

    const revoked = await call(session, 'POST', '/api/api-keys/revoke', { payload: { key_id: next.keyId } });
    expect(revoked.statusCode).toBe(200);
    expect(await balance(next)).toBe(401);
    const list = await call(session, 'GET', '/api/api-keys');
    expect(list.json().keys).toEqual([]);
  });

  it.runIf(target.name === 'postgres')('tells the other instances of a revocation', async () => {
    const { key, session } = await account();
    // Both instances hold the key in their cache.
    expect(await balance(key)).toBe(200);
    expect(await balance(key, other)).toBe(200);
    const revoked = await call(session, 'POST', '/api/api-keys/revoke', { payload: { key_id: key.keyId } });
    expect(revoked.statusCode).toBe(200);
    // NOTIFY arrives on its own connection: soon, long before the cache's half minute.
    await eventually(async () => (await balance(key, other)) === 401, 5000, 'the other instance refusing');
  });

  it('asks for the password again before a new key, a roll or a webhook secret, for five minutes', async () => {
    const signup = await signUp(app);
    const login = await logIn(app, signup.email, signup.password);
    const session = { keyId: login.api_key, secret: login.api_secret };
    const key = { keyId: signup.apiKey, secret: signup.apiSecret };
    const create = () => call(session, 'POST', '/api/api-keys', { payload: { name: 'Nouvelle' } });
    const asked = await create();
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({
      error: 'reauthentication_required',
      message: 'Confirmez votre mot de passe pour continuer.',
    });
    const rolled = await call(session, 'POST', '/api/api-keys/roll', {
      payload: { key_id: key.keyId, overlap_hours: 1 },
    });
    expect(rolled.json().error).toBe('reauthentication_required');
    const rotated = await call(session, 'POST', '/api/webhook-secret/rotate', {
      payload: { overlap_hours: 1 },
    });
    expect(rotated.json().error).toBe('reauthentication_required');
    // Listing shows no secret: the session alone may.
    expect((await call(session, 'GET', '/api/api-keys')).statusCode).toBe(200);

    const wrong = await reauthenticate(app, session, 'pas-le-bon', clock + tick++);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Mot de passe incorrect.');
    expect((await reauthenticate(app, key, signup.password, clock + tick++)).statusCode).toBe(403);
    const right = await reauthenticate(app, session, signup.password, clock + tick++);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().reauthenticated_until).toBe(new Date(clock + 5 * 60_000).toISOString());
    expect((await create()).statusCode).toBe(200);
    try {
      clock += 5 * 60_000;
      expect((await create()).json().error).toBe('reauthentication_required');
    } finally {
      clock = Date.now();
    }
  });

  it('lets only the credits page session manage keys, and with its anti-forgery token', async () => {
    const { key, session } = await account();
    const byKey = await call(key, 'GET', '/api/api-keys');
    expect(byKey.statusCode).toBe(403);
    const createdByKey = await call(key, 'POST', '/api/api-keys', { payload: { name: 'Intrus' } });
    expect(createdByKey.statusCode).toBe(403);
    const revokedByKey = await call(key, 'POST', '/api/api-keys/revoke', { payload: { key_id: key.keyId } });
    expect(revokedByKey.statusCode).toBe(403);
    const unsigned = await app.inject({ method: 'GET', url: '/api/api-keys' });
    expect(unsigned.statusCode).toBe(401);
    const forged = await call(session, 'POST', '/api/api-keys', {
      payload: { name: 'Forgée' },
      browser: false,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error).toBe('csrf_failed');
    const tooLong = await call(session, 'POST', '/api/api-keys/roll', {
      payload: { key_id: key.keyId, overlap_hours: 169 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(await balance(key)).toBe(200);
  });

  it('sends a test webhook to a local receiver, signed as every webhook is', async () => {
    const { key, session } = await account();
    const before = receiver.received.length;
    const sent = await call(key, 'POST', '/pro/webhooks/test', {
      payload: { url: receiver.url },
      browser: false,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, url: receiver.url, status_code: 204, error: null });
    const got = receiver.received[before];
    if (!got) throw new Error('nothing received');
    const secret = (await call(session, 'GET', '/pro/webhooks/secret')).json().webhook_secret;
    expect(new Webhook(secret).verify(got.body, headersOf(got.headers))).toMatchObject({
      type: 'webhook.test',
      data: { status: 'completed' },
    });

    const noUrl = await call(key, 'POST', '/pro/webhooks/test', { payload: {}, browser: false });
    expect(noUrl.statusCode).toBe(400);
  });

  it('signs with both secrets during a rotation, each verifying, until the rotation ends', async () => {
    const { key, session } = await account();
    const secretPath = '/pro/webhooks/secret';
    const oldSecret = (await call(session, 'GET', secretPath)).json().webhook_secret as string;
    const rotated = await call(session, 'POST', '/api/webhook-secret/rotate', {
      payload: { overlap_hours: 48 },
    });
    expect(rotated.statusCode).toBe(200);
    const newSecret = rotated.json().webhook_secret as string;
    expect(newSecret).not.toBe(oldSecret);
    expect((await call(session, 'GET', secretPath)).json().webhook_secret).toBe(newSecret);
    expect((await call(session, 'GET', '/api/api-keys')).json().webhook_rotation).toEqual({
      previous_expires_at: rotated.json().previous_expires_at,
    });

    const sendOne = async () => {
      const before = receiver.received.length;
      const sent = await call(key, 'POST', '/pro/webhooks/test', {
        payload: { url: receiver.url },
        browser: false,
      });
      expect(sent.statusCode).toBe(200);
      const got = receiver.received[before];
      if (!got) throw new Error('nothing received');
      return got;
    };
    const during = await sendOne();
    const signatures = String(during.headers['webhook-signature']).split(' ');
    expect(signatures).toHaveLength(2);
    for (const [index, secret] of [newSecret, oldSecret].entries()) {
      // Each signature alone verifies under its own secret, and the header as sent under either secret.
      const alone = { ...headersOf(during.headers), 'webhook-signature': signatures[index] as string };
      expect(() => new Webhook(secret).verify(during.body, alone)).not.toThrow();
      expect(() => new Webhook(secret).verify(during.body, headersOf(during.headers))).not.toThrow();
    }

    const second = await call(session, 'POST', '/api/webhook-secret/rotate', {
      payload: { overlap_hours: 1 },
    });
    expect(second.statusCode).toBe(409);
    const ended = await call(session, 'POST', '/api/webhook-secret/end-rotation', { payload: {} });
    expect(ended.statusCode).toBe(200);
    const after = await sendOne();
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() => new Webhook(oldSecret).verify(after.body, headersOf(after.headers))).toThrow();
    expect(() => new Webhook(newSecret).verify(after.body, headersOf(after.headers))).not.toThrow();
  });
});

function headersOf(headers: IncomingHttpHeaders): Record<string, string> {
  return {
    'webhook-id': String(headers['webhook-id']),
    'webhook-timestamp': String(headers['webhook-timestamp']),
    'webhook-signature': String(headers['webhook-signature']),
  };
}
