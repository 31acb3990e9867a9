import { describe, expect, it } from 'vitest';
import { drivenClock } from '../../test/support/driven-clock';
import { createBackgroundJobs } from './background-jobs';
import type { Job } from './job-scheduler';

/** Lets the promises already settled run their callbacks: no time passes. */
const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

const silent = { error: () => {} };

function countingJob(name: string, every: number, runs: string[], extra: Partial<Job> = {}): Job {
  return {
    name,
    every: () => every,
    run: async () => {
      runs.push(name);
    },
    ...extra,
  };
}

describe('createBackgroundJobs', () => {
  it('runs each job at its pace on the clock, and sleeps in between', async () => {
    const clock = drivenClock(0);
    const runs: string[] = [];
    const jobs = createBackgroundJobs({ clock, log: silent });
    jobs.add(countingJob('sweep', 1000, runs));
    jobs.add(countingJob('flush', 60_000, runs, { waitsFirst: true }));
    jobs.start();
    await flush();
    expect(runs).toEqual(['sweep']);
    expect(clock.sleeping()).toBe(1);
    for (let i = 0; i < 60; i++) {
      clock.advance(1000);
      await flush();
    }
    expect(runs.filter((run) => run === 'sweep')).toHaveLength(61);
    expect(runs.filter((run) => run === 'flush')).toHaveLength(1);
    await jobs.stop();
  });

  it('runs a woken job at once, without waiting for its pace', async () => {
    const clock = drivenClock(0);
    const runs: string[] = [];
    const jobs = createBackgroundJobs({ clock, log: silent });
    jobs.add(countingJob('deliveries', 30_000, runs));
    jobs.start();
    await flush();
    jobs.runSoon('deliveries');
    await flush();
    expect(runs).toEqual(['deliveries', 'deliveries']);
    expect(clock.now()).toBe(0);
    await jobs.stop();
  });

  it('stops starting runs, and waits for the run under way and for the work it left going', async () => {
    const clock = drivenClock(0);
    const ended: string[] = [];
    let finishRun = () => {};
    let finishSends = () => {};
    const sends = new Promise<void>((resolve) => (finishSends = resolve));
    const jobs = createBackgroundJobs({ clock, log: silent });
    jobs.add({
      name: 'deliveries',
      every: () => 1000,
      run: () => new Promise<void>((resolve) => (finishRun = resolve)).then(() => void ended.push('run')),
      settle: () => sends.then(() => void ended.push('sends')),
    });
    jobs.start();
    await flush();
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await flush();
    expect(stopped).toBe(false);
    finishRun();
    await flush();
    expect(stopped).toBe(false);
    finishSends();
    await stopping;
    expect(ended).toEqual(['run', 'sends']);
    clock.advance(10_000);
    await flush();
    expect(ended).toEqual(['run', 'sends']);
  });

  it('tells each failure that escaped its job, and runs the job again at its pace', async () => {
    const clock = drivenClock(0);
    const told: unknown[] = [];
    let runs = 0;
    const jobs = createBackgroundJobs({ clock, log: { error: (fields: unknown) => told.push(fields) } });
    jobs.add({
      name: 'failing',
      every: () => 1000,
      run: async () => {
        runs++;
        throw new Error('database away');
      },
    });
    jobs.start();
    await flush();
    clock.advance(1000);
    await flush();
    expect(runs).toBe(2);
    expect(told).toHaveLength(2);
    await jobs.stop();
  });
});
