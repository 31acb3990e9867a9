import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { startTestChain, type TestChain } from './support/chain';
import { openMigratedPglite } from './support/databases';
import { TEST_REDIS_URL, testRedisAvailable } from './support/redis';
import { buildTestApp } from './support/test-app';

const reachable = await testRedisAvailable();

/**
 * A documentation network (RFC 3849) of its own per run, so earlier runs' counters never interfere; the
 * limit counts IPv6 clients by /64 network.
 */
const randomIp = () =>
  `2001:db8:${randomBytes(4)
    .toString('hex')
    .replace(/(.{4})/, '$1:')}::1`;

describe.skipIf(!reachable)('rate limits with REDIS_URL', () => {
  let chain: TestChain;
  let database: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    chain = await startTestChain();
    database = await openMigratedPglite();
    const env = { REDIS_URL: TEST_REDIS_URL };
    ({ app: first } = await buildTestApp({ database, chain: chain.client, env }));
    ({ app: second } = await buildTestApp({ database, chain: chain.client, env }));
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
    await chain?.stop();
  });

  it('counts the requests of one address across every instance, as behind a load balancer', async () => {
    const ip = randomIp();
    const ask = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/verify',
        payload: { file_hash: `0x${randomBytes(32).toString('hex')}` },
        remoteAddress: ip,
      });
    // 60 a minute in all: half on each instance uses the whole allowance.
    for (let i = 0; i < 30; i++) {
      expect((await ask(first)).statusCode).toBe(200);
      expect((await ask(second)).statusCode).toBe(200);
    }
    const refusedByFirst = await ask(first);
    const refusedBySecond = await ask(second);
    expect(refusedByFirst.statusCode).toBe(429);
    expect(refusedBySecond.statusCode).toBe(429);
    expect(refusedBySecond.json()).toMatchObject({ error: 'too_many_requests' });
  });

  it('keeps answering when Redis goes away, rather than refusing every visitor', async () => {
    const { app } = await buildTestApp({
      database,
      chain: chain.client,
      env: { REDIS_URL: 'redis://127.0.0.1:1' },
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/verify',
        payload: { file_hash: `0x${randomBytes(32).toString('hex')}` },
        remoteAddress: randomIp(),
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
