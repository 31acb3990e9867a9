import { formatEther } from 'viem';
import { createAnchorLog } from '../../adapters/chain/anchor-log';
import type { ChainClient } from '../../adapters/chain/chain-client';
import type { Clock } from '../../adapters/clock/clock';
import type { Database, SessionLock } from '../../adapters/db/database';
import type { Logger } from '../../adapters/logger';
import type { Config } from '../../config';
import { createJobScheduler, type Job } from '../../jobs/job-scheduler';
import { resyncNonce } from '../anchoring/batch-repository';
import { advanceCheckpoint } from './advance-checkpoint';
import type { CheckpointContext, CheckpointCrashPoint } from './checkpoint-context';
import {
  type CheckpointLog,
  type CheckpointRow,
  checkpointInFlight,
  lastCheckpoint,
  lastFinalCheckpoint,
  sealsAnotherLog,
  uncoveredBatchCount,
} from './checkpoint-repository';
import { gatherCheckpoint } from './gather-checkpoint';

/** The daily seal of the live log on Ethereum L1: a named job under the scheduler, on one leader. */
export interface Checkpointer {
  /**
   * The named job `checkpoint` for the process's scheduler: a {@link Checkpointer.tick} at the start, then
   * once per L1 block while a checkpoint is in flight, at the next one's time otherwise (a look every 5 s at
   * most); stopping the scheduler gives up the lead.
   */
  job: Job;
  /** One look of the scheduler, awaited until the run it started ends: the job's step, which tests drive. */
  tick(): Promise<void>;
  /** Gives up the lead (the advisory lock), once no run is under way. */
  release(): Promise<void>;
  health(): Promise<{ ok: boolean; [key: string]: unknown }>;
}

export interface CheckpointerOptions {
  database: Database;
  /** The live Base chain: its log is the one sealed. */
  base: ChainClient;
  l1: ChainClient;
  settings: Config['checkpoint'];
  log: Logger;
  /** Below this L1 signer balance, health warns. */
  lowBalanceWei: bigint;
  /** The time the job is scheduled by; tests drive it. */
  clock: Clock;
  /** At most this many roots per checkpoint (default 100,000); the rest make the next one. */
  maxLeaves?: number;
  /** Default: five L1 blocks. */
  stuckAfterMs?: number;
  /** Tests only: lets a test stop (or kill) the process at a crash point. */
  crashPoint?: (point: CheckpointCrashPoint) => void | Promise<void>;
  /** Told once a checkpoint is final: the webhook delivery looks at once. */
  onFinal?: () => void;
}

// The same key on every instance: whoever holds it is the one instance writing checkpoints.
const LEADER_LOCK_ID = 0x686f726f646f636bn;
/** Nothing to seal yet, or not leading: looked at again this much later. */
const IDLE_LOOK_MS = 60_000;
const MAX_SLEEP_MS = 5_000;

/**
 * The checkpoint job (README.md): every `settings.everyMs`, the live Base log's roots final since the last
 * checkpoint become one Merkle root, written by one transaction to the L1 log; the checkpoint in flight is
 * moved along at each L1 block until final. One leader at a time (a PostgreSQL advisory lock); a restart
 * resumes the checkpoint in flight from the database.
 */
export function createCheckpointer(options: CheckpointerOptions): Checkpointer {
  const { database, base, l1, settings, log } = options;
  const { clock } = options;
  const l1Log = createAnchorLog(l1);
  const checkpointLog: CheckpointLog = {
    l1ChainId: l1.chain.id,
    l1ContractAddress: l1.contractAddress,
    baseChainId: base.chain.id,
    baseContractAddress: base.contractAddress,
  };
  const ctx: CheckpointContext = {
    db: database.db,
    log: checkpointLog,
    l1,
    l1Log,
    settings,
    clock,
    logger: log,
    maxLeaves: options.maxLeaves ?? 100_000,
    stuckAfterMs: options.stuckAfterMs ?? settings.blockTimeMs * 5,
    ...(options.crashPoint ? { crashPoint: options.crashPoint } : {}),
    ...(options.onFinal ? { onFinal: options.onFinal } : {}),
  };

  let lock: SessionLock | null = null;
  /** Why the job does not run: a log sealing another Base log, a key that does not own the L1 log. */
  let refusal: string | null = null;
  let lastError: string | null = null;
  let inFlight = false;
  /** When the next checkpoint may be gathered (the scheduler's clock). */
  let nextDueAt = Number.POSITIVE_INFINITY;
  /** From the end of a tick: until the inner job is due, capped while leading; a look every 5 s otherwise. */
  let waitMs = 0;

  const job: Job = {
    name: 'checkpoint',
    every: () => (inFlight ? settings.blockTimeMs : Number.POSITIVE_INFINITY),
    dueInMs: () => (inFlight ? Number.POSITIVE_INFINITY : nextDueAt - clock.now()),
    run: async () => {
      try {
        await step();
        lastError = null;
      } catch (error) {
        lastError = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
        log.warn({ err: error }, 'checkpoint: step failed, tried again at the next block');
        inFlight = true;
      }
    },
  };
  const scheduler = createJobScheduler([job], clock);

  async function step() {
    const flight = await checkpointInFlight(ctx.db, checkpointLog);
    if (flight) {
      await advanceCheckpoint(ctx, flight.checkpoint, flight.transactions);
      await settle();
      return;
    }
    if (clock.now() < nextDueAt) return;
    const gathered = await gatherCheckpoint(ctx);
    if (!gathered) {
      nextDueAt = clock.now() + IDLE_LOOK_MS;
      return;
    }
    inFlight = true;
    const fresh = await checkpointInFlight(ctx.db, checkpointLog);
    if (fresh) await advanceCheckpoint(ctx, fresh.checkpoint, fresh.transactions);
  }

  /** Where the log stands, from the database: whether one is in flight, and when the next is due. */
  async function settle() {
    const last = await lastCheckpoint(ctx.db, checkpointLog);
    inFlight = last !== null && last.state !== 'final';
    nextDueAt = last ? last.gatheredAt.getTime() + settings.everyMs : clock.now();
  }

  async function lead(): Promise<boolean> {
    if (lock && !(await lock.isHeld())) {
      log.warn('checkpoint: leadership lost (database session gone)');
      lock = null;
    }
    if (lock) return refusal === null;
    lock = await database.tryAcquireSessionLock(LEADER_LOCK_ID);
    if (!lock) return false;
    refusal = await refusalToRun();
    if (refusal) {
      log.error({ l1: checkpointLog }, `checkpoint: not running: ${refusal}`);
      return false;
    }
    await resyncNonce(
      ctx.db,
      l1.chain.id,
      l1.contractAddress,
      l1Log.signer,
      await l1Log.pendingNonce(),
      new Date(clock.now()),
    );
    await settle();
    log.info(
      {
        l1Chain: l1.chain.id,
        l1Contract: l1.contractAddress,
        signer: l1Log.signer,
        everyMs: settings.everyMs,
      },
      'checkpoint: this instance writes the checkpoints',
    );
    return true;
  }

  async function refusalToRun(): Promise<string | null> {
    if (await sealsAnotherLog(ctx.db, checkpointLog))
      return `the L1 log ${l1.contractAddress} already seals another Base log: deploy a new one for ${base.contractAddress}`;
    const owner = await l1Log.owner();
    if (owner.toLowerCase() !== l1Log.signer.toLowerCase())
      return `the L1 key ${l1Log.signer} does not own the L1 log ${l1.contractAddress} (owner ${owner})`;
    return null;
  }

  async function tick() {
    try {
      if (!(await lead())) return;
    } catch (error) {
      lastError = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
      log.warn({ err: error }, 'checkpoint: the L1 chain or the database did not answer');
      return;
    }
    scheduler.look();
    await scheduler.settle();
  }

  async function release() {
    await scheduler.settle();
    await lock?.release();
    lock = null;
  }

  return {
    job: {
      name: 'checkpoint',
      every: () => waitMs,
      paceFromEnd: true,
      async run() {
        await tick();
        waitMs = lock && !refusal ? Math.min(scheduler.nextDueInMs(), MAX_SLEEP_MS) : MAX_SLEEP_MS;
      },
      settle: release,
    },

    tick,

    release,

    async health() {
      const [chainState, last, flight, waiting] = await Promise.all([
        Promise.all([l1Log.blockNumber(), l1Log.balance()]).catch(() => null),
        lastFinalCheckpoint(ctx.db, checkpointLog),
        checkpointInFlight(ctx.db, checkpointLog),
        uncoveredBatchCount(ctx.db, checkpointLog),
      ]);
      const balance = chainState?.[1] ?? null;
      const lowBalance = balance !== null && balance < options.lowBalanceWei;
      const latest = flight?.checkpoint ?? last;
      const stuck = (flight?.checkpoint.attempts ?? 0) >= 3;
      return {
        ok: chainState !== null && refusal === null && !lowBalance && !stuck && lastError === null,
        l1: {
          id: l1.chain.id,
          name: l1.chain.name,
          latestBlock: chainState ? Number(chainState[0]) : null,
          contractAddress: l1.contractAddress,
          signer: l1Log.signer,
          balanceWei: balance?.toString() ?? null,
          balanceEth: balance === null ? null : formatEther(balance),
          lowBalance,
        },
        everyMs: settings.everyMs,
        nextCheckpointAt: latest
          ? new Date(
              Math.max(latest.gatheredAt.getTime() + settings.everyMs, flight ? 0 : clock.now()),
            ).toISOString()
          : null,
        waitingBatches: waiting,
        inFlight: flight ? describeInFlight(flight.checkpoint) : null,
        last: last ? describeFinal(last) : null,
        refusal,
        lastError,
      };
    },
  };
}

function describeInFlight(checkpoint: CheckpointRow) {
  return {
    state: checkpoint.state,
    root: checkpoint.root,
    roots: checkpoint.leafCount,
    documents: checkpoint.documentCount,
    nonce: checkpoint.nonce,
    txHash: checkpoint.txHash,
    attempts: checkpoint.attempts,
    lastError: checkpoint.lastError,
  };
}

/** A final checkpoint's cost and timing: gas, fee, documents covered, delay from anchoring to seal. */
function describeFinal(checkpoint: CheckpointRow) {
  const sealedAt = (checkpoint.blockTimestamp ?? 0) * 1000;
  return {
    root: checkpoint.root,
    txHash: checkpoint.txHash,
    blockNumber: checkpoint.blockNumber,
    l1Sequence: checkpoint.l1Sequence,
    sealedAt: new Date(sealedAt).toISOString(),
    roots: checkpoint.leafCount,
    sequences: [checkpoint.firstSequence, checkpoint.firstSequence + checkpoint.leafCount - 1],
    documents: checkpoint.documentCount,
    gasUsed: checkpoint.gasUsed?.toString() ?? null,
    feeWei: checkpoint.feeWei,
    anchoringToSealMs: {
      longest: sealedAt - checkpoint.firstAnchoredAt.getTime(),
      shortest: sealedAt - checkpoint.lastAnchoredAt.getTime(),
    },
  };
}
