import { createJobScheduler, type Job, type JobScheduler } from '../../jobs/job-scheduler';
import type { BlockClock } from './block-clock';
import type { ChainLogWatch } from './chain-log-watch';
import type { SettledAnchoring } from './complete-mined-batch';
import type { BatchSender } from './create-batch-sender';
import type { EngineContext } from './engine-context';
import { syncNonce } from './engine-leadership';
import { balanceJob, expiryJob, finalityJob } from './engine-slow-jobs';
import { type EngineState, IDLE_SLEEP_MS } from './engine-state';
import { trackFlights } from './track-flights';

/** Pending certificates are gathered at this pace while some arrive (see `IdleWatch` for an idle engine). */
const GATHER_PACE_MS = 200;

/** What the leader's jobs work with. */
export interface EngineJobParts {
  ctx: EngineContext;
  state: EngineState;
  blocks: BlockClock;
  sender: BatchSender;
  chainLog: ChainLogWatch;
  /** Tells waiters and webhooks of the certificates that reached a final state. */
  announce: (ids: string[], anchoring?: SettledAnchoring) => void;
  /** With no receipt after this long, a transaction is replaced with higher fees. */
  stuckAfterMs: number;
  onSettled?: () => void;
}

/**
 * The leader's work, as named jobs (see README.md): each runs beside the others, one of each name at a
 * time, so completing, expiring or finalizing never makes a batch miss its block.
 */
export function createEngineJobs(parts: EngineJobParts & { watchHeads: () => Promise<void> }): JobScheduler {
  const checkChainLogNow = chainLogChecker(parts);
  return createJobScheduler(
    [
      { name: 'watch-heads', every: () => 0, run: parts.watchHeads },
      sendingJob(parts, checkChainLogNow),
      trackingJob(parts),
      chainLogJob(parts, checkChainLogNow),
      expiryJob(parts),
      finalityJob(parts),
      balanceJob(parts),
    ],
    parts.ctx.clock,
  );
}

/** A job that needs the head waits for the first one. */
const atHead = (blocks: BlockClock, run: (head: bigint) => Promise<void>) => async () => {
  const head = blocks.head();
  if (head !== null) await run(head);
};

/** Checks confirmed batches against the chain; what it re-anchors is asked for at the next block. */
function chainLogChecker({ ctx, state, chainLog }: EngineJobParts) {
  return async (head: bigint) => {
    const reanchored = await chainLog.run(head);
    if (reanchored.certificateIds.length === 0) return;
    // The chain went back: its nonce too, and the new batch must not wait behind a gap.
    await syncNonce(ctx);
    // Their waiters (a browser retrying its confirmation) wait for the new anchoring.
    state.batchRequested = true;
    state.flightsMayExist = true;
  };
}

/**
 * Gathers pending certificates between blocks, seals and sends them just before the block. Confirmed
 * batches are checked against the chain in full before anything is sent (at the lead, when the chain went
 * back).
 */
function sendingJob(
  { state, blocks, sender, chainLog }: EngineJobParts,
  checkChainLogNow: (head: bigint) => Promise<void>,
): Job {
  /** When the sending side wants its next look: its gathering pace, or sooner when the send is due. */
  const sendingLookInMs = () => {
    const head = blocks.head();
    return head === null ? IDLE_SLEEP_MS : sender.untilDue(head, state.batchRequested, GATHER_PACE_MS);
  };
  return {
    name: 'gather-seal-and-send',
    // Its pace (every 200 ms while certificates arrive, every second while idle on the embedded database)
    // and the send's time, just before the block, both come from the sender.
    every: sendingLookInMs,
    dueInMs: sendingLookInMs,
    run: atHead(blocks, async (head) => {
      if (chainLog.fullCheckDue()) await checkChainLogNow(head);
      await sender.step(head, { paused: state.paused !== null, requested: state.batchRequested });
      // The loop chose its sleep while this run was under way, without this job's pace: it looks again once
      // the run has ended (the scheduler's own bookkeeping first), or a send due before the next block
      // would wait for that block's wake-up.
      setImmediate(() => state.sleeping?.abort());
    }),
  };
}

/**
 * Receipts, confirmations, replacements of stuck transactions: at each block (woken by the head watcher),
 * and each block time without blocks while a batch is in flight.
 */
function trackingJob({ ctx, state, blocks, announce, stuckAfterMs }: EngineJobParts): Job {
  const { blockTimeMs } = ctx.settings;
  return {
    name: 'track-receipts',
    every: () => (state.flightsMayExist ? blockTimeMs : Number.POSITIVE_INFINITY),
    run: atHead(blocks, async (head) => {
      const sentBefore = state.flightsSent;
      const { settled, inFlight } = await trackFlights(ctx, {
        head,
        stuckAfterMs,
        rebroadcastEveryMs: blockTimeMs * 2,
        lastBroadcastAt: state.lastBroadcastAt,
      });
      if (inFlight === 0 && state.flightsSent === sentBefore) state.flightsMayExist = false;
      if (settled.length > 0) state.awaitingFinality = true;
      for (const { batchId, certificateIds, anchoring } of settled) {
        state.lastBroadcastAt.delete(batchId);
        announce(certificateIds, anchoring);
      }
    }),
  };
}

/**
 * The two-call proof that confirmed batches are still on chain, every few blocks while one of them could
 * still be lost: a final block does not go back.
 */
function chainLogJob(
  { ctx, state, blocks, chainLog }: EngineJobParts,
  checkChainLogNow: (head: bigint) => Promise<void>,
): Job {
  return {
    name: 'check-chain-log',
    every: () => (state.awaitingFinality ? ctx.settings.blockTimeMs : Number.POSITIVE_INFINITY),
    run: atHead(blocks, async (head) => {
      if (!chainLog.fullCheckDue() && chainLog.periodicCheckDue(head)) await checkChainLogNow(head);
    }),
  };
}
