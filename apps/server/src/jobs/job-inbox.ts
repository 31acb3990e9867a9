/**
 * Work handed to a named job by the flow that produced it, with what that flow already holds (a fulfilment's
 * receipt, with the invoice's PDF it rendered): kept in this process until the job's run takes it, the job
 * woken at each hand-over. A queue, not a store: what a crash loses, the job finds again by its own sweep.
 */
export interface JobInbox<T> {
  /** Hands one piece of work over under its key (a second under the same key replaces it), and wakes the job. */
  hand(key: string, item: T): void;
  /** Takes everything handed over since the last call, oldest first. */
  takeAll(): T[];
}

/**
 * An inbox waking its job with `wake` (`jobs.runSoon(name)`). Past `heldAtMost` pieces, the oldest is dropped,
 * left to the job's sweep.
 */
export function createJobInbox<T>(wake: () => void, options: { heldAtMost: number }): JobInbox<T> {
  const held = new Map<string, T>();
  return {
    hand(key, item) {
      held.set(key, item);
      const oldest = held.keys().next().value;
      if (held.size > options.heldAtMost && oldest !== undefined) held.delete(oldest);
      wake();
    },
    takeAll() {
      const all = [...held.values()];
      held.clear();
      return all;
    },
  };
}
