import type { Database } from '../../adapters/db/database';
import type { JobScheduler } from '../../jobs/job-scheduler';
import type { ChainLogWatch } from './chain-log-watch';
import type { BatchSender } from './create-batch-sender';
import { type EngineContext, SimulatedCrash } from './engine-context';
import type { HeadWatch } from './engine-head-watch';
import { lead } from './engine-leadership';
import { type EngineState, IDLE_SLEEP_MS } from './engine-state';
import type { EngineWaiters } from './engine-waiters';

/**
 * The engine's one loop, started and stopped with it: a leader looks at its jobs, a follower probes the
 * chain, and a failure pauses the engine until the chain answers again.
 */
export function createEngineLoop(parts: {
  ctx: EngineContext;
  state: EngineState;
  database: Database;
  sender: BatchSender;
  chainLog: ChainLogWatch;
  scheduler: JobScheduler;
  heads: HeadWatch;
  waiters: EngineWaiters;
}): { start(): void; stop(): Promise<void> } {
  const { ctx, state, sender, scheduler, heads, waiters } = parts;
  const { clock, log } = ctx;

  const sleep = async (ms: number) => {
    const sleeping = new AbortController();
    state.sleeping = sleeping;
    await clock.sleep(ms, sleeping.signal);
    state.sleeping = null;
  };

  /** After a failure: paused until the chain answers, what was gathered put back in the queue. */
  async function pause(error: unknown) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error);
    if (!state.paused) {
      state.paused = { since: clock.now(), error: message };
      log.error({ err: message }, 'anchoring: paused, will retry');
    }
    state.lastFailureAt = clock.now();
    // What was gathered is put back only once the sending has stopped touching it.
    await scheduler.settleJob('gather-seal-and-send');
    if (state.lock) await sender.recover();
    else sender.forget();
  }

  async function run() {
    while (state.running) {
      try {
        if (await lead(parts)) {
          scheduler.look();
          // A look can pass while the chain is still away (the head watcher fails beside it): resumed only
          // once the chain has answered since the last failure.
          if (state.paused && state.chainAnsweredAt > state.lastFailureAt) {
            log.info({ downForMs: clock.now() - state.paused.since }, 'anchoring: resumed');
            state.paused = null;
          }
        } else {
          heads.probeChain();
        }
      } catch (error) {
        if (state.crashed || error instanceof SimulatedCrash) break;
        await pause(error);
        await sleep(1000);
        continue;
      }
      // Waking on time is what aims the send at its block.
      await sleep(state.lock ? Math.min(scheduler.nextDueInMs(), IDLE_SLEEP_MS) : 1000);
    }
    if (state.crashed) {
      state.running = false;
      state.headWatchStop.abort();
      await scheduler.settle();
      await state.lock?.release();
      state.lock = null;
    }
  }

  return {
    start() {
      if (state.running) return;
      state.running = true;
      state.stopped = false;
      state.headWatchStop = new AbortController();
      state.unlisten = waiters.listen();
      state.unhearArrivals = hearArrivals(parts);
      state.loop = run();
    },

    async stop() {
      state.running = false;
      state.stopped = true;
      state.headWatchStop.abort();
      state.sleeping?.abort();
      await state.loop;
      await scheduler.settle();
      await state.probe;
      await (await state.unlisten)?.();
      state.unlisten = Promise.resolve(null);
      await (await state.unhearArrivals)?.();
      state.unhearArrivals = Promise.resolve(null);
      state.loop = null;
      if (state.lock) await sender.release().catch(() => {});
      await state.lock?.release();
      state.lock = null;
      waiters.stopped();
    },
  };
}

/**
 * On the embedded database every certificate is this process's: its arrival wakes the engine, which then
 * need not read the queue at each block while idle. Without the signal it keeps that read.
 * @returns how to stop hearing them.
 */
function hearArrivals(parts: {
  ctx: EngineContext;
  state: EngineState;
  sender: BatchSender;
  database: Database;
}): Promise<(() => Promise<void>) | null> {
  const { database, sender, state } = parts;
  if (!database.onCertificatesAdded) return Promise.resolve(null);
  return database
    .onCertificatesAdded(() => {
      sender.arrived();
      state.sleeping?.abort();
    })
    .then((stop) => {
      sender.hearArrivals();
      return stop;
    })
    .catch((error: unknown) => {
      parts.ctx.log.warn(
        { err: String(error) },
        'anchoring: arrivals not told, the queue is read at each block',
      );
      return null;
    });
}
