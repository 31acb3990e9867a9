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
});
