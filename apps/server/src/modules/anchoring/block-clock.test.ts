import { describe, expect, it } from 'vitest';
import { createBlockClock } from './block-clock';

describe('block clock', () => {
  it('expects the next block one block time after the last one seen', () => {
    const clock = createBlockClock(2000);
    expect(clock.nextBlockAt()).toBeNull();
    expect(clock.observe(10n, 1_000)).toBe(true);
    expect(clock.nextBlockAt()).toBe(3_000);
    expect(clock.observe(10n, 1_050)).toBe(false);
    expect(clock.nextBlockAt()).toBe(3_000);
  });

  it('learns the pace of the chain from consecutive blocks', () => {
    const clock = createBlockClock(2000);
    let now = 0;
    for (let head = 1n; head < 30n; head++) {
      clock.observe(head, now);
      now += 1800;
    }
    expect(clock.blockTimeMs()).toBeGreaterThan(1790);
    expect(clock.blockTimeMs()).toBeLessThan(1850);
  });

  it('ignores a long pause when learning the pace', () => {
    const clock = createBlockClock(2000);
    clock.observe(1n, 0);
    clock.observe(2n, 60_000);
    expect(clock.blockTimeMs()).toBe(2000);
  });

  it('keeps to the chain rhythm when a block is seen late because the process was busy', () => {
    const clock = createBlockClock(2000);
    for (const [head, seenAt] of [
      [1n, 0],
      [2n, 2010],
      [3n, 4000],
      [4n, 6020],
      [5n, 8450],
    ] as const)
      clock.observe(head, seenAt);
    expect(clock.nextBlockAt()).toBeGreaterThanOrEqual(10_000);
    expect(clock.nextBlockAt()).toBeLessThan(10_100);
  });

  it('times the next block from the last one alone after a pause of the chain', () => {
    const clock = createBlockClock(2000);
    clock.observe(1n, 0);
    clock.observe(2n, 2000);
    clock.observe(3n, 4000);
    clock.observe(4n, 30_000);
    expect(clock.nextBlockAt()).toBe(32_000);
  });
});
