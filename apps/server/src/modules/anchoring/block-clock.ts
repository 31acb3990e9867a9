/**
 * Predicts when the next block comes from the blocks seen so far, so a batch is sent just before it:
 * a fingerprint then waits at most one block time, instead of up to one for the batch plus one for the block.
 */
export interface BlockClock {
  /** Records the head seen now; answers whether it is a new block. */
  observe(head: bigint, now: number): boolean;
  head(): bigint | null;
  /** When the next block is expected, or null before the first block was seen. */
  nextBlockAt(): number | null;
  blockTimeMs(): number;
}

export function createBlockClock(expectedBlockTimeMs: number): BlockClock {
  let lastHead: bigint | null = null;
  let lastSeenAt = 0;
  let estimate = expectedBlockTimeMs;

  return {
    observe(head, now) {
      if (lastHead !== null && head <= lastHead) return false;
      if (lastHead !== null && head === lastHead + 1n) {
        const gap = now - lastSeenAt;
        // A gap far from the expectation is a pause (node down, slow poll), not the chain's pace.
        if (gap > expectedBlockTimeMs / 2 && gap < expectedBlockTimeMs * 2)
          estimate = estimate * 0.8 + gap * 0.2;
      }
      lastHead = head;
      lastSeenAt = now;
      return true;
    },
    head: () => lastHead,
    nextBlockAt: () => (lastHead === null ? null : lastSeenAt + estimate),
    blockTimeMs: () => estimate,
  };
}
