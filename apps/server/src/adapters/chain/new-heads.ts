import { type Chain, createPublicClient, webSocket } from 'viem';

/** New blocks pushed by the node (`eth_subscribe newHeads`), as the anchoring engine's head watcher takes them. */
export interface HeadFeed {
  /** False once the subscription failed: the watcher asks for the head itself from then on. */
  readonly live: boolean;
  /** The newest head not taken yet, waiting for one up to `timeoutMs`; null when none came. */
  next(timeoutMs: number, signal: AbortSignal): Promise<bigint | null>;
  close(): void;
}

/** One subscription to a node, shared by every feed on its URL, and what it last told them. */
interface HeadSource {
  live: boolean;
  latest: bigint | null;
  /** Each feed's wake-up, and what it does when the subscription fails. */
  feeds: Set<{ wake(): void; failed(error: Error): void }>;
  stop(): void;
}

/** Open subscriptions by URL: two engines on one node (live and test, embedded) share one. */
const sources = new Map<string, HeadSource>();

function openSource(url: string, chain: Chain): HeadSource {
  const client = createPublicClient({
    chain,
    transport: webSocket(url, { reconnect: false, retryCount: 0, timeout: 10_000 }),
  });
  const source: HeadSource = { live: true, latest: null, feeds: new Set(), stop: () => {} };
  // A WebSocket transport makes viem subscribe to newHeads rather than poll.
  const unwatch = client.watchBlockNumber({
    onBlockNumber: (blockNumber) => {
      source.latest = blockNumber;
      for (const feed of source.feeds) feed.wake();
    },
    onError: (error) => {
      if (!source.live) return;
      source.live = false;
      if (sources.get(url) === source) sources.delete(url);
      for (const feed of source.feeds) feed.failed(error);
    },
  });
  source.stop = () => {
    source.live = false;
    unwatch();
    void client.transport
      .getRpcClient()
      .then((socket) => socket.close())
      .catch(() => {});
  };
  return source;
}

/**
 * Subscribes to new blocks over the node's WebSocket. No reconnection: a dropped or refused subscription
 * ends the feed, and the watcher falls back to asking for the head, which also notices a node that is down.
 * Feeds on the same URL share one subscription, so a second engine on the same node adds no chain traffic.
 */
export function subscribeNewHeads(url: string, chain: Chain, onError: (error: Error) => void): HeadFeed {
  let source = sources.get(url);
  if (!source?.live) {
    source = openSource(url, chain);
    sources.set(url, source);
  }
  const shared = source;
  let closed = false;
  let taken: bigint | null = null;
  let wakeWaiter: (() => void) | null = null;
  const feed = {
    wake: () => wakeWaiter?.(),
    failed(error: Error) {
      onError(error);
      wakeWaiter?.();
    },
  };
  shared.feeds.add(feed);
  const live = () => shared.live && !closed;
  const fresh = () => shared.latest !== null && shared.latest !== taken;

  return {
    get live() {
      return live();
    },
    async next(timeoutMs, signal) {
      if (live() && !fresh() && !signal.aborted)
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            wakeWaiter = null;
            resolve();
          };
          const timer = setTimeout(done, timeoutMs);
          signal.addEventListener('abort', done, { once: true });
          wakeWaiter = done;
        });
      if (!fresh()) return null;
      taken = shared.latest;
      return taken;
    },
    close() {
      if (closed) return;
      closed = true;
      shared.feeds.delete(feed);
      wakeWaiter?.();
      if (shared.feeds.size > 0) return;
      if (sources.get(url) === shared) sources.delete(url);
      shared.stop();
    },
  };
}

/**
 * How many subscriptions are open to this URL: one, however many feeds use it.
 * @internal exported for its tests
 */
export function headSubscriptionsTo(url: string): number {
  return sources.get(url)?.live ? 1 : 0;
}
