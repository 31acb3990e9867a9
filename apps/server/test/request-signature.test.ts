import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { rowsOf } from '../src/adapters/db/rows';
import { apiKeys, authEvents } from '../src/adapters/db/schema/accounts';
import { databaseSeenSignatures, memorySeenSignatures } from '../src/adapters/request-limits/seen-signatures';
import { identifySigner } from '../src/modules/accounts/verify-request-signature';
import { balanceOf, logIn, signedHeaders, signedHeadersV2, signUp } from './support/accounts';
import { randomFingerprint } from './support/anchoring';
import { signUpWithKey } from './support/api-keys';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { clockReading } from './support/driven-clock';
import { TEST_REDIS_URL, testRedisAvailable } from './support/redis';
import { buildTestApp } from './support/test-app';

const targets = await databaseTargets();
const PATH = '/pro/credits/balance';
const UPLOAD = '/pro/certificates/upload';
const MINUTE = 60_000;

describe.each(targets)('the request signature on $name', (target) => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  let other: FastifyInstance;
  let key: { keyId: string; secret: string };

  beforeAll(async () => {
    chain = await startTestChain();
    ({ database, cleanup } = await target.open());
    const built = await buildTestApp({ database, chain: chain.client });
    app = built.app;
    // A second instance on the same database and secrets, as behind a load balancer.
    const env = { DATA_DIR: built.config.dataDir };
    ({ app: other } = await buildTestApp({ database, chain: chain.client, env }));
    ({ key } = await signUpWithKey(app));
  });
  afterAll(async () => {
    await app?.close();
    await other?.close();
    await cleanup?.();
    await chain?.stop();
  });

  const ask = (headers: Record<string, string>, instance = app) =>
    instance.inject({ method: 'GET', url: PATH, headers });
  const signed = (timestamp?: number) => signedHeaders({ ...key, method: 'GET', path: PATH, timestamp });

  it('accepts a good signature', async () => {
    const response = await ask(signed());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, credits_balance: 20 });
  });

  it('refuses a signature made with another secret, or for another path or method', async () => {
    for (const headers of [
      signedHeaders({ ...key, secret: 'f'.repeat(64), method: 'GET', path: PATH }),
      signedHeaders({ ...key, method: 'GET', path: '/pro/certificates/upload' }),
      signedHeaders({ ...key, method: 'POST', path: PATH }),
      { ...signed(), 'x-signature': 'pas-une-signature' },
    ]) {
      const response = await ask(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        error: 'signature_invalid',
        message: 'Authentification échouée : vérifiez vos clés et la signature.',
      });
    }
  });

  it('refuses a timestamp more than five minutes old, or ahead', async () => {
    for (const timestamp of [Date.now() - 6 * MINUTE, Date.now() + 6 * MINUTE]) {
      const response = await ask(signed(timestamp));
      expect(response.statusCode).toBe(401);
      expect(response.json().details).toContain('à 5 minutes près');
    }
    expect((await ask(signed(Date.now() - 4 * MINUTE))).statusCode).toBe(200);
  });

  it('answers identical reads signed in the same millisecond: a read is never claimed', async () => {
    const headers = signed();
    const answers = await Promise.all([ask(headers), ask(headers), ask(headers, other)]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200]);
  });

  it('refuses an exact repeat of an upload (same signature, same body), debiting once', async () => {
    const { key: payer } = await signUpWithKey(app);
    const upload = (headers: Record<string, string>, payload: string, instance = app) =>
      instance.inject({
        method: 'POST',
        url: UPLOAD,
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });
    const document = () => JSON.stringify({ file_hash: randomFingerprint() });
    const headersV1 = () => signedHeaders({ ...payer, method: 'POST', path: UPLOAD });
    const replays: number[] = [];

    const sent = { headers: headersV1(), payload: document() };
    expect((await upload(sent.headers, sent.payload)).statusCode).toBe(200);
    const again = await upload(sent.headers, sent.payload);
    expect(again.json().details).toContain('déjà été utilisée');
    replays.push(again.statusCode, (await upload(sent.headers, sent.payload, other)).statusCode);
    // Version 1 signs no body: the same headers with another document are another request of the same
    // millisecond, answered as such.
    expect((await upload(sent.headers, document())).statusCode).toBe(200);

    // A request refused before its write (here its body) changed nothing; its exact repeat is refused again,
    // as a replay where the claim is made before the route runs, for its body where the write makes it.
    const refused = { headers: headersV1(), payload: JSON.stringify({ file_hash: 'pas-une-empreinte' }) };
    expect((await upload(refused.headers, refused.payload)).statusCode).toBe(400);
    expect([400, 401]).toContain((await upload(refused.headers, refused.payload)).statusCode);

    // Twice at the same moment: the two arrive in one group, where one request is claimed once; two
    // different documents under the same headers are both written.
    const twice = { headers: headersV1(), payload: document() };
    const both = await Promise.all([0, 1].map(() => upload(twice.headers, twice.payload)));
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 401]);
    const pair = await Promise.all([0, 1].map(() => upload(twice.headers, document())));
    expect(pair.map((response) => response.statusCode)).toEqual([200, 200]);

    // A replay does not get the first answer of its Idempotency-Key either: it is no retry of the client's.
    const keyed = { headers: { ...headersV1(), 'idempotency-key': 'commande-7' }, payload: document() };
    expect((await upload(keyed.headers, keyed.payload)).statusCode).toBe(200);
    replays.push((await upload(keyed.headers, keyed.payload)).statusCode);

    // Version 2, whose signature is compared once the body is read.
    const body = document();
    const headersV2 = signedHeadersV2({ ...payer, method: 'POST', path: UPLOAD, body: Buffer.from(body) });
    expect((await upload(headersV2, body)).statusCode).toBe(200);
    replays.push((await upload(headersV2, body)).statusCode);

    expect(replays).toEqual([401, 401, 401, 401]);
    expect((await balanceOf(app, payer)).json()).toMatchObject({ credits_balance: 13, credits_used: 7 });
    const [account] = await database.db.select().from(apiKeys).where(eq(apiKeys.keyId, payer.keyId));
    const replayed = await database.db
      .select()
      .from(authEvents)
      .where(sql`${authEvents.accountId} = ${account?.accountId} and ${authEvents.detail} = 'replayed'`);
    expect(replayed.length).toBeGreaterThanOrEqual(5);
  });

  it('refuses an unknown key, a revoked key and missing headers', async () => {
    const unknown = await ask({ ...signed(), 'x-api-key': `hk_${'0'.repeat(32)}` });
    expect([unknown.statusCode, unknown.json().error]).toEqual([401, 'api_key_invalid']);
    const missing = await ask({});
    expect([missing.statusCode, missing.json().error]).toEqual([401, 'signature_missing']);
    expect(missing.json().details).toContain('X-API-Key, X-Signature et X-Timestamp');

    const signup = await signUp(app);
    await database.db.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.keyId, signup.apiKey));
    const revoked = await balanceOf(app, { keyId: signup.apiKey, secret: signup.apiSecret });
    expect([revoked.statusCode, revoked.json().error]).toEqual([401, 'api_key_invalid']);
  });

  it('refuses with a 401 a key whose secret this server cannot open (another master key)', async () => {
    // A fresh data directory: another master key, on the same database.
    const { app: stranger } = await buildTestApp({ database, chain: chain.client });
    try {
      const response = await ask(signed(), stranger);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        error: 'api_key_invalid',
        message: 'Authentification échouée : vérifiez vos clés et la signature.',
      });
    } finally {
      await stranger.close();
    }
  });

  it('records a refused signature against the key it named, with the IP', async () => {
    await ask({ ...signed(), 'x-signature': '0'.repeat(64) });
    const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.keyId, key.keyId));
    const events = await database.db
      .select()
      .from(authEvents)
      .where(
        sql`${authEvents.accountId} = ${row?.accountId} and ${authEvents.kind} = 'api_signature_rejected'`,
      );
    expect(events.at(-1)).toMatchObject({ detail: 'bad_signature', ip: '127.0.0.1' });
  });

  it('does not let a credits-page session key sign routes that do not take sessions', async () => {
    const signup = await signUp(app);
    const session = await logIn(app, signup.email, signup.password);
    const now = Date.now();
    const headers = signedHeaders({
      keyId: session.api_key,
      secret: session.api_secret,
      method: 'POST',
      path: '/pro/certificates/upload',
      timestamp: now,
    });
    const check = await identifySigner({
      db: database.db,
      masterKey: Buffer.alloc(32),
      method: 'POST',
      path: '/pro/certificates/upload',
      headers: {
        apiKey: headers['x-api-key'],
        signature: headers['x-signature'],
        timestamp: headers['x-timestamp'],
      },
      acceptSessions: false,
      now,
    });
    expect(check).toMatchObject({ ok: false, reason: 'session_not_allowed' });
  });

  it('forgets seen signatures once their window has passed', async () => {
    let now = Date.now();
    const seen = databaseSeenSignatures(
      database.db,
      clockReading(() => now),
    );
    const signature = 'ab'.repeat(32);
    expect(await seen.claim(signature, new Date(now + 5 * MINUTE))).toBe(true);
    expect(await seen.claim(signature, new Date(now + 5 * MINUTE))).toBe(false);
    now += 6 * MINUTE;
    // The next claim purges the expired rows; the old one is gone.
    expect(await seen.claim('cd'.repeat(32), new Date(now + 5 * MINUTE))).toBe(true);
    const [left] = rowsOf<{ count: number }>(
      await database.db.execute(
        sql`select count(*)::int as count from seen_signatures where signature = ${signature}`,
      ),
    );
    expect(Number(left?.count)).toBe(0);
  });
});

describe('seen signatures in memory, beside an embedded database', () => {
  it('refuses a replay until its window has passed, then forgets it', async () => {
    let now = Date.now();
    const seen = memorySeenSignatures(clockReading(() => now));
    const signature = 'ef'.repeat(32);
    expect(await seen.claim(signature, new Date(now + 5 * MINUTE))).toBe(true);
    expect(await seen.claim(signature, new Date(now + 5 * MINUTE))).toBe(false);
    now += 4 * MINUTE;
    expect(await seen.claim(signature, new Date(now + 5 * MINUTE))).toBe(false);
    now += 2 * MINUTE;
    expect(await seen.claim(signature, new Date(now + 5 * MINUTE))).toBe(true);
  });
});

const redisUp = await testRedisAvailable();

describe.skipIf(!redisUp)('the request signature with REDIS_URL', () => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    chain = await startTestChain();
    ({ database, cleanup } = await (targets[0] as (typeof targets)[0]).open());
    const built = await buildTestApp({ database, chain: chain.client, env: { REDIS_URL: TEST_REDIS_URL } });
    first = built.app;
    // The same secrets on both instances, as production gives them one MASTER_KEY.
    const env = { REDIS_URL: TEST_REDIS_URL, DATA_DIR: built.config.dataDir };
    ({ app: second } = await buildTestApp({ database, chain: chain.client, env }));
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await cleanup?.();
    await chain?.stop();
  });

  it('refuses on one instance an upload already answered on another, and keeps nothing in the database', async () => {
    const signup = await signUp(first);
    const headers = {
      ...signedHeaders({ keyId: signup.apiKey, secret: signup.apiSecret, method: 'POST', path: UPLOAD }),
      'content-type': 'application/json',
    };
    const payload = JSON.stringify({ file_hash: randomFingerprint() });
    expect((await first.inject({ method: 'POST', url: UPLOAD, headers, payload })).statusCode).toBe(200);
    expect((await second.inject({ method: 'POST', url: UPLOAD, headers, payload })).statusCode).toBe(401);
    const [row] = rowsOf<{ count: number }>(
      await database.db.execute(sql`select count(*)::int as count from seen_signatures`),
    );
    expect(Number(row?.count)).toBe(0);
  });
});
