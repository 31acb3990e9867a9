import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import type { Deps } from '../src/deps';
import { eventually } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { clockReading } from './support/driven-clock';
import { buildTestApp } from './support/test-app';

/** A caller on another machine: what a visitor's request looks like to the server. */
const STRANGER = '203.0.113.7';

const targets = await databaseTargets();

describe.each(targets)('GET /api/health with a test network, on $name', (target) => {
  let liveChain: TestChain;
  /** Test keys' network on a node of its own, so that it can go down while the live chain stays up. */
  let testNetwork: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  let deps: Deps;
  // The application's clock runs on, ahead by what the test adds: the engines' jobs keep their pace.
  let ahead = 0;

  beforeAll(async () => {
    liveChain = await startTestChain({ blockTime: 1 });
    testNetwork = await startTestChain({ blockTime: 1 });
    ({ database, cleanup } = await target.open());
    ({ app, deps } = await buildTestApp({
      database,
      chain: liveChain.client,
      env: { LOCAL_BLOCK_TIME_S: '1' },
      // The parts as the server composes them (the test app shows none by default), both engines running.
      deps: {
        clock: clockReading(() => Date.now() + ahead),
        testChain: testNetwork.client,
        healthParts: undefined,
      },
    }));
    deps.anchoring.start();
    deps.testAnchoring?.start();
    await eventually(
      async () => (await deps.testAnchoring?.health())?.leader === true,
      20_000,
      'the test engine leading',
    );
  });
  afterAll(async () => {
    await deps?.anchoring.stop();
    await deps?.testAnchoring?.stop();
    await app?.close();
    await cleanup?.();
    await liveChain?.stop();
    await testNetwork?.stop().catch(() => {});
  });

  /** A fresh check: the cached report lasts one block. */
  const freshHealth = (remoteAddress?: string) => {
    ahead += 1000;
    return app.inject({ method: 'GET', url: '/api/health', remoteAddress });
  };

  it('shows the test engine as its own part, with the live engine’s details and the network it anchors on', async () => {
    const response = await freshHealth();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'ok',
      failing: [],
      warnings: [],
      chain: { ok: true, contractAddress: liveChain.client.contractAddress },
      anchoring: { ok: true, leader: true },
      anchoring_test: {
        ok: true,
        leader: true,
        paused: null,
        network: {
          id: 31337,
          contractAddress: testNetwork.client.contractAddress,
          signer: testNetwork.client.account.address,
        },
      },
    });
    expect(Object.keys(body.anchoring_test)).toEqual([...Object.keys(body.anchoring), 'network']);
  });

  it('stays ok when the test network is down, naming its engine in warnings only', async () => {
    await testNetwork.stop();
    await eventually(
      async () => (await deps.testAnchoring?.health())?.paused != null,
      30_000,
      'the test engine paused',
    );
    const local = await freshHealth();
    expect(local.statusCode).toBe(200);
    expect(local.json()).toMatchObject({
      status: 'ok',
      failing: [],
      warnings: ['anchoring_test'],
      chain: { ok: true },
      anchoring: { ok: true },
      anchoring_test: { ok: false, paused: { error: expect.any(String) } },
    });
    const stranger = await freshHealth(STRANGER);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({ status: 'ok', failing: [] });
  });

  it('has no test part where no test network is configured', async () => {
    const { app: liveOnly } = await buildTestApp({
      database,
      chain: liveChain.client,
      deps: { healthParts: undefined },
    });
    try {
      const body = (await liveOnly.inject({ method: 'GET', url: '/api/health' })).json();
      expect(body).toMatchObject({ status: 'ok', failing: [], warnings: [], anchoring: { ok: true } });
      expect(body).not.toHaveProperty('anchoring_test');
    } finally {
      await liveOnly.close();
    }
  });
});
