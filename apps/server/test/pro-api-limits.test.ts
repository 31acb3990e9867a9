import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { signUpWithKey } from './support/api-keys';
import { startTestChain, type TestChain } from './support/chain';
import { openMigratedPglite } from './support/databases';
import { clockReading } from './support/driven-clock';
import { type ApiKey, callPro } from './support/pro-api';
import { TEST_REDIS_URL, testRedisAvailable } from './support/redis';
import { buildTestApp } from './support/test-app';

const HOUR = 3600_000;

const withRedis = await testRedisAvailable();

describe('the hourly limit of each API key', () => {
  let chain: TestChain;
  let database: Database;
  const apps: FastifyInstance[] = [];
  // The limit's own clock, moved by the tests: one hour passes without waiting for it.
  // Thirty seconds before an hour starts, in the near future, since Redis expires the counts in real time.
  let clock = (Math.floor(Date.now() / HOUR) + 1) * HOUR - 30_000;
  const now = () => clock;
  let signed = 0;

  beforeAll(async () => {
    chain = await startTestChain();
    database = await openMigratedPglite();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    await chain?.stop();
  });

  const start = async (env: Record<string, string>, dataDir?: string) => {
    // Instances behind one load balancer share their data folder's secrets (the master key).
    const built = await buildTestApp({
      database,
      chain: chain.client,
      env: dataDir ? { ...env, DATA_DIR: dataDir } : env,
      deps: { clock: clockReading(now) },
    });
    apps.push(built.app);
    return { app: built.app, dataDir: built.config.dataDir };
  };
  const balance = (app: FastifyInstance, key: ApiKey) =>
    // Signed at the application's time, which judges a signature's freshness; each signature serves once.
    callPro(app, key, { method: 'GET', path: '/pro/credits/balance', timestamp: clock + signed++ });
  const newKey = async (app: FastifyInstance) => {
    return (await signUpWithKey(app)).key;
  };

  it('allows 1,000 requests an hour by default and says so in the RateLimit headers', async () => {
    const { app } = await start({});
    const response = await balance(app, await newKey(app));
    expect(response.statusCode).toBe(200);
    expect(response.headers['ratelimit-limit']).toBe('1000');
    expect(response.headers['ratelimit-remaining']).toBe('999');
    expect(response.headers['ratelimit-reset']).toBe('30');
  });

  it('answers 429 past the limit, per key, until the next hour', async () => {
    const { app } = await start({ API_RATE_LIMIT_PER_HOUR: '3' });
    const key = await newKey(app);
    const remaining = [];
    for (let i = 0; i < 3; i++) remaining.push((await balance(app, key)).headers['ratelimit-remaining']);
    expect(remaining).toEqual(['2', '1', '0']);
    const refused = await balance(app, key);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toMatchObject({
      error: 'too_many_requests',
      message: 'Trop de requêtes : la limite est de 3 requêtes par heure et par clé API.',
    });
    // Another key has its own count.
    expect((await balance(app, await newKey(app))).statusCode).toBe(200);
    clock += HOUR;
    const nextHour = await balance(app, key);
    expect(nextHour.statusCode).toBe(200);
    expect(nextHour.headers['ratelimit-remaining']).toBe('2');
    expect(nextHour.headers['ratelimit-reset']).toBe('30');
  });

  it.skipIf(!withRedis)('counts in Redis, so the limit holds across instances', async () => {
    const env = { API_RATE_LIMIT_PER_HOUR: '2', REDIS_URL: TEST_REDIS_URL };
    const { app: first, dataDir } = await start(env);
    const { app: second } = await start(env, dataDir);
    // A fresh key per run: counters of earlier runs never meet it.
    const key = await newKey(first);
    expect((await balance(first, key)).statusCode).toBe(200);
    expect((await balance(second, key)).statusCode).toBe(200);
    expect((await balance(first, key)).statusCode).toBe(429);
    expect((await balance(second, key)).statusCode).toBe(429);
  });
});
