import { subscribeNewHeads } from '../../adapters/chain/new-heads';
import type { BlockClock } from './block-clock';
import type { ChainLogWatch } from './chain-log-watch';
import type { EngineContext } from './engine-context';
import type { EngineState } from './engine-state';
import { nextHeadPollMs } from './head-poll';

/**
 * A head request unanswered this long (and at least three blocks) means the chain is down for sales, before
 * the request's own timeout pauses the engine. Measured on the request in flight, not since the last answer,
 * so a busy process that asked late is not taken for a silent chain.
 */
const CHAIN_SILENCE_MS = 5000;

/** The chain's head as the engine sees it, and whether the chain answers. */
export interface HeadWatch {
  /** The leader's head watcher: runs while this instance leads (the `watch-heads` job). */
  watchHeads(): Promise<void>;
  /** A follower does not watch the head, but must know whether the chain answers before it sells. */
  probeChain(): void;
  /** How long the head request in flight has waited for the chain; 0 when none waits. */
  chainSilentMs(): number;
  /** See `AnchoringEngine.isAvailable`. */
  isAvailable(): boolean;
}

export function createHeadWatch(options: {
  ctx: EngineContext;
  state: EngineState;
  blocks: BlockClock;
  chainLog: ChainLogWatch;
  /** A new block came while batches may be in flight: their receipts are read at once. */
  receiptsDue: () => void;
}): HeadWatch {
  const { ctx, state, blocks, chainLog } = options;
  const { chain, clock, log, settings, anchorLog } = ctx;
  const chainSilenceMs = Math.max(CHAIN_SILENCE_MS, settings.blockTimeMs * 3);

  async function askHead(): Promise<bigint> {
    state.headAskedAt = clock.now();
    try {
      return await anchorLog.blockNumber();
    } finally {
      state.headAskedAt = null;
    }
  }

  function chainSilentMs(): number {
    return state.headAskedAt === null ? 0 : clock.now() - state.headAskedAt;
  }

  /**
   * Watches the chain head on its own, so a block is timed when it comes even while a batch is being
   * prepared: the next block's expected time is what the sending aims at. Where the node pushes new blocks
   * (a WebSocket subscription), an idle engine makes no head call while they come; it asks only when none came
   * a block after the expected one (a chain mining on demand, a silent subscription), so a node that is down
   * is still noticed. Without a subscription, or once it failed, it asks just after the block the clock
   * expects: about one chain call per block.
   */
  async function watchHeads() {
    const feed = chain.webSocketUrl
      ? subscribeNewHeads(chain.webSocketUrl, chain.chain, (error) =>
          log.warn({ err: error.message }, 'anchoring: no block subscription, asking for the head instead'),
        )
      : null;
    let misses = 0;
    let waitMs = 0;
    try {
      while (state.running && state.lock) {
        let head: bigint | null = null;
        if (feed?.live && blocks.head() !== null)
          head = await feed.next(waitMs + settings.blockTimeMs, state.headWatchStop.signal);
        else await clock.sleep(waitMs, state.headWatchStop.signal);
        if (!state.running || !state.lock) break;
        head ??= await askHead();
        state.chainAnsweredAt = clock.now();
        chainLog.headSeen(head);
        if (blocks.observe(head, clock.now())) {
          misses = 0;
          log.trace({ block: Number(head), next: blocks.nextBlockAt() }, 'anchoring: new block');
          // Receipts only change with a block: they are read at once, and the loop need not wait out its sleep.
          // With nothing in flight there is nothing to read: an idle engine leaves the database alone.
          if (state.flightsMayExist) {
            options.receiptsDue();
            state.sleeping?.abort();
          }
        } else misses += 1;
        waitMs = nextHeadPollMs({
          now: clock.now(),
          nextBlockAt: blocks.nextBlockAt(),
          blockTimeMs: settings.blockTimeMs,
          misses,
        });
      }
    } finally {
      feed?.close();
    }
  }

  return {
    watchHeads,

    probeChain() {
      if (state.probe) return;
      // Its failures are the leader's business: here only the silence counts.
      state.probe = askHead()
        .then(
          () => {
            state.chainAnsweredAt = clock.now();
          },
          () => {
            state.chainFailedAt = clock.now();
          },
        )
        .finally(() => {
          state.probe = null;
        });
    },

    chainSilentMs,

    isAvailable() {
      // Not started: nothing is known against it (tests that never anchor).
      if (!state.running) return true;
      if (state.paused) return false;
      if (state.lock === null && state.chainFailedAt > state.chainAnsweredAt) return false;
      return chainSilentMs() <= chainSilenceMs;
    },
  };
}
