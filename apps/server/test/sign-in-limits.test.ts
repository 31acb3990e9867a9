import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { accounts, authEvents } from '../src/adapters/db/schema/accounts';
import { memoryAttemptCounter } from '../src/adapters/request-limits/attempt-counter';
import { redisAttemptCounter } from '../src/adapters/request-limits/redis-attempt-counter';
import { createSignInThrottle } from '../src/modules/accounts/sign-in-throttle';
import { randomEmail, signUp } from './support/accounts';
import { eventually } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
import { type DatabaseTarget, databaseTargets } from './support/databases';
import { clockReading } from './support/driven-clock';
import { TEST_REDIS_URL, testRedisAvailable } from './support/redis';
import { buildTestApp } from './support/test-app';
import { browserHeaders } from './support/web-flow';

const targets = await databaseTargets();
const redisUp = await testRedisAvailable();

/** Each database in memory, and PGlite with the counts in Redis (under a prefix of this run's own). */
const setups: Array<{ name: string; target: DatabaseTarget; redis: boolean }> = [
  ...targets.map((target) => ({ name: `${target.name}, counts in memory`, target, redis: false })),
  ...(redisUp && targets[0] ? [{ name: 'pglite, counts in Redis', target: targets[0], redis: true }] : []),
];

/** Every route that checks a sign-in password, in every spelling. */
const ROUTES = ['/api/auth/login', '/api/auth/login/', '/api/authenticate-user.php'] as const;

/** An address of its own per call (TEST-NET-2 with random low bytes). */
const freshIp = () => `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

// One chain for every setup: nothing here is anchored.
let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(async () => {
  await chain?.stop();
});

describe.each(setups)('sign-in limits on $name', ({ target, redis: onRedis }) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  let redis: Redis | null = null;
  // The application's clock: waits are passed by moving it, never by sleeping.
  let clock = Date.parse('2026-03-10T09:00:00Z');
  const now = () => clock;

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
    redis = onRedis ? new Redis(TEST_REDIS_URL) : null;
    const counter = redis
      ? redisAttemptCounter(redis, memoryAttemptCounter(), {
          prefix: `horodoc-test:${randomBytes(6).toString('hex')}:`,
        })
      : memoryAttemptCounter();
    ({ app } = await buildTestApp({
      database,
      chain: chain.client,
      env: onRedis ? { REDIS_URL: TEST_REDIS_URL } : {},
      deps: {
        clock: clockReading(now),
        signInThrottle: createSignInThrottle({ counter, clock: clockReading(now) }),
      },
    }));
  });
  afterAll(async () => {
    await app?.close();
    redis?.disconnect();
    await cleanup?.();
  });

  const attempt = (url: string, body: { email: string; password: string }, ip: string, cookie = '') =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { ...browserHeaders, cookie: `${browserHeaders.cookie}${cookie ? `; ${cookie}` : ''}` },
      payload: JSON.stringify(body),
    });

  const eventsOf = async (email: string, kind: 'login_failed' | 'login_throttled') => {
    const [account] = await database.db.select().from(accounts).where(eq(accounts.email, email));
    return database.db
      .select()
      .from(authEvents)
      .where(and(eq(authEvents.accountId, account?.id ?? ''), eq(authEvents.kind, kind)));
  };

  it('lets the owner in at once from a clean address after an attacker’s 100 failures from several', async () => {
    const owner = await signUp(app);
    const attackers = Array.from({ length: 5 }, freshIp);
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const url = ROUTES[i % ROUTES.length] as string;
      const response = await attempt(
        url,
        { email: owner.email, password: `essai-${i}` },
        attackers[i % 5] ?? '',
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(response.json().message).toContain('Trop de requêtes');
      }
      clock += 1000;
    }
    const refused = statuses.filter((status) => status === 429).length;
    expect(refused).toBeGreaterThan(50);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);

    // Every refusal is an authentication event of the account, and so is every wrong password.
    expect(await eventsOf(owner.email, 'login_throttled')).toHaveLength(refused);
    expect(await eventsOf(owner.email, 'login_failed')).toHaveLength(100 - refused);

    // The owner, from an address with no failures, on the same clock: no refusal, no wait, on every route.
    for (const url of ROUTES) {
      const response = await attempt(url, { email: owner.email, password: owner.password }, freshIp());
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
  });

  it('holds the account back across the three routes and both spellings, for addresses that failed', async () => {
    const owner = await signUp(app);
    // The owner's browser signed in before: it carries the account's device mark.
    const before = await attempt(ROUTES[0], { email: owner.email, password: owner.password }, freshIp());
    const mark = String(before.headers['set-cookie']).match(/horodoc_device=[^;]+/)?.[0] ?? '';
    expect(mark).not.toBe('');

    const failed = Array.from({ length: 10 }, freshIp);
    for (const [i, ip] of failed.entries()) {
      const response = await attempt(ROUTES[i % 3] as string, { email: owner.email, password: 'devine' }, ip);
      expect(response.statusCode).toBe(401);
    }
    // Past ten failures on the account, each address that failed is refused, on any route and spelling.
    for (const [i, ip] of failed.entries()) {
      const response = await attempt(
        ROUTES[(i + 1) % 3] as string,
        { email: owner.email, password: 'x' },
        ip,
      );
      expect(response.statusCode, ROUTES[(i + 1) % 3]).toBe(429);
    }
    // Even with the right password, until the wait is over.
    const retry = await attempt(ROUTES[2], { email: owner.email, password: owner.password }, failed[0] ?? '');
    expect(retry.statusCode).toBe(429);
    const wait = Number(retry.headers['retry-after']);
    // The owner's browser, from one of those very addresses, is let through by its mark.
    const marked = await attempt(
      ROUTES[1],
      { email: owner.email, password: owner.password },
      failed[1] ?? '',
      mark,
    );
    expect(marked.statusCode, marked.body).toBe(200);

    clock += wait * 1000;
    const after = await attempt(ROUTES[2], { email: owner.email, password: owner.password }, failed[0] ?? '');
    expect(after.statusCode, after.body).toBe(200);
  });

  it('counts one address across every route, spelling and account, with waits growing on the clock', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const response = await attempt(ROUTES[i % 3] as string, { email: randomEmail(), password: 'x' }, ip);
      expect(response.statusCode).toBe(401);
    }
    for (const url of [...ROUTES, '/api/auth/register']) {
      const refused = await attempt(url, { email: randomEmail(), password: 'motdepasse-solide' }, ip);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.headers['retry-after']).toBe('1');
    }
    clock += 1000;
    expect((await attempt(ROUTES[1], { email: randomEmail(), password: 'x' }, ip)).statusCode).toBe(401);
    const longer = await attempt(ROUTES[0], { email: randomEmail(), password: 'x' }, ip);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');
  });

  it('records the flood guard’s refusals too, once a minute per address and route', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      statuses.push((await attempt(ROUTES[0], { email: randomEmail(), password: 'x' }, ip)).statusCode);
    }
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    const floods = () =>
      database.db
        .select()
        .from(authEvents)
        .where(and(eq(authEvents.ip, ip), eq(authEvents.kind, 'login_throttled')));
    // Recorded beside the answer, not before it.
    await eventually(async () => (await floods()).length > 0, 5000, 'the flood recorded');
    expect((await floods()).map((event) => event.detail)).toEqual([
      '/api/auth/login: more than 10 attempts a minute from this address',
    ]);
  });

  it('marks no device for a registration of a taken e-mail, and counts it as a failure', async () => {
    const owner = await signUp(app);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const taken = await attempt(
        '/api/auth/register',
        { email: owner.email, password: 'motdepasse-pirate' },
        ip,
      );
      expect(taken.statusCode).toBe(409);
      expect(String(taken.headers['set-cookie'] ?? '')).not.toContain('horodoc_device');
    }
    expect((await attempt(ROUTES[0], { email: owner.email, password: owner.password }, ip)).statusCode).toBe(
      429,
    );
  });

  it('counts a signup resumed with another password as a failed guess', async () => {
    const email = randomEmail();
    const checkout = (password: string, ip: string) =>
      attempt('/api/signup-checkout.php', { email, password, credits: 20, amount: 605 } as never, ip);
    expect((await checkout('motdepasse-solide', freshIp())).statusCode).toBe(200);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await checkout(`autre-mot-${i}`, ip)).statusCode).toBe(401);
    expect((await checkout('motdepasse-solide', ip)).statusCode).toBe(429);
    expect((await checkout('motdepasse-solide', freshIp())).statusCode).toBe(200);
  });
});
