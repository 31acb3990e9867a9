import { describe, expect, it } from 'vitest';
import { memoryRequestCounter } from './request-counter';

const HOUR = 3600_000;
const MINUTE = 60_000;

describe('memoryRequestCounter', () => {
  it('counts per key and window, and starts again in the next window', async () => {
    const counter = memoryRequestCounter();
    expect(await counter.hit('a', HOUR)).toBe(1);
    expect(await counter.hit('a', HOUR)).toBe(2);
    expect(await counter.hit('b', HOUR)).toBe(1);
    expect(await counter.hit('a', 2 * HOUR)).toBe(1);
  });

  it('keeps a minute window counting when another key opens an hourly one', async () => {
    const counter = memoryRequestCounter();
    // 10:00:30: a key's minute window (ends 10:01) and hour window (ends 11:00).
    const at = 10 * HOUR + 30_000;
    const minuteEnd = Math.ceil(at / MINUTE) * MINUTE;
    for (let n = 1; n <= 3; n++) expect(await counter.hit('a route', minuteEnd, MINUTE)).toBe(n);
    // A new key's first request opens its hour: the minute window still under way is not over.
    expect(await counter.hit('new key', 11 * HOUR, HOUR)).toBe(1);
    expect(await counter.hit('a route', minuteEnd, MINUTE)).toBe(4);
  });
});
