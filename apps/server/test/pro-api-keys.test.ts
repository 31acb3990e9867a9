import { MAX_LIVE_API_KEYS } from '@horodoc/shared/api-keys-api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { apiKeys } from '../src/adapters/db/schema/accounts';
import { logIn, signedHeaders, signUp } from './support/accounts';
import { deployTestNetwork, startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { clockReading } from './support/driven-clock';
import type { ApiKey } from './support/pro-api';
import { buildTestApp } from './support/test-app';

const targets = await databaseTargets();
const HOUR_MS = 3600_000;

describe.each(targets)('keys managed by API on $name', (target) => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  // The application's clock, moved by the tests; every signature is made at it.
  let clock = Date.now();
  let tick = 0;

  beforeAll(async () => {
    chain = await startTestChain();
    const testChain = await deployTestNetwork(chain);
    ({ database, cleanup } = await target.open());
    ({ app } = await buildTestApp({
      database,
      chain: chain.client,
      deps: { clock: clockReading(() => clock), testChain },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
    await chain?.stop();
  });

  /** A signed call at the application's clock (a fresh millisecond each, so none is a replay). */
  const call = (key: ApiKey, method: 'GET' | 'POST', path: string, payload?: unknown) =>
    app.inject({
      method,
      url: path,
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...signedHeaders({ ...key, method, path, timestamp: clock + tick++ }),
      },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
  const balance = async (key: ApiKey) => (await call(key, 'GET', '/pro/credits/balance')).statusCode;
  const keyOf = (body: { key: { key_id: string }; api_secret: string }): ApiKey => ({
    keyId: body.key.key_id,
    secret: body.api_secret,
  });
  const account = async () => {
    const signup = await signUp(app);
    return { ...signup, key: { keyId: signup.apiKey, secret: signup.apiSecret } };
  };
  const create = async (key: ApiKey, body: { name: string; mode?: 'live' | 'test' }) => {
    const response = await call(key, 'POST', '/pro/api-keys', body);
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.json(), key: keyOf(response.json()), response };
  };

  it('creates a named key whose secret signs at once, shows it once and stores it sealed', async () => {
    const { key } = await account();
    const made = await create(key, { name: '  Serveur de facturation ' });
    expect(made.response.headers['cache-control']).toBe('no-store');
    expect(made.body.key).toMatchObject({ name: 'Serveur de facturation', mode: 'live', expires_at: null });
    expect(made.key.keyId).toMatch(/^hk_[0-9a-f]{32}$/);
    expect(await balance(made.key)).toBe(200);

    const list = await call(key, 'GET', '/pro/api-keys');
    expect(list.statusCode).toBe(200);
    expect(list.json().keys.map((k: { name: string }) => k.name)).toEqual([
      'Clé principale',
      'Serveur de facturation',
    ]);
    expect(list.body).not.toContain(made.key.secret);
    expect(list.body).not.toContain(key.secret);
    const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.keyId, made.key.keyId));
    expect(JSON.stringify(row)).not.toContain(made.key.secret);
  });

  it('rolls a key: the replacement signs at once, the old one until its overlap ends, 7 days at most', async () => {
    const { key } = await account();
    const started = clock;
    const tooLong = await call(key, 'POST', `/pro/api-keys/${key.keyId}/roll`, { overlap_hours: 169 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('La durée de recouvrement ne peut pas dépasser 168 heures (7 jours).');

    const rolled = await call(key, 'POST', `/pro/api-keys/${key.keyId}/roll`, { overlap_hours: 168 });
    expect(rolled.statusCode, rolled.body).toBe(200);
    const next = keyOf(rolled.json());
    expect(rolled.json().previous).toMatchObject({
      key_id: key.keyId,
      expires_at: new Date(started + 168 * HOUR_MS).toISOString(),
    });
    expect(rolled.json().key).toMatchObject({ name: 'Clé principale', mode: 'live' });
    expect(await balance(next)).toBe(200);
    expect(await balance(key)).toBe(200);
    const again = await call(key, 'POST', `/pro/api-keys/${key.keyId}/roll`, { overlap_hours: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Cette clé a déjà été remplacée : renouvelez plutôt sa remplaçante.');
    try {
      clock = started + 168 * HOUR_MS - 1000;
      expect(await balance(key)).toBe(200);
      clock = started + 168 * HOUR_MS;
      expect(await balance(key)).toBe(401);
      expect(await balance(next)).toBe(200);
      const listed = (await call(next, 'GET', '/pro/api-keys')).json().keys;
      expect(listed.map((k: { key_id: string }) => k.key_id)).toEqual([next.keyId]);
    } finally {
      clock = Date.now();
    }
  });

  it('revokes a key, itself included, at once', async () => {
    const { key } = await account();
    const other = (await create(key, { name: 'Intégration' })).key;
    expect(await balance(other)).toBe(200);
    const revoked = await call(key, 'POST', `/pro/api-keys/${other.keyId}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({
      success: true,
      key_id: other.keyId,
      revoked_at: new Date(clock).toISOString(),
    });
    expect(await balance(other)).toBe(401);
    const twice = await call(key, 'POST', `/pro/api-keys/${other.keyId}/revoke`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe('Clé introuvable, ou déjà révoquée ou expirée.');

    expect((await call(key, 'POST', `/pro/api-keys/${key.keyId}/revoke`)).statusCode).toBe(200);
    expect(await balance(key)).toBe(401);
  });

  it('never lets a key make or end a key with more rights than its own', async () => {
    const { key: live } = await account();
    const test = (await create(live, { name: 'Essais', mode: 'test' })).key;
    expect(test.keyId).toMatch(/^hk_test_[0-9a-f]{32}$/);

    const refused = await call(test, 'POST', '/pro/api-keys', { name: 'Production', mode: 'live' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'forbidden',
      message: 'Une clé de test ne peut créer que des clés de test.',
    });
    // A test key's key is a test key unless asked otherwise; it sees and manages test keys only.
    const fromTest = await create(test, { name: 'Essais bis' });
    expect(fromTest.body.key.mode).toBe('test');
    const seen = (await call(test, 'GET', '/pro/api-keys')).json().keys;
    expect(seen.map((k: { key_id: string }) => k.key_id)).toEqual([test.keyId, fromTest.key.keyId]);
    expect((await call(test, 'POST', `/pro/api-keys/${live.keyId}/revoke`)).statusCode).toBe(404);
    expect(
      (await call(test, 'POST', `/pro/api-keys/${live.keyId}/roll`, { overlap_hours: 0 })).statusCode,
    ).toBe(404);
    expect(await balance(live)).toBe(200);
    const rolled = await call(test, 'POST', `/pro/api-keys/${fromTest.key.keyId}/roll`, { overlap_hours: 0 });
    expect(rolled.json().key.mode).toBe('test');
    // A live key sees both.
    expect((await call(live, 'GET', '/pro/api-keys')).json().keys).toHaveLength(3);
  });

  it('holds the credits page rules: 20 keys at once, rolls with an overlap counted', async () => {
    const { key } = await account();
    for (let made = 1; made < MAX_LIVE_API_KEYS; made++) await create(key, { name: `Clé ${made}` });
    const over = await call(key, 'POST', '/pro/api-keys', { name: 'Une de trop' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'Vous avez atteint le nombre maximal de clés : révoquez-en une d’abord.',
    );
    const overlapping = await call(key, 'POST', `/pro/api-keys/${key.keyId}/roll`, { overlap_hours: 24 });
    expect(overlapping.statusCode).toBe(409);
    const replaced = await call(key, 'POST', `/pro/api-keys/${key.keyId}/roll`, { overlap_hours: 0 });
    expect(replaced.statusCode).toBe(200);
    expect(await balance(key)).toBe(401);
  });

  it('validates strictly, in French, and refuses the credits page session', async () => {
    const { key, email, password } = await account();
    const unknownField = await call(key, 'POST', '/pro/api-keys', { name: 'A', admin: true });
    expect(unknownField.statusCode).toBe(400);
    const noName = await call(key, 'POST', '/pro/api-keys', { name: '   ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain('Donnez un nom à la clé.');
    const bell = await call(key, 'POST', '/pro/api-keys', { name: 'Serveur\u0007A' });
    expect(bell.statusCode).toBe(400);
    expect(bell.body).toContain('Le nom de la clé contient un caractère de contrôle.');
    // NUL and lone surrogates are refused in any JSON body, the field named.
    for (const name of ['Serveur\u0000A', 'Serveur \ud800']) {
      const refused = await call(key, 'POST', '/pro/api-keys', { name });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toMatch(/^name : /);
    }
    const badId = await call(key, 'POST', '/pro/api-keys/hk_nope/revoke');
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain('Identifiant de clé invalide.');
    const noBody = await call(key, 'POST', `/pro/api-keys/${key.keyId}/roll`, {});
    expect(noBody.statusCode).toBe(400);

    const login = await logIn(app, email, password);
    const session = { keyId: login.api_key, secret: login.api_secret };
    expect((await call(session, 'GET', '/pro/api-keys')).statusCode).toBe(401);
    expect((await call(session, 'POST', '/pro/api-keys', { name: 'Session' })).statusCode).toBe(401);
  });
});
