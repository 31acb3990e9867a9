import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/adapters/db/database';
import { createCertificates, eventually, startEngine } from './support/anchoring';
import type { TestChain } from './support/chain';
import { openDatabaseAndChain } from './support/database-and-chain';
import { databaseTargets } from './support/databases';

const postgres = (await databaseTargets()).find((target) => target.name === 'postgres');

/** Two instances on one PostgreSQL database: the leader anchors, the other's waiter is woken by NOTIFY. */
describe.skipIf(!postgres)('waiters of another instance on PostgreSQL', () => {
  let leaderDb: Database;
  let followerDb: Database;
  let chain: TestChain;
  let close: () => Promise<void>;

  beforeAll(async () => {
    if (!postgres) return;
    let url: string | undefined;
    ({ database: leaderDb, chain, close, url } = await openDatabaseAndChain(postgres));
    followerDb = await openDatabase({ kind: 'postgres', url: url ?? '' });
  });
  afterAll(async () => {
    await followerDb?.close();
    await close?.();
  });

  it('wakes at the notification of the settled certificate, not at a re-read', async () => {
    const leader = startEngine({ database: leaderDb, chain: chain.client });
    await eventually(async () => (await leader.health()).leader === true, 10_000, 'the lead');
    // The follower never re-reads on its own within the test: only the notification can wake its waiter.
    const follower = startEngine({
      database: followerDb,
      chain: chain.client,
      waiterSafetyReadMs: 3_600_000,
    });
    try {
      await eventually(async () => (await follower.health()).leader === false, 10_000, 'a follower');
      const [certificate] = await createCertificates(followerDb, 1);
      if (!certificate) throw new Error('no certificate');
      // Neither the re-read nor the waiter's deadline (its last read) comes within the test's own timeout.
      const done = await follower.anchorNowAndWait(certificate.id, 3_600_000);
      expect(done.status).toBe('completed');
    } finally {
      await follower.stop();
      await leader.stop();
    }
  });
});
