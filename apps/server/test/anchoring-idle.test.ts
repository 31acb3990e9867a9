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

const targets = await databaseTargets();
/** Blocks watched: enough for a steady pace, few enough for a quick test on 1-second blocks. */
const BLOCKS = 6;

describe.each(targets)('an idle anchoring engine on $name', (target) => {
  let database: Database;
  let chain: TestChain;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, chain, close } = await openDatabaseAndChain(target));
  });
  afterAll(async () => close?.());

  /** A client whose HTTP requests are counted; the WebSocket, when given, is not. */
  const countedClient = (calls: number[], webSocketUrl: string | null) =>
    createChainClient({
      name: 'local',
      rpcUrl: chain.node.rpcUrl,
      webSocketUrl,
      privateKey: ANVIL_ACCOUNT_KEYS[0],
      contractAddress: chain.client.contractAddress,
      onRequest: () => calls.push(0),
    });

  it('asks the chain about once per block when there is nothing to anchor and no subscription', async () => {
    const calls: number[] = [];
    const counted = countedClient(calls, null);
    const head = () => chain.client.publicClient.getBlockNumber({ cacheTime: 0 });
    const engine = startEngine({ database, chain: counted });
    try {
      // Past its start (the lead, the checks a new leader runs), the engine settles into its idle pace.
      await eventually(async () => (await engine.health()).leader === true, 10_000, 'the lead');
      const firstBlock = await head();
      await eventually(async () => (await head()) >= firstBlock + 2n, 10_000, 'two blocks');
      const from = { block: await head(), calls: calls.length };
      await eventually(async () => (await head()) >= from.block + BigInt(BLOCKS), 20_000, 'more blocks');
      const blocks = Number((await head()) - from.block);
      // One head per block, and a retry now and then when a block comes late; nothing else while idle.
      expect(calls.length - from.calls).toBeLessThanOrEqual(blocks * 1.5 + 1);
    } finally {
      await engine.stop();
    }
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
      // Polling would ask once per block (the test above); the pushed heads leave a late block's ask at most.
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
      const engine = startEngine({ database: counted, chain: chain.client });
      const head = () => chain.client.publicClient.getBlockNumber({ cacheTime: 0 });
      try {
        await eventually(async () => (await engine.health()).leader === true, 10_000, 'the lead');
        const firstBlock = await head();
        await eventually(async () => (await head()) >= firstBlock + 3n, 10_000, 'three blocks');
        const from = { block: await head(), reads };
        await eventually(async () => (await head()) >= from.block + BigInt(BLOCKS), 20_000, 'more blocks');
        // Read at each block, the queue alone would make BLOCKS reads; the expiry's look every 5 s remains.
        expect(reads - from.reads).toBeLessThan(BLOCKS / 2);
        // Nobody waits on it: only its arrival tells the engine.
        const [certificate] = await createCertificates(database, 1);
        if (!certificate) throw new Error('no certificate');
        await eventually(
          async () => (await findCertificateById(database.db, certificate.id))?.status === 'completed',
          15_000,
          'the arrival anchored',
        );
      } finally {
        await engine.stop();
      }
    },
  );
});
