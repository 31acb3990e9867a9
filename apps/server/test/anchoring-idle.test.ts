import { ANVIL_ACCOUNT_KEYS } from '@horodoc/contracts/start-anvil';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainClient } from '../src/adapters/chain/chain-client';
import type { Database } from '../src/adapters/db/database';
import { certificates } from '../src/adapters/db/schema/certificates';
import { findCertificateById } from '../src/modules/certificates/certificate-repository';
import { createCertificates, eventually, startEngine } from './support/anchoring';
import type { TestChain } from './support/chain';
import { openDatabaseAndChain } from './support/database-and-chain';
import { databaseTargets } from './support/databases';
import { type FakeChainRig, fakeChainRig } from './support/engine-on-fake-chain';

const targets = await databaseTargets();
/** Blocks watched: enough for a steady pace. */
const BLOCKS = 6;
const BLOCK_MS = 1000;

/** The engine's chain calls and queue reads counted on the fake chain, its blocks timed by the driven clock. */
describe.each(targets)('an idle anchoring engine on $name', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let rig: FakeChainRig;

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
    rig = fakeChainRig({ blockTimeMs: BLOCK_MS });
  });
  afterAll(async () => cleanup?.());

  it('asks the chain about once per block when there is nothing to anchor and no subscription', async () => {
    const engine = rig.start(database);
    try {
      // Past its start (the lead, the checks a new leader runs), the engine settles into its idle pace.
      await rig.until(async () => (await engine.health()).leader === true, 'the lead');
      await rig.pass(2 * BLOCK_MS);
      const from = { block: rig.fake.head(), calls: rig.fake.calls() };
      await rig.pass(BLOCKS * BLOCK_MS);
      const blocks = Number(rig.fake.head() - from.block);
      expect(blocks).toBe(BLOCKS);
      // One head per block, and a retry now and then when a block comes late; nothing else while idle.
      expect(rig.fake.calls() - from.calls).toBeLessThanOrEqual(blocks * 1.5 + 1);
    } finally {
      await engine.stop();
    }
  });

  it.runIf(target.name === 'pglite')(
    'reads the embedded queue only after an arrival, which it anchors unasked',
    async () => {
      let reads = 0;
      // The engine's reads of the certificates: the queue's look is one, each block, unless arrivals are told.
      const counted: Database = {
        ...database,
        db: new Proxy(database.db, {
          get(db, name) {
            const value = Reflect.get(db, name);
            if (name !== 'select') return value;
            return (...args: Parameters<Database['db']['select']>) => {
              const query = db.select(...args);
              const from = query.from.bind(query);
              return Object.assign(query, {
                from: (table: Parameters<typeof from>[0]) => {
                  if (table === certificates) reads += 1;
                  return from(table);
                },
              });
            };
          },
        }),
      };
      const engine = rig.start(counted);
      try {
        await rig.until(async () => (await engine.health()).leader === true, 'the lead');
        await rig.pass(3 * BLOCK_MS);
        const from = { reads };
        await rig.pass(BLOCKS * BLOCK_MS);
        // Read at each block, the queue alone would make BLOCKS reads; the expiry's look every 5 s remains.
        expect(reads - from.reads).toBeLessThan(BLOCKS / 2);
        // Nobody waits on it: only its arrival tells the engine.
        const [certificate] = await rig.certificates(database, 1);
        if (!certificate) throw new Error('no certificate');
        await rig.until(
          async () => (await findCertificateById(database.db, certificate.id))?.status === 'completed',
          'the arrival anchored',
        );
      } finally {
        await engine.stop();
      }
    },
  );
});

/** New blocks pushed over anvil's WebSocket (`eth_subscribe newHeads`): the fake chain has no socket. */
describe.each(targets)('an idle anchoring engine on anvil on $name', (target) => {
  let database: Database;
  let chain: TestChain;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, chain, close } = await openDatabaseAndChain(target));
  });
  afterAll(async () => close?.());

  /** A client whose HTTP requests are counted; the WebSocket is not. */
  const countedClient = (calls: number[], webSocketUrl: string | null) =>
    createChainClient({
      name: 'local',
      rpcUrl: chain.node.rpcUrl,
      webSocketUrl,
      privateKey: ANVIL_ACCOUNT_KEYS[0],
      contractAddress: chain.client.contractAddress,
      onRequest: () => calls.push(0),
    });

  it("takes new blocks from the node's subscription and asks nothing while they come", async () => {
    const calls: number[] = [];
    const engine = startEngine({
      database,
      chain: countedClient(calls, chain.node.rpcUrl.replace(/^http/, 'ws')),
    });
    const head = () => chain.client.publicClient.getBlockNumber({ cacheTime: 0 });
    try {
      await eventually(async () => (await engine.health()).leader === true, 10_000, 'the lead');
      const firstBlock = await head();
      await eventually(async () => (await head()) >= firstBlock + 2n, 10_000, 'two blocks');
      const from = { block: await head(), calls: calls.length };
      await eventually(async () => (await head()) >= from.block + BigInt(BLOCKS), 20_000, 'more blocks');
      // Polling would ask once per block (the first test of this file); the pushed heads leave a late block's ask at most.
      expect(calls.length - from.calls).toBeLessThanOrEqual(1);
      // The heads did reach the engine: a certificate asked for now is anchored.
      const [certificate] = await createCertificates(database, 1);
      if (!certificate) throw new Error('no certificate');
      const done = await engine.anchorNowAndWait(certificate.id, 20_000);
      expect(done.status).toBe('completed');
    } finally {
      await engine.stop();
    }
  });
});
