import { createAnchorLog } from '../../adapters/chain/anchor-log';
import type { ChainClient } from '../../adapters/chain/chain-client';
import type { Clock } from '../../adapters/clock/clock';
import type { Database } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import type { Logger } from '../../adapters/logger';
import type { Config } from '../../config';
import type { AnchoringEngine } from './anchoring-engine';
import { anchoringLag } from './batch-repository';
import { createBlockClock } from './block-clock';
import { createChainLogWatch } from './chain-log-watch';
import { createBatchSender } from './create-batch-sender';
import { type CrashPoint, type EngineContext, SimulatedCrash } from './engine-context';
import { createHeadWatch } from './engine-head-watch';
import { createEngineJobs, hearArrivals } from './engine-jobs';
import { crashHere, lead } from './engine-leadership';
import { createEngineState, IDLE_SLEEP_MS } from './engine-state';
import { createEngineWaiters } from './engine-waiters';

export interface AnchoringEngineOptions {
  database: Database;
  /** Live certificates on the main chain, or test ones on the test network: one engine each. */
  mode?: ApiMode;
  chain: ChainClient;
  settings: Config['anchoring'];
  log: Logger;
  /** Tests only: lets a test stop the engine at a crash point, as a killed process would stop. */
  crashPoint?: (point: CrashPoint) => void | Promise<void>;
  /** With no receipt after this long, a transaction is replaced with higher fees (default: 5 blocks). */
  stuckAfterMs?: number;
  /** On PostgreSQL, how often a waiter reads its certificate besides the notifications (default: 5 s). */
  waiterSafetyReadMs?: number;
  /** The time the jobs are scheduled by; tests drive it. */
  clock: Clock;
  /**
   * Told when certificates reached a final state or batches their finality: the jobs that follow them
   * (webhooks, time stamps) look at once rather than polling an idle database.
   */
  onSettled?: () => void;
}

/**
 * The anchoring worker. One leader at a time (a Postgres advisory lock) gathers pending certificates into
 * one Merkle root per block, sent just before the block is expected; every sent batch is tracked to its
 * confirmations, replaced when stuck, sent again after a revert, and recovered from the database and the
 * chain after a restart.
 */
export function createAnchoringEngine(options: AnchoringEngineOptions): AnchoringEngine {
  const { database, chain, settings, log } = options;
  const mode = options.mode ?? 'live';
  const { clock } = options;
  const state = createEngineState();
  const anchorLog = createAnchorLog(chain);
  const ctx: EngineContext = {
    db: database.db,
    mode,
    anchorLog,
    chain,
    settings,
    log,
    clock,
    crashPoint: options.crashPoint && crashHere(state, options.crashPoint),
    chainWentBack: (contestedSequence) => chainLog.requestFullCheck(contestedSequence),
  };
  const chainLog = createChainLogWatch(ctx);
  const blocks = createBlockClock(settings.blockTimeMs);
  const sender = createBatchSender(
    ctx,
    blocks,
    (sent) => {
      state.lastBroadcastAt.set(sent.batchId, clock.now());
      state.flightsSent += 1;
      state.flightsMayExist = true;
      state.batchRequested = false;
    },
    database.kind === 'pglite' ? 'once-per-block' : 'every-gathering',
  );
  const waiters = createEngineWaiters({
    ctx,
    state,
    database,
    waiterSafetyReadMs: options.waiterSafetyReadMs,
    onSettled: options.onSettled,
  });
  const heads = createHeadWatch({
    ctx,
    state,
    blocks,
    chainLog,
    receiptsDue: () => scheduler.runSoon('track-receipts'),
  });

  const scheduler = createEngineJobs({
    ctx,
    state,
    blocks,
    sender,
    chainLog,
    announce: waiters.announce,
    stuckAfterMs: options.stuckAfterMs ?? settings.blockTimeMs * 5,
    onSettled: options.onSettled,
    watchHeads: heads.watchHeads,
  });

  const sleep = async (ms: number) => {
    const woken = new AbortController();
    state.wake = () => woken.abort();
    await clock.sleep(ms, woken.signal);
    state.wake = null;
  };

  async function run() {
    while (state.running) {
      try {
        if (await lead({ ctx, state, database, sender, chainLog })) {
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
      state.unhearArrivals = hearArrivals({ ctx, state, sender, database });
      state.loop = run();
    },

    async stop() {
      state.running = false;
      state.stopped = true;
      state.headWatchStop.abort();
      state.wake?.();
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

    anchorNowAndWait: waiters.anchorNowAndWait,

    isAvailable: heads.isAvailable,

    requestChainLogCheck() {
      chainLog.requestFullCheck();
      state.wake?.();
    },

    async health() {
      const lag = await anchoringLag(ctx.db, mode);
      const last = lag.lastBatch;
      return {
        ok: heads.isAvailable(),
        leader: state.lock !== null,
        paused: state.paused
          ? { sinceMs: clock.now() - state.paused.since, error: state.paused.error }
          : null,
        pending: lag.pending,
        lagMs: lag.oldestPendingAt ? clock.now() - lag.oldestPendingAt.getTime() : 0,
        lastBatch: last
          ? {
              root: last.root,
              state: last.state,
              leafCount: last.leafCount,
              txHash: last.txHash,
              blockNumber: last.blockNumber,
              gasUsed: last.gasUsed?.toString() ?? null,
              feeWei: last.feeWei,
              createdAt: last.createdAt,
            }
          : null,
        signerBalanceWei: state.signerBalance?.toString() ?? null,
        lowBalance: state.signerBalance !== null && state.signerBalance < settings.lowBalanceWei,
        /** How long the head request in flight has waited; past a few seconds, payments are refused. */
        chainSilentMs: heads.chainSilentMs(),
        chainLog: await chainLog.health(),
      };
    },
  };
}
