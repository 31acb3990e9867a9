import { describe, expect, it } from 'vitest';
import { drivenClock } from '../../../test/support/driven-clock';
import { systemClock } from './clock';

/** Lets the promises already settled run their callbacks: no time passes. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the system clock', () => {
  it('ends a sleep at once when its signal aborts, long before its time', async () => {
    const stop = new AbortController();
    const started = performance.now();
    const sleeping = systemClock.sleep(60_000, stop.signal);
    stop.abort();
    await sleeping;
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('the driven clock', () => {
  it('ends each sleep when the test moves time past it, and no sooner', async () => {
    const clock = drivenClock(1000);
    const woken: number[] = [];
    void clock.sleep(500).then(() => woken.push(500));
    void clock.sleep(200).then(() => woken.push(200));
    clock.advance(199);
    await flush();
    expect(woken).toEqual([]);
    expect(clock.sleeping()).toBe(2);
    clock.advance(1);
    await flush();
    expect(woken).toEqual([200]);
    clock.set(1500);
    await flush();
    expect(woken).toEqual([200, 500]);
    expect(clock.now()).toBe(1500);
  });

  it('ends a sleep when its signal aborts, and one of no length at once', async () => {
    const clock = drivenClock();
    const stop = new AbortController();
    const sleeping = clock.sleep(10_000, stop.signal);
    stop.abort();
    await sleeping;
    await clock.sleep(0);
    expect(clock.sleeping()).toBe(0);
  });
});
