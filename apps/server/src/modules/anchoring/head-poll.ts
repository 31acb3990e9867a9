/** How late after the expected block the head is asked: the node has had time to seal it. */
const AFTER_BLOCK_MS = 30;
/** The first retry when the expected block has not come yet, as a share of the block time. */
const FIRST_RETRY_SHARE = 1 / 16;

/**
 * How long to wait before asking the chain for its head again: just after the block the clock expects, so
 * an idle engine asks about once per block; while that block is late, sooner, backing off to one block time
 * on a chain that has stopped (a node mining on demand), so a silent chain is not asked in a tight loop.
 * @param misses how many asks in a row found no new block.
 */
export function nextHeadPollMs(options: {
  now: number;
  nextBlockAt: number | null;
  blockTimeMs: number;
  misses: number;
}): number {
  const { now, nextBlockAt, blockTimeMs, misses } = options;
  if (misses === 0 && nextBlockAt !== null)
    return Math.min(blockTimeMs, Math.max(0, nextBlockAt + AFTER_BLOCK_MS - now));
  const firstRetry = Math.max(20, blockTimeMs * FIRST_RETRY_SHARE);
  return Math.min(blockTimeMs, firstRetry * 2 ** Math.max(0, misses - 1));
}
