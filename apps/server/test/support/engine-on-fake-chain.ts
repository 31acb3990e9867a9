import type { Database } from '../../src/adapters/db/database';
import type { AnchoringEngine } from '../../src/modules/anchoring/anchoring-engine';
import type { AnchoringEngineOptions } from '../../src/modules/anchoring/create-anchoring-engine';
import type { CertificateRow } from '../../src/modules/certificate-view/certificate-view';
import { createCertificates, startEngine } from './anchoring';
import { type DrivenClock, drivenClock } from './driven-clock';
import { createFakeChain, type FakeChain, type FakeChainOptions } from './fake-chain';

/**
 * An anchoring engine on the fake chain, both on one driven clock: the test moves time, the engine's jobs and
 * the chain's blocks follow it, and nothing waits for the wall clock. One-second blocks, as the engine's
 * settings in these tests have them.
 */
export interface FakeChainRig {
  clock: DrivenClock;
  fake: FakeChain;
  /** Starts an engine on this chain and clock (several may share them, as instances share a node). */
  start(
    database: Database,
    options?: Partial<Omit<AnchoringEngineOptions, 'database' | 'chain' | 'anchorLog' | 'clock'>>,
  ): AnchoringEngine;
  /** Pending certificates created at the clock's time. */
  certificates(database: Database, count: number, deadlineMs?: number): Promise<CertificateRow[]>;
  /** Moves time until `check` answers true; fails once `withinMs` of driven time have passed first. */
  until(check: () => boolean | Promise<boolean>, what: string, withinMs?: number): Promise<void>;
  /** Moves time until the promise settles, and gives what it gave. */
  settle<T>(promise: Promise<T>, withinMs?: number): Promise<T>;
  /** Moves time on by `ms`, letting the engine do what falls due on the way. */
  pass(ms: number): Promise<void>;
}

/** Each step of driven time: a twentieth of a block, finer than any pace of the engine's jobs. */
const STEP_MS = 50;

export function fakeChainRig(options: Partial<Omit<FakeChainOptions, 'clock'>> = {}): FakeChainRig {
  // The database stamps rows with its own clock too: driven time starts at the wall clock's.
  const clock = drivenClock(Date.now());
  const fake = createFakeChain({ clock, blockTimeMs: 1000, ...options });
  return rigOn(clock, fake);
}

/** A rig on a chain and clock already made: a second chain on the same clock, as a restarted node. */
export function rigOn(clock: DrivenClock, fake: FakeChain): FakeChainRig {
  async function until(check: () => boolean | Promise<boolean>, what: string, withinMs = 60_000) {
    const deadline = clock.now() + withinMs;
    for (;;) {
      await quiet(clock);
      if (await check()) return;
      if (clock.now() >= deadline) throw new Error(`not within ${withinMs} ms of driven time: ${what}`);
      clock.advance(STEP_MS);
    }
  }
  const rig: FakeChainRig = {
    clock,
    fake,
    start(database, engineOptions = {}) {
      const engine = startEngine({
        database,
        chain: fake.client,
        anchorLog: fake.anchorLog,
        clock,
        ...engineOptions,
      });
      // A stop waits for the jobs under way, which may be sleeping on this clock until the block: time moves.
      return { ...engine, stop: () => rig.settle(engine.stop()) };
    },
    certificates: (database, count, deadlineMs) =>
      createCertificates(database, count, deadlineMs, new Date(clock.now())),
    until,
    async settle(promise, withinMs) {
      let settled = false;
      const done = promise.then(
        () => {
          settled = true;
        },
        () => {
          settled = true;
        },
      );
      await until(() => settled, 'the promise to settle', withinMs);
      await done;
      return promise;
    },
    async pass(ms) {
      const end = clock.now() + ms;
      await until(() => clock.now() >= end, `${ms} ms`, ms + STEP_MS);
    },
  };
  return rig;
}

/**
 * Lets the work the last step woke run up to its next sleep on the clock: the event loop turns until the number
 * of sleepers has stayed the same for a few turns. A query answered within those turns is taken before time
 * moves; a slower one sees time move on meanwhile, as on a busy machine.
 */
async function quiet(clock: DrivenClock) {
  let last = -1;
  let stable = 0;
  while (stable < 4) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const sleeping = clock.sleeping();
    stable = sleeping === last ? stable + 1 : 0;
    last = sleeping;
  }
}
