import { type Chain, createPublicClient, webSocket } from 'viem';

/** New blocks pushed by the node (`eth_subscribe newHeads`), as the anchoring engine's head watcher takes them. */
export interface HeadFeed {
  /** False once the subscription failed: the watcher asks for the head itself from then on. */
  readonly live: boolean;
  /** The newest head not taken yet, waiting for one up to `timeoutMs`; null when none came. */
  next(timeoutMs: number, signal: AbortSignal): Promise<bigint | null>;
  close(): void;
}

/**
 * Subscribes to new blocks over the node's WebSocket. No reconnection: a dropped or refused subscription
 * ends the feed, and the watcher falls back to asking for the head, which also notices a node that is down.
 */
export function subscribeNewHeads(url: string, chain: Chain, onError: (error: Error) => void): HeadFeed {
  let live = true;
  let latest: bigint | null = null;
  let taken: bigint | null = null;
  let wakeWaiter: (() => void) | null = null;
  const client = createPublicClient({
    chain,
    transport: webSocket(url, { reconnect: false, retryCount: 0, timeout: 10_000 }),
  });
  // A WebSocket transport makes viem subscribe to newHeads rather than poll.
  const unwatch = client.watchBlockNumber({
    onBlockNumber: (blockNumber) => {
      latest = blockNumber;
      wakeWaiter?.();
    },
    onError: (error) => {
      if (!live) return;
      live = false;
      onError(error);
      wakeWaiter?.();
    },
  });
  const fresh = () => latest !== null && latest !== taken;

  return {
    get live() {
      return live;
    },
    async next(timeoutMs, signal) {
      if (live && !fresh() && !signal.aborted)
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
      taken = latest;
      return latest;
    },
    close() {
      live = false;
      unwatch();
      wakeWaiter?.();
      void client.transport
        .getRpcClient()
        .then((socket) => socket.close())
        .catch(() => {});
    },
  };
}
