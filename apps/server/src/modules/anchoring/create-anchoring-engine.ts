import { createAnchorLog } from '../../adapters/chain/anchor-log';
import type { ChainClient } from '../../adapters/chain/chain-client';
import type { Clock } from '../../adapters/clock/clock';
import type { Database } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import type { Logger } from '../../adapters/logger';
import type { Config } from '../../config';
import { createJobScheduler } from '../../jobs/job-scheduler';
import type { AnchoringEngine } from './anchoring-engine';
import { anchoringLag, expireOverdue, hasOverdue, hasUnfinalized, markFinalized } from './batch-repository';
import { createBlockClock } from './block-clock';
import { createChainLogWatch } from './chain-log-watch';
import { createBatchSender } from './create-batch-sender';
import { type CrashPoint, type EngineContext, SimulatedCrash } from './engine-context';
import { createHeadWatch } from './engine-head-watch';
import { crashHere, lead, syncNonce } from './engine-leadership';
import { createEngineState } from './engine-state';
import { createEngineWaiters } from './engine-waiters';
import { trackFlights } from './track-flights';

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

/** Pending certificates are gathered at this pace while some arrive (see `IdleWatch` for an idle engine). */
const GATHER_PACE_MS = 200;
/** Deadlines are minutes long: a few seconds late is soon enough to expire, and costs an idle server less. */
const EXPIRY_CHECK_MS = 15_000;
const FINALITY_CHECK_MS = 5000;
const BALANCE_CHECK_MS = 60_000;

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
  /** The loop's longest sleep when no job is due sooner: the head watcher and waiters wake it earlier. */
  const idleSleepMs = 1000;
  const stuckAfterMs = options.stuckAfterMs ?? settings.blockTimeMs * 5;
  const waiters = createEngineWaiters({
    ctx,
    state,
    database,
    waiterSafetyReadMs: options.waiterSafetyReadMs,
    onSettled: options.onSettled,
  });
  const { announce } = waiters;
  const heads = createHeadWatch({
    ctx,
    state,
    blocks,
    chainLog,
    receiptsDue: () => scheduler.runSoon('track-receipts'),
  });

  const sleep = async (ms: number) => {
    const woken = new AbortController();
    state.wake = () => woken.abort();
    await clock.sleep(ms, woken.signal);
    state.wake = null;
  };

  async function track(head: bigint) {
    const sentBefore = state.flightsSent;
    const { settled, inFlight } = await trackFlights(ctx, {
      head,
      stuckAfterMs,
      rebroadcastEveryMs: settings.blockTimeMs * 2,
      lastBroadcastAt: state.lastBroadcastAt,
    });
    if (inFlight === 0 && state.flightsSent === sentBefore) state.flightsMayExist = false;
    if (settled.length > 0) state.awaitingFinality = true;
    for (const { batchId, certificateIds } of settled) {
      state.lastBroadcastAt.delete(batchId);
      announce(certificateIds);
    }
  }

  /**
   * On the embedded database every certificate is this process's: its arrival wakes the engine, which then
   * need not read the queue at each block while idle. Without the signal it keeps that read.
   */
  function hearArrivals(): Promise<(() => Promise<void>) | null> {
    if (!database.onCertificatesAdded) return Promise.resolve(null);
    return database
      .onCertificatesAdded(() => {
        sender.arrived();
        state.wake?.();
      })
      .then((stop) => {
        sender.hearArrivals();
        return stop;
      })
      .catch((error: unknown) => {
        log.warn({ err: String(error) }, 'anchoring: arrivals not told, the queue is read at each block');
        return null;
      });
  }

  /** When the sending side wants its next look: its gathering pace, or sooner when the send is due. */
  function sendingLookInMs(): number {
    const head = blocks.head();
    return head === null ? idleSleepMs : sender.untilDue(head, state.batchRequested, GATHER_PACE_MS);
  }

  /** A job that needs the head waits for the first one. */
  const atHead = (run: (head: bigint) => Promise<void>) => async () => {
    const head = blocks.head();
    if (head !== null) await run(head);
  };

  /**
   * The leader's work, as named jobs (see README.md): each runs beside the others, one of each name at a
   * time, so completing, expiring or finalizing never makes a batch miss its block.
   */
  const scheduler = createJobScheduler(
    [
      { name: 'watch-heads', every: () => 0, run: heads.watchHeads },
      {
        // Gathers pending certificates between blocks, seals and sends them just before the block. Confirmed
        // batches are checked against the chain in full before anything is sent (at the lead, when the chain
        // went back).
        name: 'gather-seal-and-send',
        // Its pace (every 200 ms while certificates arrive, every second while idle on the embedded database)
        // and the send's time, just before the block, both come from the sender.
        every: sendingLookInMs,
        dueInMs: sendingLookInMs,
        run: atHead(async (head) => {
          if (chainLog.fullCheckDue()) await checkChainLogNow(head);
          await sender.step(head, { paused: state.paused !== null, requested: state.batchRequested });
          // The loop chose its sleep while this run was under way, without this job's pace: it looks again once
          // the run has ended (the scheduler's own bookkeeping first), or a send due before the next block
          // would wait for that block's wake-up.
          setImmediate(() => state.wake?.());
        }),
      },
      {
        // Receipts, confirmations, replacements of stuck transactions: at each block (woken by the head
        // watcher), and each block time without blocks while a batch is in flight.
        name: 'track-receipts',
        every: () => (state.flightsMayExist ? settings.blockTimeMs : Number.POSITIVE_INFINITY),
        run: atHead(track),
      },
      {
        // The two-call proof that confirmed batches are still on chain, every few blocks while one of them
        // could still be lost: a final block does not go back.
        name: 'check-chain-log',
        every: () => (state.awaitingFinality ? settings.blockTimeMs : Number.POSITIVE_INFINITY),
        run: atHead(async (head) => {
          if (!chainLog.fullCheckDue() && chainLog.periodicCheckDue(head)) await checkChainLogNow(head);
        }),
      },
      {
        name: 'expiry',
        every: () => EXPIRY_CHECK_MS,
        run: async () => {
          if (!(await hasOverdue(ctx.db, mode, new Date(clock.now())))) return;
          const expired = await expireOverdue(ctx.db, mode, new Date(clock.now()));
          if (expired.length > 0) {
            log.warn(
              { certificates: expired.length },
              'anchoring: certificates expired before being anchored',
            );
            announce(expired);
          }
        },
      },
      {
        // Only while a confirmed batch waits for it: a lead and each settled batch set `awaitingFinality`.
        name: 'finality',
        every: () => (state.awaitingFinality ? FINALITY_CHECK_MS : Number.POSITIVE_INFINITY),
        run: async () => {
          state.awaitingFinality = await hasUnfinalized(ctx.db, chain.chain.id, chain.contractAddress);
          if (!state.awaitingFinality) return;
          const finalized = await anchorLog.finalizedBlockNumber();
          if (
            finalized !== null &&
            (await markFinalized(
              ctx.db,
              chain.chain.id,
              chain.contractAddress,
              Number(finalized),
              new Date(clock.now()),
            )) > 0
          )
            options.onSettled?.();
        },
      },
      {
        name: 'balance',
        every: () => BALANCE_CHECK_MS,
        run: async () => {
          state.signerBalance = await anchorLog.balance();
          if (state.signerBalance < settings.lowBalanceWei) {
            log.warn(
              { signer: anchorLog.signer, balanceWei: state.signerBalance.toString() },
              'anchoring: signer balance is low',
            );
          }
        },
      },
    ],
    clock,
  );

  async function checkChainLogNow(head: bigint) {
    const reanchored = await chainLog.run(head);
    if (reanchored.certificateIds.length === 0) return;
    // The chain went back: its nonce too, and the new batch must not wait behind a gap.
    await syncNonce(ctx);
    // Their waiters (a browser retrying its confirmation) wait for the new anchoring.
    state.batchRequested = true;
    state.flightsMayExist = true;
  }

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
      await sleep(state.lock ? Math.min(scheduler.nextDueInMs(), idleSleepMs) : 1000);
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
      state.unhearArrivals = hearArrivals();
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
