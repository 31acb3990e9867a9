import { describe, expect, it } from 'vitest';
import { createBlockClock } from './block-clock';
import { createSendSchedule } from './send-schedule';

function clockAt(head: bigint, seenAt: number) {
  const clock = createBlockClock(2000);
  clock.observe(head, seenAt);
  return clock;
}

describe('send schedule', () => {
  it('sends at once before any block was seen', () => {
    const schedule = createSendSchedule(createBlockClock(2000), 2000);
    expect(schedule.dueAt(0n, false)).toBeLessThanOrEqual(Date.now());
  });

  it('starts the first send early enough for a guessed send time', () => {
    const schedule = createSendSchedule(clockAt(5n, 10_000), 2000);
    expect(schedule.dueAt(5n, false)).toBe(12_000 - (150 + 100 * 1.2 + 150));
  });

  it('starts early enough for the last gathering and the slowest of the recent seals, with room', () => {
    const schedule = createSendSchedule(clockAt(5n, 10_000), 2000);
    schedule.sending(4n);
    schedule.sent(8_000, 100);
    schedule.sending(4n);
    schedule.sent(8_100, 400);
    expect(schedule.dueAt(5n, false)).toBe(12_000 - (150 + 400 * 1.2 + 150));
  });

  it('starts at most half a block early, however long a send with a backlog took', () => {
    const schedule = createSendSchedule(clockAt(5n, 10_000), 2000);
    schedule.sending(4n);
    schedule.sent(8_000, 2500);
    expect(schedule.dueAt(5n, false)).toBe(12_000 - 1000);
  });

  it('forgets a send that carried a backlog once three blocks have passed', () => {
    const schedule = createSendSchedule(clockAt(5n, 10_000), 2000);
    schedule.sending(1n);
    schedule.sent(5_900, 2500);
    schedule.sending(3n);
    schedule.sent(7_900, 300);
    // The next block comes at 12,000: the send of 5,900 is more than three blocks before it.
    expect(schedule.dueAt(5n, false)).toBe(12_000 - (150 + 300 * 1.2 + 150));
    // Within three blocks, it still counts.
    const recent = createSendSchedule(clockAt(5n, 10_000), 2000);
    recent.sending(2n);
    recent.sent(6_100, 2500);
    expect(recent.dueAt(5n, false)).toBe(12_000 - 1000);
  });

  it('sends once for a block, even when that send failed', () => {
    const schedule = createSendSchedule(clockAt(5n, 10_000), 2000);
    schedule.sending(5n);
    expect(schedule.dueAt(5n, false)).toBeNull();
    expect(schedule.dueAt(5n, true)).toBeNull();
  });

  it('waits for a longer interval unless a flow asks for the next block', () => {
    const schedule = createSendSchedule(clockAt(5n, 10_000), 60_000);
    schedule.sending(4n);
    schedule.sent(9_500, 200);
    expect(schedule.dueAt(5n, false)).toBe(9_500 + 60_000 - 1000);
    expect(schedule.dueAt(5n, true)).toBe(12_000 - (150 + 200 * 1.2 + 150));
  });
});
