import type { Hex } from 'viem';
import type { BatchRow } from './batch-repository';
import {
  type BatchCursor,
  confirmedBatchesNewestFirst,
  type LogKey,
  lowestContestedSequence,
} from './chain-log-repository';
import type { EngineContext } from './engine-context';

export type ChainLogCheck =
  /** No confirmed batch yet: nothing to check. */
  | { kind: 'empty' }
  /** The last confirmed batch is where we recorded it, which proves every earlier one. */
  | { kind: 'proven'; sequence: number; chainCalls: number }
  /**
   * Batch by batch from the newest: `missing` are confirmed batches whose root is not on the chain;
   * `behind` counts those absent from a remote node that has not reached their block yet (undecided).
   */
  | { kind: 'located'; missing: BatchRow[]; behind: number; chainCalls: number };

export interface CheckChainLogOptions {
  /**
   * At start: also look for two confirmed batches claiming one sequence, which the last-batch proof cannot
   * see. While running, the engine looks for that pair as each batch completes, and passes its sequence.
   */
  thorough?: boolean;
  /** A sequence found claimed twice: the search goes at least below it. */
  contestedFrom?: number | null;
  /** The node's head block now, if known. */
  head?: bigint | null;
}

/** Confirmed batches read per page, and roots asked of the chain at once, when searching batch by batch. */
const PAGE = 50;

/**
 * Checks the database's confirmed batches against the contract. The contract is a chained log written
 * only by our key, one root after another in nonce order, so a chain that went back (a reorganisation
 * deeper than the confirmations, a lost local chain) loses a run of our latest roots, never one in the
 * middle. Hence `count()` and `head()` equal to the last confirmed batch's sequence and root prove every
 * earlier batch in two calls (a third, `recordOf`, when batches after it are already on chain). Otherwise
 * the batches are read from the newest down, `recordOf` each, until one is found at its recorded sequence:
 * the earlier ones are proven by it.
 */
export async function checkChainLog(
  ctx: EngineContext,
  options: CheckChainLogOptions = {},
): Promise<ChainLogCheck> {
  const log: LogKey = { chainId: ctx.chain.chain.id, contractAddress: ctx.chain.contractAddress };
  const contested = options.thorough ? await lowestContestedSequence(ctx.db, log) : null;
  const contestedFrom = lowest(contested, options.contestedFrom ?? null);
  const [last] = await confirmedBatchesNewestFirst(ctx.db, log, { limit: 1 });
  if (!last) return { kind: 'empty' };
  // Two batches claiming one sequence defeat the proof by the last one: each is looked at.
  const byHead = contestedFrom === null ? await proveByHead(ctx, last) : { proven: false, chainCalls: 0 };
  if (byHead.proven && last.sequence !== null)
    return { kind: 'proven', sequence: last.sequence, chainCalls: byHead.chainCalls };
  const located = await locateMissing(ctx, log, { contestedFrom, head: options.head ?? null });
  return { ...located, chainCalls: byHead.chainCalls + located.chainCalls };
}

/**
 * Whether the last confirmed batch is the log's head (`count()` and `head()`: two calls), or, when later
 * roots are mined already, still at its sequence (`recordOf`: a third).
 */
async function proveByHead(
  ctx: EngineContext,
  last: BatchRow,
): Promise<{ proven: boolean; chainCalls: number }> {
  if (last.sequence === null) return { proven: false, chainCalls: 0 };
  const [count, head] = await Promise.all([ctx.anchorLog.count(), ctx.anchorLog.head()]);
  const sequence = BigInt(last.sequence);
  if (head.toLowerCase() === last.root?.toLowerCase() && count === sequence)
    return { proven: true, chainCalls: 2 };
  if (count <= sequence) return { proven: false, chainCalls: 2 };
  return { proven: await isAtItsSequence(ctx, last), chainCalls: 3 };
}

/**
 * Reads the confirmed batches from the newest down and asks the chain for each root, until one is at its
 * recorded sequence below any contested one: the batches before it are proven by it.
 */
async function locateMissing(
  ctx: EngineContext,
  log: LogKey,
  options: { contestedFrom: number | null; head: bigint | null },
): Promise<{ kind: 'located'; missing: BatchRow[]; behind: number; chainCalls: number }> {
  const { contestedFrom, head } = options;
  // A remote node below a batch's block has not reached it yet (syncing, lagging behind its peers): its
  // absence there proves nothing. A local chain below it was lost and started again.
  const nodeMayLag = ctx.chain.name !== 'local';
  const notReached = (batch: BatchRow) =>
    nodeMayLag && head !== null && batch.blockNumber !== null && head < BigInt(batch.blockNumber);
  const result = { kind: 'located' as const, missing: [] as BatchRow[], behind: 0, chainCalls: 0 };
  let after: BatchCursor | undefined;
  for (;;) {
    const page = await confirmedBatchesNewestFirst(ctx.db, log, { after, limit: PAGE });
    if (page.length === 0) return result;
    const present = await Promise.all(page.map((batch) => isAtItsSequence(ctx, batch)));
    result.chainCalls += page.length;
    for (const [i, batch] of page.entries()) {
      if (!present[i]) {
        if (notReached(batch)) result.behind += 1;
        else result.missing.push(batch);
      } else if (contestedFrom === null || (batch.sequence !== null && batch.sequence < contestedFrom)) {
        return result;
      }
    }
    const end = page[page.length - 1] as BatchRow;
    after = { id: end.id, sequence: end.sequence };
  }
}

/** Whether the batch's root is on chain, at the sequence we recorded for it when there is one. */
async function isAtItsSequence(ctx: EngineContext, batch: BatchRow): Promise<boolean> {
  const record = await ctx.anchorLog.recordOf(batch.root as Hex);
  if (record.sequence === 0n) return false;
  return batch.sequence === null || record.sequence === BigInt(batch.sequence);
}

function lowest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}
