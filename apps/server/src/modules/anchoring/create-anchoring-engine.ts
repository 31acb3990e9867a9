import { EventEmitter } from 'node:events';
import { createAnchorLog, type Fees } from '../../adapters/chain/anchor-log';
import type { ChainClient } from '../../adapters/chain/chain-client';
import type { Database, SessionLock } from '../../adapters/db/database';
import type { Logger } from '../../adapters/logger';
import type { Config } from '../../config';
import type { CertificateRow } from '../certificates/create-pending-certificate';
import { type AnchoringEngine, AnchoringError } from './anchoring-engine';
import { createBatchGatherer } from './batch-gatherer';
import {
  anchoringLag,
  certificateStatus,
  expireOverdue,
  markFinalized,
  resyncNonce,
} from './batch-repository';
import { createBlockClock } from './block-clock';
import { type CrashPoint, type EngineContext, SimulatedCrash } from './engine-context';
import { hasPendingCertificates } from './open-batch-repository';
import { type PathWrite, sendBatch } from './send-batch';
import { createSendSchedule } from './send-schedule';
import { trackFlights } from './track-flights';

/** What a send asks the chain: the signer's pending nonce and the fees. */
type ChainQuote = { pendingNonce: number; fees: Fees };

export interface AnchoringEngineOptions {
  database: Database;
  chain: ChainClient;
  settings: Config['anchoring'];
  log: Logger;
  /** Tests only: lets a test stop the engine at a crash point, as a killed process would stop. */
  crashPoint?: (point: CrashPoint) => void | Promise<void>;
  /** With no receipt after this long, a transaction is replaced with higher fees (default: 5 blocks). */
  stuckAfterMs?: number;
}

// The same key on every instance: whoever holds it is the one anchoring leader.
const LEADER_LOCK_ID = 0x686f726f646f6331n;
const LOCK_CHECK_MS = 1000;
const MAX_BATCHES_PER_BLOCK = 4;
/** Pending certificates are claimed into the open batch at this pace, between the sends. */
const GATHER_EVERY_MS = 200;
const HOUSEKEEPING_MS = 1000;
const FINALITY_CHECK_MS = 5000;
const BALANCE_CHECK_MS = 60_000;
/** Waiters poll the database at this pace too, so a leader in another instance wakes them. */
const WAITER_POLL_MS = 200;

/**
 * The anchoring worker. One leader at a time (a Postgres advisory lock) gathers pending certificates into
 * one Merkle root per block, sent just before the block is expected; every sent batch is tracked to its
 * confirmations, replaced when stuck, sent again after a revert, and recovered from the database and the
 * chain after a restart.
 */
export function createAnchoringEngine(options: AnchoringEngineOptions): AnchoringEngine {
  const { database, chain, settings, log } = options;
  const anchorLog = createAnchorLog(chain);
  const ctx: EngineContext = {
    db: database.db,
    anchorLog,
    chain,
    settings,
    log,
    crashPoint: options.crashPoint,
  };
  const clock = createBlockClock(settings.blockTimeMs);
  const schedule = createSendSchedule(clock, settings.intervalMs);
  const gatherer = createBatchGatherer(ctx, { maxBatch: settings.maxBatch, maxOpen: MAX_BATCHES_PER_BLOCK });
  const pollMs = chain.name === 'local' ? 50 : 250;
  const stuckAfterMs = options.stuckAfterMs ?? settings.blockTimeMs * 5;
  const settled = new EventEmitter();
  settled.setMaxListeners(0);
  const lastBroadcastAt = new Map<string, number>();

  let running = false;
  let stopped = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let lock: SessionLock | null = null;
  let batchRequested = false;
  let lastGatherAt = 0;
  /** The signer's pending nonce and the fees, asked once per block ahead of the send, off its critical path. */
  let quote: { head: bigint; answer: Promise<ChainQuote> } | null = null;
  /** Roots sent for the block after `head`. */
  let sentForBlock = { head: -1n, count: 0 };
  /** After a failure, open batches are released before anything else is done. */
  let releaseGathered = false;
  let lastFailureAt = 0;
  /** When the chain last answered the head watcher. */
  let chainAnsweredAt = 0;
  let paused: { since: number; error: string } | null = null;
  let lastLockCheck = 0;
  let lastHousekeeping = 0;
  let lastFinalityCheck = 0;
  let lastBalanceCheck = 0;
  let signerBalance: bigint | null = null;
  let lastHeadHandled: bigint | null = null;
  let lastFlightCheck = 0;
  const beside = new Map<string, Promise<void>>();
  let besideError: unknown = null;
  const pathWrites = new Map<string, PathWrite>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
    });

  async function lead(): Promise<boolean> {
    const now = Date.now();
    if (lock && now - lastLockCheck > LOCK_CHECK_MS) {
      lastLockCheck = now;
      if (!(await lock.isHeld())) {
        log.warn('anchoring: leadership lost (database session gone)');
        lock = null;
        // The next leader puts the gathered certificates back in the queue.
        gatherer.forget();
      }
    }
    if (lock) return true;
    lock = await database.tryAcquireSessionLock(LEADER_LOCK_ID);
    if (!lock) return false;
    lastLockCheck = now;
    log.info(
      { signer: anchorLog.signer, contract: chain.contractAddress },
      'anchoring: this instance is the leader',
    );
    await checkOwner();
    // A leader that died while gathering left certificates in open batches.
    await gatherer.release();
    const chainPending = await anchorLog.pendingNonce();
    const next = await resyncNonce(
      ctx.db,
      chain.chain.id,
      chain.contractAddress,
      anchorLog.signer,
      chainPending,
    );
    log.debug({ chainPending, next }, 'anchoring: nonce synchronised');
    return true;
  }

  async function checkOwner() {
    const owner = await anchorLog.owner();
    if (owner.toLowerCase() !== anchorLog.signer.toLowerCase()) {
      log.error(
        { owner, signer: anchorLog.signer },
        'anchoring: the signer does not own the contract; anchoring will revert',
      );
    }
  }

  /** Emits, for waiters, the certificates that reached a final state. */
  const announce = (ids: string[]) => {
    for (const id of ids) settled.emit(id);
  };

  async function track(head: bigint) {
    const settled = await trackFlights(ctx, {
      head,
      stuckAfterMs,
      rebroadcastEveryMs: settings.blockTimeMs * 2,
      lastBroadcastAt,
      pathWrites,
    });
    for (const { batchId, certificateIds } of settled) {
      lastBroadcastAt.delete(batchId);
      pathWrites.delete(batchId);
      announce(certificateIds);
    }
  }

  /**
   * Runs a task beside the sending loop, one of each name at a time, so that completing, expiring or
   * finalizing never makes a batch miss its block. A failure surfaces at the next tick.
   */
  function runBeside(name: string, task: () => Promise<void>) {
    beside.set(
      name,
      task()
        .catch((error: unknown) => {
          besideError ??= error;
        })
        .finally(() => beside.delete(name)),
    );
  }

  /**
   * Watches the chain head on its own, at the polling pace, so a block is timed when it comes even while a
   * batch is being prepared: the next block's expected time is what the sending aims at.
   */
  async function watchHeads() {
    while (running && lock) {
      const head = await anchorLog.blockNumber();
      chainAnsweredAt = Date.now();
      if (clock.observe(head, Date.now()))
        log.trace({ block: Number(head), next: clock.nextBlockAt() }, 'anchoring: new block');
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  async function tick() {
    if (releaseGathered) {
      await gatherer.release();
      releaseGathered = false;
    }
    if (besideError) {
      const error = besideError;
      besideError = null;
      throw error;
    }
    if (!beside.has('heads')) runBeside('heads', watchHeads);
    const now = Date.now();
    const head = clock.head();
    if (head === null) return;

    // Receipts only change with a new block; without blocks, stuck transactions are still checked each block
    // time. Tracking runs beside the sending, so completing one batch never makes the next miss its block.
    if (
      !beside.has('tracking') &&
      (head !== lastHeadHandled || now - lastFlightCheck > settings.blockTimeMs)
    ) {
      lastHeadHandled = head;
      lastFlightCheck = now;
      runBeside('tracking', () => track(head));
    }

    if (quote?.head !== head) quote = { head, answer: askChain() };
    const dueAt = schedule.dueAt(head, batchRequested);
    // Not while paused: certificates must not wait in a batch that cannot be sent. Not just before the send
    // either, which gathers last: the send would start late.
    const sendSoon = dueAt !== null && dueAt - now < GATHER_EVERY_MS;
    if (!paused && !sendSoon && now - lastGatherAt >= GATHER_EVERY_MS) {
      lastGatherAt = now;
      await gatherer.gather();
      // A full batch can take no more: sent now it makes the same block, and its paths are stored sooner.
      await sendBatches(head, quote.answer, { full: true });
    }
    if (dueAt !== null && Date.now() >= dueAt) await sendDue(head, quote.answer);

    if (now - lastHousekeeping > HOUSEKEEPING_MS) {
      lastHousekeeping = now;
      runBeside('expiry', async () => {
        const expired = await expireOverdue(ctx.db);
        if (expired.length > 0) {
          log.warn({ certificates: expired.length }, 'anchoring: certificates expired before being anchored');
          announce(expired);
        }
      });
    }
    if (now - lastFinalityCheck > FINALITY_CHECK_MS) {
      lastFinalityCheck = now;
      runBeside('finality', async () => {
        const finalized = await anchorLog.finalizedBlockNumber();
        if (finalized !== null)
          await markFinalized(ctx.db, chain.chain.id, chain.contractAddress, Number(finalized));
      });
    }
    if (now - lastBalanceCheck > BALANCE_CHECK_MS) {
      lastBalanceCheck = now;
      signerBalance = await anchorLog.balance();
      if (signerBalance < settings.lowBalanceWei) {
        log.warn(
          { signer: anchorLog.signer, balanceWei: signerBalance.toString() },
          'anchoring: signer balance is low',
        );
      }
    }
  }

  /**
   * The send aimed at the block: a last gathering, then the gathered batches, one normally, more when the
   * backlog exceeds a batch. The chain's answer (asked at the block) is awaited first, so a node that is down
   * stops the send before anything more is claimed.
   */
  async function sendDue(head: bigint, quoted: Promise<ChainQuote>) {
    const started = Date.now();
    if (gatherer.size() === 0 && !(await hasPendingCertificates(ctx.db))) return;
    schedule.sending(head);
    await quoted;
    const asked = Date.now();
    await gatherer.gather();
    lastGatherAt = Date.now();
    log.debug(
      {
        aheadOfBlockMs: (clock.nextBlockAt() ?? started) - started,
        chainMs: asked - started,
        gatherMs: lastGatherAt - asked,
      },
      'anchoring: sending',
    );
    if ((await sendBatches(head, quoted, { full: false })) > 0) schedule.sent(started, Date.now() - started);
  }

  /**
   * Seals and sends gathered batches for the block after `head`, at most MAX_BATCHES_PER_BLOCK in all.
   * Their paths are stored once all are out: the writes would slow the next seal.
   * @returns how many were sent.
   */
  async function sendBatches(head: bigint, quoted: Promise<ChainQuote>, options: { full: boolean }) {
    if (sentForBlock.head !== head) sentForBlock = { head, count: 0 };
    const batches = gatherer.take(MAX_BATCHES_PER_BLOCK - sentForBlock.count, options);
    if (batches.length === 0) return 0;
    const chainQuote = await quoted;
    let allOut = () => {};
    const pathsAfter = new Promise<void>((resolve) => {
      allOut = resolve;
    });
    try {
      for (const batch of batches) {
        const sent = await sendBatch(ctx, batch, chainQuote, pathsAfter);
        sentForBlock.count += 1;
        lastBroadcastAt.set(sent.batchId, Date.now());
        pathWrites.set(sent.batchId, sent.paths);
        batchRequested = false;
        log.info(
          { batch: sent.batchId, tx: sent.txHash, leaves: sent.leafCount, full: options.full },
          'anchoring: batch sent',
        );
      }
    } finally {
      allOut();
    }
    return batches.length;
  }

  /**
   * Asks the chain what a send needs. The pending nonce only has to step over transactions sent with the key
   * by someone else (ours are counted in the database), so one read at the block is recent enough.
   */
  function askChain() {
    const answer = Promise.all([anchorLog.pendingNonce(), anchorLog.estimateFees()]).then(
      ([pendingNonce, fees]) => ({ pendingNonce, fees }),
    );
    // Awaited by the send; a failure there pauses the engine.
    answer.catch(() => {});
    return answer;
  }

  /** The poll, or less when the send is due sooner: waking on time is what aims the send at its block. */
  function untilNextLook(): number {
    const head = clock.head();
    const dueAt = head === null ? null : schedule.dueAt(head, batchRequested);
    return dueAt === null ? pollMs : Math.max(0, Math.min(pollMs, dueAt - Date.now()));
  }

  async function run() {
    while (running) {
      try {
        if (await lead()) {
          await tick();
          // A tick can pass while the chain is still away (the head watcher fails beside it): resumed only
          // once the chain has answered since the last failure.
          if (paused && chainAnsweredAt > lastFailureAt) {
            log.info({ downForMs: Date.now() - paused.since }, 'anchoring: resumed');
            paused = null;
          }
        }
      } catch (error) {
        if (error instanceof SimulatedCrash) {
          running = false;
          await Promise.all(beside.values());
          await lock?.release();
          lock = null;
          return;
        }
        const message = error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error);
        if (!paused) {
          paused = { since: Date.now(), error: message };
          log.error({ err: message }, 'anchoring: paused, will retry');
        }
        lastFailureAt = Date.now();
        // What was gathered may be out of step with the database now: put it back in the queue, at once
        // (the certificates may expire while the engine is paused), or at the next tick if that fails too.
        gatherer.forget();
        quote = null;
        if (lock)
          await gatherer.release().catch(() => {
            releaseGathered = true;
          });
        await sleep(1000);
        continue;
      }
      await sleep(lock ? untilNextLook() : 1000);
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopped = false;
      loop = run();
    },

    async stop() {
      running = false;
      stopped = true;
      wake?.();
      await loop;
      await Promise.all(beside.values());
      loop = null;
      if (lock) await gatherer.release().catch(() => {});
      await lock?.release();
      lock = null;
      settled.emit('stopped');
    },

    async anchorNowAndWait(certificateId: string, timeoutMs: number): Promise<CertificateRow> {
      batchRequested = true;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const row = await certificateStatus(ctx.db, certificateId);
        if (!row) throw new AnchoringError('failed', `certificate ${certificateId} does not exist`);
        if (row.status === 'completed') return row;
        if (row.status === 'failed' || row.status === 'expired') {
          throw new AnchoringError(
            row.status,
            `certificate ${certificateId} is ${row.status}: ${row.failureReason ?? ''}`,
          );
        }
        const remaining = deadline - Date.now();
        if (remaining <= 0)
          throw new AnchoringError(
            'timeout',
            `certificate ${certificateId} not anchored within ${timeoutMs} ms`,
          );
        if (stopped) throw new AnchoringError('stopped', 'the anchoring engine stopped while waiting');
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            settled.off(certificateId, done);
            settled.off('stopped', done);
            resolve();
          };
          const timer = setTimeout(done, Math.min(WAITER_POLL_MS, remaining));
          settled.on(certificateId, done);
          settled.on('stopped', done);
        });
      }
    },

    async health() {
      const lag = await anchoringLag(ctx.db);
      const last = lag.lastBatch;
      return {
        ok: paused === null,
        leader: lock !== null,
        paused: paused ? { sinceMs: Date.now() - paused.since, error: paused.error } : null,
        pending: lag.pending,
        lagMs: lag.oldestPendingAt ? Date.now() - lag.oldestPendingAt.getTime() : 0,
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
        signerBalanceWei: signerBalance?.toString() ?? null,
        lowBalance: signerBalance !== null && signerBalance < settings.lowBalanceWei,
      };
    },
  };
}
