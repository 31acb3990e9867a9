/**
 * Writes that arrive together go to the database together: one statement and one commit for a group
 * instead of one each. The first item of an idle queue is written on the next turn of the event loop
 * (`setImmediate`), with every item that arrived in the same turn; while a group is being written, new
 * items wait and form the next group as soon as it ends. So no item ever waits on a timer: under light load
 * a group is one item, under heavy load groups grow by themselves to what the database can absorb. One
 * group at a time: on a busy machine, groups written side by side only make each smaller and dearer.
 */
export interface GroupCommit<I, O> {
  /** Resolves with this item's result once its group is written (and committed, if `write` commits). */
  add(item: I): Promise<O>;
}

export interface GroupCommitOptions {
  /** The most items one `write` receives. */
  maxItems: number;
}

interface Waiting<I, O> {
  item: I;
  resolve(result: O): void;
  reject(error: unknown): void;
}

/**
 * @param write receives the items of one group and answers one result per item, in the same order. If it
 *   throws, every item of that group is rejected with its error.
 */
export function createGroupCommit<I, O>(
  write: (items: I[]) => Promise<O[]>,
  options: GroupCommitOptions,
): GroupCommit<I, O> {
  const queue: Waiting<I, O>[] = [];
  let writing = false;
  let scheduled = false;

  const writeGroup = async () => {
    const group = queue.splice(0, options.maxItems);
    writing = true;
    try {
      const results = await write(group.map((waiting) => waiting.item));
      group.forEach((waiting, i) => {
        waiting.resolve(results[i] as O);
      });
    } catch (error) {
      for (const waiting of group) waiting.reject(error);
    }
    writing = false;
    if (queue.length > 0) void writeGroup();
  };

  return {
    add(item) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (scheduled || writing) return;
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          if (!writing) void writeGroup();
        });
      });
    },
  };
}
