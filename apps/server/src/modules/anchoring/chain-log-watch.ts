import { droppedBatchesSummary } from './chain-log-repository';
import { type ChainLogCheck, checkChainLog } from './check-chain-log';
import type { EngineContext } from './engine-context';
import { type Reanchored, reanchorMissingBatches } from './reanchor-missing-batches';

/**
 * When the leader checks its confirmed batches against the chain (`checkChainLog`), and what it found:
 * - in full before anything is sent, when it takes the lead (the chain may have been lost or replaced
 *   while no one watched), when the head goes back, and when asked (a batch completing at a sequence
 *   another one claims, a flow that found a root missing);
 * - with the two-call proof each time the head has moved by the confirmation depth since the last check,
 *   so a reorganisation deeper than the confirmations is found within as many blocks.
 */
export interface ChainLogWatch {
  /** A full check is due: run it before sending anything. */
  fullCheckDue(): boolean;
  /** Whether the periodic check is due at this head. */
  periodicCheckDue(head: bigint): boolean;
  /** Runs the due check at `head`, and re-anchors what it finds missing. */
  run(head: bigint | null): Promise<Reanchored>;
  /** Asks for a full check, searching at least below `contestedFrom` when given. */
  requestFullCheck(contestedFrom?: number): void;
  /** A head seen by the watcher: a lower one than before means the chain went back. */
  headSeen(head: bigint): void;
  health(): Promise<ChainLogHealth>;
}

export interface ChainLogHealth {
  /** The last check: when, at which block, how it ended, with how many chain calls. */
  lastCheck: {
    at: string;
    block: number | null;
    outcome: ChainLogCheck['kind'];
    missing: number;
    /** Roots the node lacks but has not reached the block of yet: not re-anchored. */
    behind: number;
    chainCalls: number;
  } | null;
  /** Since the database's first day: confirmed batches found missing from the chain and anchored again. */
  reanchored: { batches: number; certificates: number; lastAt: string | null };
}

export function createChainLogWatch(ctx: EngineContext): ChainLogWatch {
  const confirmations = BigInt(Math.max(1, ctx.settings.confirmations));
  let full: { contestedFrom: number | null } | null = { contestedFrom: null };
  let checkedAtHead: bigint | null = null;
  let highestHead: bigint | null = null;
  let lastCheck: ChainLogHealth['lastCheck'] = null;

  return {
    fullCheckDue: () => full !== null,

    periodicCheckDue: (head) => checkedAtHead === null || head >= checkedAtHead + confirmations,

    async run(head) {
      const request = full;
      full = null;
      let result: ChainLogCheck;
      try {
        result = await checkChainLog(ctx, {
          thorough: request !== null,
          contestedFrom: request?.contestedFrom ?? null,
          head,
        });
      } catch (error) {
        // Asked again at the next look: a full check must not be skipped because the chain hiccuped.
        if (request) full = request;
        throw error;
      }
      checkedAtHead = head;
      const missing = result.kind === 'located' ? result.missing : [];
      const behind = result.kind === 'located' ? result.behind : 0;
      lastCheck = {
        at: new Date(ctx.clock.now()).toISOString(),
        block: head === null ? null : Number(head),
        outcome: result.kind,
        missing: missing.length,
        behind,
        chainCalls: result.kind === 'empty' ? 0 : result.chainCalls,
      };
      if (behind > 0)
        ctx.log.warn(
          { behind, head: head === null ? null : Number(head) },
          'anchoring: the node is behind blocks holding our confirmed roots; checked again later',
        );
      if (missing.length === 0) return { batches: 0, certificateIds: [] };
      return reanchorMissingBatches(ctx, missing);
    },

    requestFullCheck(contestedFrom) {
      const previous = full?.contestedFrom ?? null;
      const lowest =
        contestedFrom === undefined
          ? previous
          : previous === null
            ? contestedFrom
            : Math.min(previous, contestedFrom);
      full = { contestedFrom: lowest };
    },

    headSeen(head) {
      if (highestHead !== null && head < highestHead) {
        ctx.log.warn(
          { head: Number(head), before: Number(highestHead) },
          'anchoring: the chain head went back; checking the chain log',
        );
        full ??= { contestedFrom: null };
        highestHead = head;
        return;
      }
      if (highestHead === null || head > highestHead) highestHead = head;
    },

    async health() {
      const reanchored = await droppedBatchesSummary(ctx.db, {
        chainId: ctx.chain.chain.id,
        contractAddress: ctx.chain.contractAddress,
      });
      return { lastCheck, reanchored };
    },
  };
}
