export interface ChainStateSaver {
  /**
   * Resolves once a save that began after this call is on disk: what the node held at the call is durable.
   * Calls made while a save runs share the next one.
   */
  save(): Promise<void>;
  /** Stops the periodic saves (a save under way finishes). */
  stop(): Promise<void>;
}

/**
 * Saves the embedded chain now and then, and on demand for the anchoring engine, which records a root as
 * anchored only once the block holding it is saved: a crash of both processes then never loses a root the
 * database calls anchored.
 * @param write one full, atomic save of the node's state.
 */
export function createChainStateSaver(
  write: () => Promise<void>,
  options: { everyMs: number; onError: (error: unknown) => void },
): ChainStateSaver {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;

  const start = () => {
    running = write().finally(() => {
      running = null;
    });
    return running;
  };

  const save = (): Promise<void> => {
    if (!running) return start();
    // The save under way may have read the node before the caller's block: wait for the one after it.
    next ??= running
      .catch(() => {})
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };

  const timer = setInterval(() => save().catch(options.onError), options.everyMs);
  timer.unref();

  return {
    save,
    async stop() {
      clearInterval(timer);
      await Promise.allSettled([running, next]);
    },
  };
}
