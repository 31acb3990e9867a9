import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { openDatabase } from '../src/adapters/db/database';
import { startTestChain, type TestChain } from './support/chain';
import { buildTestApp } from './support/test-app';

describe('GET /api/health', () => {
  let chain: TestChain;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    chain = await startTestChain();
    database = await openDatabase({ kind: 'pglite' });
    ({ app } = await buildTestApp({ database, chain: chain.client }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await chain?.stop();
  });

  it('answers 200 with every part ok, the chain head and the signer balance', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'ok',
      failing: [],
      database: { kind: 'pglite', ok: true },
      chain: { ok: true, id: 31337, contractAddress: chain.client.contractAddress },
      payments: { provider: 'simulator', ok: true },
      mail: { transport: 'outbox', ok: true },
      version: 'test',
    });
    expect(body.chain.latestBlock).toBeGreaterThanOrEqual(1);
    expect(BigInt(body.chain.balanceWei)).toBeGreaterThan(0n);
  });

  it('answers 503 naming the chain when the node is down', async () => {
    await chain.stop();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      failing: ['chain'],
      chain: { ok: false, latestBlock: null },
    });
  });
});
