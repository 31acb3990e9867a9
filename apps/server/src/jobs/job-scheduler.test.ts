import { describe, expect, it } from 'vitest';
import { drivenClock } from '../../test/support/driven-clock';
import { createJobScheduler, type Job } from './job-scheduler';

/** Lets the promises already settled run their callbacks: no time passes. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

function countingJob(name: string, every: number, runs: string[]): Job {
  return {
    name,
    every: () => every,
    run: async () => {
      runs.push(name);
    },
  };
}

/** A job whose run lasts until the test calls `finish()`, which ends the run under way. */
function heldJob(name: string, every: number, runs: string[] = []) {
  let end = () => {};
  const job: Job = {
    name,
    every: () => every,
    run: () => {
      runs.push(name);
      return new Promise<void>((resolve) => (end = resolve));
    },
  };
  return { job, finish: () => end() };
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
    const { job: slow, finish } = heldJob('slow', 10);
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

  it('runs a job asked to run soon during its run once more after it, and ignores a name it does not have', async () => {
    const clock = drivenClock();
    const runs: string[] = [];
    const { job, finish } = heldJob('deliveries', Number.POSITIVE_INFINITY, runs);
    const scheduler = createJobScheduler([job], clock);
    scheduler.look();
    scheduler.runSoon('deliveries');
    scheduler.runSoon('nobody');
    finish();
    await scheduler.settle();
    expect(scheduler.nextDueInMs()).toBe(0);
    scheduler.look();
    finish();
    await scheduler.settle();
    expect(runs).toEqual(['deliveries', 'deliveries']);
    expect(scheduler.nextDueInMs()).toBe(Number.POSITIVE_INFINITY);
  });

  it('waits one pace before the first run of a job that waits first, and refuses a second job of one name', async () => {
    const clock = drivenClock();
    const runs: string[] = [];
    const scheduler = createJobScheduler([], clock);
    scheduler.add({ ...countingJob('flush', 60_000, runs), waitsFirst: true });
    expect(() => scheduler.add(countingJob('flush', 1, runs))).toThrow('flush');
    scheduler.look();
    await scheduler.settle();
    expect(runs).toEqual([]);
    expect(scheduler.nextDueInMs()).toBe(60_000);
    clock.advance(60_000);
    scheduler.look();
    await scheduler.settle();
    expect(runs).toEqual(['flush']);
  });

  it('counts the pace of a job from the end of its run when it asks so', async () => {
    const clock = drivenClock();
    const { job, finish } = heldJob('pass', 1000);
    const scheduler = createJobScheduler([{ ...job, paceFromEnd: true }], clock);
    scheduler.look();
    clock.advance(300);
    finish();
    await scheduler.settle();
    expect(scheduler.nextDueInMs()).toBe(1000);
  });

  it('runs a job asked to run within a time by then at the latest, or sooner at its pace', async () => {
    const clock = drivenClock();
    const runs: string[] = [];
    const scheduler = createJobScheduler([countingJob('deliveries', 1000, runs)], clock);
    scheduler.look();
    await scheduler.settle();
    scheduler.runIn('deliveries', 5);
    scheduler.runIn('deliveries', 50);
    expect(scheduler.nextDueInMs()).toBe(5);
    clock.advance(5);
    scheduler.look();
    await scheduler.settle();
    expect(runs).toEqual(['deliveries', 'deliveries']);
    scheduler.runIn('deliveries', 5000);
    expect(scheduler.nextDueInMs()).toBe(1000);
  });
});
