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

/**
 * Recent sightings kept to time the next block: a busy process sees most blocks late, and over a minute of
 * them the earliest is close to the chain's rhythm.
 */
const SIGHTINGS = 30;

export function createBlockClock(expectedBlockTimeMs: number): BlockClock {
  let lastHead: bigint | null = null;
  let lastSeenAt = 0;
  let estimate = expectedBlockTimeMs;
  /** Recent blocks of a steady run (no pause between them), with when each was seen. */
  let sightings: Array<{ head: bigint; seenAt: number }> = [];

  return {
    observe(head, now) {
      if (lastHead !== null && head <= lastHead) return false;
      const gap = now - lastSeenAt;
      // A gap far from the expectation is a pause (node down, slow poll), not the chain's pace.
      const steady = lastHead !== null && gap > expectedBlockTimeMs / 2 && gap < expectedBlockTimeMs * 2;
      if (!steady) sightings = [];
      sightings.push({ head, seenAt: now });
      if (sightings.length > SIGHTINGS) sightings.shift();
      estimate = paceOf(sightings) ?? estimate;
      lastHead = head;
      lastSeenAt = now;
      return true;
    },
    head: () => lastHead,
    nextBlockAt() {
      if (lastHead === null) return null;
      // A block is seen some time after it comes, later still when the process is busy: of the times the
      // recent blocks predict, the earliest is the nearest to the chain's real rhythm.
      // A loop, not a spread of a mapped array: the engine asks at every look, and idle it should allocate nothing.
      const next = lastHead + 1n;
      let earliest = Number.POSITIVE_INFINITY;
      for (const s of sightings) earliest = Math.min(earliest, s.seenAt + Number(next - s.head) * estimate);
      return earliest;
    },
    blockTimeMs: () => estimate,
  };
}

/**
 * The median gap between consecutive blocks, or null with too few: a block seen late makes one gap long and
 * the next one short, which would pull an average but not the median.
 */
function paceOf(sightings: Array<{ head: bigint; seenAt: number }>): number | null {
  const gaps: number[] = [];
  for (let i = 1; i < sightings.length; i++) {
    const [before, after] = [sightings[i - 1], sightings[i]];
    if (before && after && after.head === before.head + 1n) gaps.push(after.seenAt - before.seenAt);
  }
  if (gaps.length < 3) return null;
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor((gaps.length - 1) / 2)] ?? null;
}
