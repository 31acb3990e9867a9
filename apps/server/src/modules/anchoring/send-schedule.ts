import type { BlockClock } from './block-clock';

/**
 * What the send's last gathering may take: it claims in small statements and stops then, leaving what it did
 * not reach for the next block. Timed apart from the rest of the send, which a burst of arrivals does not
 * lengthen.
 */
export const LAST_GATHER_MS = 150;
/** What sealing and broadcasting are assumed to take (trees of 10,000 leaves, the seals), before one is timed. */
const FIRST_SEND_MS = 100;
/** Sends timed to aim the next one: a backlog makes them longer for a while. */
const RECENT_SENDS = 5;
/**
 * How many send periods (a block, or the interval when longer) a send's duration still counts for: one that
 * carried a backlog now cleared says nothing of the next, and would keep every fingerprint waiting longer.
 */
const RECENT_PERIODS = 3;
/** Room for the engine's own pace: it looks at the time every poll, between other work. */
const MARGIN_MS = 150;

/**
 * When to send: once per block (or per interval, when it is longer), just before the block is expected,
 * early enough for the transaction to make it and late enough to take every fingerprint that arrived
 * meanwhile. A flow waiting on a certificate makes the next block due whatever the interval.
 */
export interface SendSchedule {
  /** When the send for the block after `head` should start, or null when that block gets none. */
  dueAt(head: bigint, requested: boolean): number | null;
  /** A send for the block after `head` starts: that block gets no other, whatever happens to this one. */
  sending(head: bigint): void;
  /** Batches went out, in a send started at `startedAt` whose sealing and broadcasts took `tookMs`. */
  sent(startedAt: number, tookMs: number): void;
}

export function createSendSchedule(clock: BlockClock, intervalMs: number): SendSchedule {
  let sentForHead: bigint | null = null;
  let lastSendAt = 0;
  const recentSends: Array<{ startedAt: number; tookMs: number }> = [];

  return {
    dueAt(head, requested) {
      if (sentForHead === head) return null;
      const nextBlockAt = clock.nextBlockAt();
      // The last gathering's time, then the slowest recent seal-and-broadcast with room: one rarely takes
      // longer than the last few did. At most half a block: a send that took longer met a busy database, and
      // starting the next one that early would make every fingerprint wait a block more, so sends stayed slow.
      const since = (nextBlockAt ?? lastSendAt) - RECENT_PERIODS * Math.max(clock.blockTimeMs(), intervalMs);
      let slowest = Number.NEGATIVE_INFINITY;
      for (const send of recentSends) if (send.startedAt >= since) slowest = Math.max(slowest, send.tookMs);
      if (slowest === Number.NEGATIVE_INFINITY) slowest = FIRST_SEND_MS;
      const lead = Math.min(LAST_GATHER_MS + slowest * 1.2 + MARGIN_MS, clock.blockTimeMs() / 2);
      const beforeBlock = nextBlockAt === null ? 0 : nextBlockAt - lead;
      if (requested) return beforeBlock;
      return Math.max(beforeBlock, lastSendAt + intervalMs - clock.blockTimeMs() / 2);
    },

    sending(head) {
      sentForHead = head;
    },

    sent(startedAt, tookMs) {
      lastSendAt = startedAt;
      recentSends.push({ startedAt, tookMs });
      if (recentSends.length > RECENT_SENDS) recentSends.shift();
    },
  };
}
