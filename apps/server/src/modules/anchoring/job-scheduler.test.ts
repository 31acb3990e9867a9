import { describe, expect, it } from 'vitest';
import { createJobScheduler, type Job } from './job-scheduler';

/** Lets the promises already settled run their callbacks: no time passes. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

/** A clock the test moves by hand. */
function drivenClock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function countingJob(name: string, every: number, runs: string[]): Job {
  return {
    name,
    every: () => every,
    run: async () => {
      runs.push(name);
    },
  };
}

describe('createJobScheduler', () => {
  it('runs every job at its first look, then each at its own pace', async () => {
    const clock = drivenClock();
    const runs: string[] = [];
    const scheduler = createJobScheduler(
      [countingJob('fast', 100, runs), countingJob('slow', 1000, runs)],
      clock,
    );
    scheduler.look();
    await scheduler.settle();
    expect(runs).toEqual(['fast', 'slow']);
    for (let i = 0; i < 10; i++) {
      clock.advance(100);
      scheduler.look();
      await scheduler.settle();
    }
    expect(runs.filter((r) => r === 'fast')).toHaveLength(11);
    expect(runs.filter((r) => r === 'slow')).toHaveLength(2);
  });

  it('never runs two of the same job at once, and lets the others run beside a slow one', async () => {
    const clock = drivenClock();
    const runs: string[] = [];
    let finish = () => {};
    const slow: Job = {
      name: 'slow',
      every: () => 10,
      run: () => new Promise<void>((resolve) => (finish = resolve)),
    };
    const scheduler = createJobScheduler([slow, countingJob('other', 10, runs)], clock);
    scheduler.look();
    await flush();
    clock.advance(50);
    scheduler.look();
    await flush();
    expect(scheduler.isRunning('slow')).toBe(true);
    expect(runs).toEqual(['other', 'other']);
    finish();
    await scheduler.settle();
    expect(scheduler.isRunning('slow')).toBe(false);
  });

  it('surfaces a failure at the next look, once', async () => {
    const clock = drivenClock();
    const failing: Job = {
      name: 'failing',
      every: () => Number.POSITIVE_INFINITY,
      run: async () => {
        throw new Error('node down');
      },
    };
    const scheduler = createJobScheduler([failing], clock);
    scheduler.look();
    await scheduler.settle();
    expect(() => scheduler.look()).toThrow('node down');
    expect(() => scheduler.look()).not.toThrow();
  });

  it('tells how long the loop may sleep, and wakes a job asked to run soon', async () => {
    const clock = drivenClock();
    const runs: string[] = [];
    const scheduler = createJobScheduler([countingJob('receipts', 2000, runs)], clock);
    scheduler.look();
    await scheduler.settle();
    clock.advance(500);
    expect(scheduler.nextDueInMs()).toBe(1500);
    scheduler.runSoon('receipts');
    expect(scheduler.nextDueInMs()).toBe(0);
    scheduler.look();
    await scheduler.settle();
    expect(runs).toEqual(['receipts', 'receipts']);
  });
});
