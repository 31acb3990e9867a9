import { type AnchorLog, createAnchorLog } from '../../adapters/chain/anchor-log';
import type { ChainClient } from '../../adapters/chain/chain-client';
import type { Clock } from '../../adapters/clock/clock';
import type { Database } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import type { Logger } from '../../adapters/logger';
import type { Config } from '../../config';
import type { AnchoringEngine } from './anchoring-engine';
import { createBlockClock } from './block-clock';
import { createChainLogWatch } from './chain-log-watch';
import { createBatchSender } from './create-batch-sender';
import type { CrashPoint, EngineContext } from './engine-context';
import { createHeadWatch } from './engine-head-watch';
import { engineHealth } from './engine-health';
import { createEngineJobs } from './engine-jobs';
import { crashHere } from './engine-leadership';
import { createEngineLoop } from './engine-loop';
import { createEngineState } from './engine-state';
import { createEngineWaiters } from './engine-waiters';

export interface AnchoringEngineOptions {
  database: Database;
  /** Live certificates on the main chain, or test ones on the test network: one engine each. */
  mode?: ApiMode;
  chain: ChainClient;
  /**
   * The contract as the engine reads and writes it; by default the one at `chain.contractAddress`, through the
   * node. Tests give a fake (`test/support/fake-chain.ts`) whose blocks follow their driven clock.
   */
  anchorLog?: AnchorLog;
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
  const anchorLog = options.anchorLog ?? createAnchorLog(chain);
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
    // The scheduler is built below: the head watcher runs only as one of its jobs, so it is there by then.
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
  const loop = createEngineLoop({ ctx, state, database, sender, chainLog, scheduler, heads, waiters });

  return {
    start: loop.start,
    stop: loop.stop,
    anchorNowAndWait: waiters.anchorNowAndWait,
    isAvailable: heads.isAvailable,

    requestChainLogCheck() {
      chainLog.requestFullCheck();
      state.sleeping?.abort();
    },

    health: () => engineHealth({ ctx, state, heads, chainLog }),
  };
}
