import { describe, expect, it } from 'vitest';
import { nextHeadPollMs } from './head-poll';

describe('nextHeadPollMs', () => {
  it('asks just after the block the clock expects', () => {
    expect(nextHeadPollMs({ now: 1000, nextBlockAt: 2900, blockTimeMs: 2000, misses: 0 })).toBe(1930);
  });

  it('never waits more than one block time, even when the expectation is far', () => {
    expect(nextHeadPollMs({ now: 0, nextBlockAt: 60_000, blockTimeMs: 2000, misses: 0 })).toBe(2000);
  });

  it('asks again soon when the expected block is late, backing off to one block time', () => {
    const delays = [1, 2, 3, 4, 5, 6].map((misses) =>
      nextHeadPollMs({ now: 0, nextBlockAt: 0, blockTimeMs: 2000, misses }),
    );
    expect(delays).toEqual([125, 250, 500, 1000, 2000, 2000]);
  });

  it('asks at once when the expected block is already past', () => {
    expect(nextHeadPollMs({ now: 5000, nextBlockAt: 4000, blockTimeMs: 2000, misses: 0 })).toBe(0);
  });
});
