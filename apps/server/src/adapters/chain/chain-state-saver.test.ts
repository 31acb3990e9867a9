import { describe, expect, it } from 'vitest';
import { createChainStateSaver } from './chain-state-saver';

/** A save the test finishes by hand, to see which callers wait for which save. */
function manualWrites() {
  const started: Array<() => void> = [];
  const write = () =>
    new Promise<void>((resolve) => {
      started.push(resolve);
    });
  return { write, started };
}

describe('the chain state saver', () => {
  it('makes a caller who asks during a save wait for the next one, which later callers share', async () => {
    const { write, started } = manualWrites();
    const saver = createChainStateSaver(write, { everyMs: 3_600_000, onError: () => {} });
    const events: string[] = [];
    const first = saver.save().then(() => events.push('first'));
    const second = saver.save().then(() => events.push('second'));
    const third = saver.save().then(() => events.push('third'));
    expect(started).toHaveLength(1);

    started[0]?.();
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    // The save under way may have read the node before the second and third asked: one more is started.
    expect(events).toEqual(['first']);
    expect(started).toHaveLength(2);
    started[1]?.();
    await Promise.all([second, third]);
    expect(events).toEqual(['first', 'second', 'third']);
    expect(started).toHaveLength(2);
    await saver.stop();
  });

  it('passes a failed save to its caller, and the next save starts afresh', async () => {
    let fail = true;
    const saver = createChainStateSaver(
      async () => {
        if (fail) throw new Error('disk full');
      },
      { everyMs: 3_600_000, onError: () => {} },
    );
    await expect(saver.save()).rejects.toThrow('disk full');
    fail = false;
    await expect(saver.save()).resolves.toBeUndefined();
    await saver.stop();
  });
});
