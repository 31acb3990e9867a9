import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { startTestChain, type TestChain } from './support/chain';
import { openMigratedPglite } from './support/databases';
import { clockReading } from './support/driven-clock';
import { buildTestApp } from './support/test-app';

const HEALTH_TOKEN = 'b'.repeat(48);
/** A caller on another machine: what a visitor's request looks like to the server. */
const STRANGER = '203.0.113.7';

describe('GET /api/health', () => {
  let chain: TestChain;
  let database: Database;
  let app: FastifyInstance;
  let now = 1_000_000;
  let checks = 0;

  beforeAll(async () => {
    chain = await startTestChain();
    database = await openMigratedPglite();
    ({ app } = await buildTestApp({
      database,
      chain: chain.client,
      env: { HEALTH_TOKEN, LOCAL_BLOCK_TIME_S: '2' },
      deps: {
        clock: clockReading(() => now),
        // Stands for the anchoring engine's part: its object is shown as it is, and counts the checks.
        healthParts: {
          anchoring: {
            critical: true,
            check: async () => {
              checks += 1;
              return { ok: true, paused: null, lastBatch: { id: 'b1' } };
            },
          },
        },
      },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await chain?.stop();
  });

  /** The next block: the cached report may be replaced. */
  const nextBlock = () => {
    now += 2000;
  };

  it('tells a caller from this machine every part, the chain head and the signer balance', async () => {
    nextBlock();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({
      status: 'ok',
      failing: [],
      warnings: [],
      database: { kind: 'pglite', ok: true },
      chain: { ok: true, id: 31337, contractAddress: chain.client.contractAddress },
      payments: { provider: 'simulator', ok: true },
      mail: { transport: 'outbox', ok: true },
      anchoring: { ok: true, paused: null, lastBatch: { id: 'b1' } },
      version: 'test',
    });
    expect(body.chain.latestBlock).toBeGreaterThanOrEqual(1);
    expect(BigInt(body.chain.balanceWei)).toBeGreaterThan(0n);
  });

  it('tells a stranger only up or down and which part fails', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: STRANGER });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', failing: [] });
    const wrongToken = await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: STRANGER,
      headers: { authorization: `Bearer ${'c'.repeat(48)}` },
    });
    expect(wrongToken.json()).toEqual({ status: 'ok', failing: [] });
  });

  it('gives the details to a stranger holding the health token', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: STRANGER,
      headers: { authorization: `Bearer ${HEALTH_TOKEN}` },
    });
    expect(response.json()).toMatchObject({ status: 'ok', chain: { signer: chain.client.account.address } });
  });

  it('does not take a request forwarded by a proxy on this machine for a local caller', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { [header]: header === 'forwarded' ? `for=${STRANGER}` : STRANGER },
      });
      expect(response.json(), header).toEqual({ status: 'ok', failing: [] });
    }
  });

  it('checks the parts at most once per block, however many callers', async () => {
    nextBlock();
    const before = checks;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.inject({ method: 'GET', url: '/api/health', remoteAddress: i % 2 ? STRANGER : '127.0.0.1' }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(checks).toBe(before + 1);
    now += 1999;
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(checks).toBe(before + 1);
    now += 1;
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(checks).toBe(before + 2);
  });

  it('answers 503 naming the chain when the node is down, to anyone', async () => {
    await chain.stop();
    nextBlock();
    const local = await app.inject({ method: 'GET', url: '/api/health' });
    expect(local.statusCode).toBe(503);
    expect(local.json()).toMatchObject({
      status: 'degraded',
      failing: ['chain'],
      chain: { ok: false, latestBlock: null },
    });
    const stranger = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: STRANGER });
    expect(stranger.statusCode).toBe(503);
    expect(stranger.json()).toEqual({ status: 'degraded', failing: ['chain'] });
  });
});
