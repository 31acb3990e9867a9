import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/adapters/db/database';
import { databaseTargets } from './support/databases';
import { type FakeChainRig, fakeChainRig } from './support/engine-on-fake-chain';

const postgres = (await databaseTargets()).find((target) => target.name === 'postgres');

/** Two instances on one PostgreSQL database: the leader anchors, the other's waiter is woken by NOTIFY. */
describe.skipIf(!postgres)('waiters of another instance on PostgreSQL', () => {
  let leaderDb: Database;
  let followerDb: Database;
  let cleanup: () => Promise<void>;
  let rig: FakeChainRig;

  beforeAll(async () => {
    if (!postgres) return;
    let url: string | undefined;
    ({ database: leaderDb, cleanup, url } = await postgres.open());
    followerDb = await openDatabase({ kind: 'postgres', url: url ?? '' });
    rig = fakeChainRig();
  });
  afterAll(async () => {
    await followerDb?.close();
    await cleanup?.();
  });

  it('wakes at the notification of the settled certificate, not at a re-read', async () => {
    const leader = rig.start(leaderDb);
    await rig.until(async () => (await leader.health()).leader === true, 'the lead');
    // The follower never re-reads on its own within the test: only the notification can wake its waiter.
    const follower = rig.start(followerDb, { waiterSafetyReadMs: 3_600_000 });
    try {
      await rig.until(async () => (await follower.health()).leader === false, 'a follower');
      const [certificate] = await rig.certificates(followerDb, 1);
      if (!certificate) throw new Error('no certificate');
      // Neither the re-read nor the waiter's deadline (its last read) comes within the driven time.
      const done = await rig.settle(follower.anchorNowAndWait(certificate.id, 3_600_000));
      expect(done.status).toBe('completed');
    } finally {
      await follower.stop();
      await leader.stop();
    }
  });
});
