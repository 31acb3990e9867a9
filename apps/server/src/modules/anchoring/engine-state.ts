import type { SessionLock } from '../../adapters/db/database';

/**
 * What the engine's parts (leadership, head watching, waiters, jobs) know of each other, in one record:
 * each part reads and writes its fields here rather than in a closure of its own, so who changes what can
 * be read in one place.
 */
export interface EngineState {
  /** Between start and stop, and not stopped by a simulated crash. */
  running: boolean;
  /** Stopped cleanly: waiters give up. */
  stopped: boolean;
  /** Stopped at a simulated crash: the lock is let go, but nothing is released as a clean stop would. */
  crashed: boolean;
  /** The loop that leads or follows, while started. */
  loop: Promise<void> | null;
  /** Stops hearing other instances' settled certificates; set while started, on PostgreSQL. */
  unlisten: Promise<(() => Promise<void>) | null>;
  /** Stops hearing arrivals; set while started, on PGlite. */
  unhearArrivals: Promise<(() => Promise<void>) | null>;
  /**
   * The loop's sleep, while it sleeps: whoever has something for the loop to act on (a waiter, a new head, an
   * arrival, a stop) aborts it, and the loop wakes. A signal rather than a function of the loop's, as the
   * background jobs' loop is woken.
   */
  sleeping: AbortController | null;
  /** Aborted at stop: the head watcher may be waiting for a block time. */
  headWatchStop: AbortController;
  /** The leader's session lock; null for a follower. */
  lock: SessionLock | null;
  lastLockCheck: number;
  /** A waiter or a re-anchoring asked for a batch at the next block. */
  batchRequested: boolean;
  paused: { since: number; error: string } | null;
  lastFailureAt: number;
  /** When the chain last answered the head watcher (or, for a follower, its probe). */
  chainAnsweredAt: number;
  /** A follower's probe failed after the chain last answered. */
  chainFailedAt: number;
  /** Since when the head watcher's (or probe's) request has been waiting for the chain, if it is. */
  headAskedAt: number | null;
  /** A follower's look at whether the chain answers, one at a time. */
  probe: Promise<void> | null;
  signerBalance: bigint | null;
  /**
   * Batches may be in flight: false once tracking found none and nothing was sent since (counted by
   * `flightsSent`, so a send during the tracking is not missed). An idle engine then reads no flights.
   */
  flightsMayExist: boolean;
  flightsSent: number;
  /** When each batch in flight was last broadcast, so a lost transaction is sent again. */
  lastBroadcastAt: Map<string, number>;
  /**
   * A confirmed batch waits for finality (unknown: true). Only such a batch can be lost by the chain going
   * back, so the periodic chain-log check and the finality call wait for one.
   */
  awaitingFinality: boolean;
}

export function createEngineState(): EngineState {
  return {
    running: false,
    stopped: false,
    crashed: false,
    loop: null,
    unlisten: Promise.resolve(null),
    unhearArrivals: Promise.resolve(null),
    sleeping: null,
    headWatchStop: new AbortController(),
    lock: null,
    lastLockCheck: 0,
    batchRequested: false,
    paused: null,
    lastFailureAt: 0,
    chainAnsweredAt: 0,
    chainFailedAt: 0,
    headAskedAt: null,
    probe: null,
    signerBalance: null,
    flightsMayExist: true,
    flightsSent: 0,
    lastBroadcastAt: new Map(),
    awaitingFinality: true,
  };
}

/** The loop's longest sleep when no job is due sooner: the head watcher and waiters wake it earlier. */
export const IDLE_SLEEP_MS = 1000;
