import { describe, expect, it } from 'vitest';
import { drivenClock } from '../../../test/support/driven-clock';
import { createBackgroundJobs } from '../../jobs/background-jobs';
import type { ApiUsageCount } from './api-usage-repository';
import { apiUsageFlushJob, createApiUsageTally } from './api-usage-tally';

const at = Date.UTC(2026, 10, 23, 23, 59, 59);

describe('the API usage tally', () => {
  it('adds requests per account, key and UTC day, and hands them over once per flush', async () => {
    const saved: ApiUsageCount[][] = [];
    const tally = createApiUsageTally({ save: async (counts) => void saved.push(counts) });
    tally.count({ accountId: 'a', keyId: 'k1', at, failed: false });
    tally.count({ accountId: 'a', keyId: 'k1', at, failed: true });
    tally.count({ accountId: 'a', keyId: 'k1', at: at + 1000, failed: false });
    tally.count({ accountId: 'b', keyId: 'k2', at, failed: false });
    expect(tally.pending('a')).toHaveLength(2);
    await tally.flush();
    await tally.flush();
    expect(saved).toEqual([
      [
        { accountId: 'a', keyId: 'k1', day: '2026-11-23', requests: 2, failedRequests: 1 },
        { accountId: 'a', keyId: 'k1', day: '2026-11-24', requests: 1, failedRequests: 0 },
        { accountId: 'b', keyId: 'k2', day: '2026-11-23', requests: 1, failedRequests: 0 },
      ],
    ]);
    expect(tally.pending('a')).toEqual([]);
  });

  it('keeps the counts of a failed flush for the next one, added to those that came meanwhile', async () => {
    let fail = true;
    const saved: ApiUsageCount[][] = [];
    const tally = createApiUsageTally({
      save: async (counts) => {
        if (fail) throw new Error('database unreachable');
        saved.push(counts);
      },
    });
    tally.count({ accountId: 'a', keyId: 'k', at, failed: false });
    await expect(tally.flush()).rejects.toThrow('database unreachable');
    tally.count({ accountId: 'a', keyId: 'k', at, failed: true });
    expect(tally.pending('a')).toEqual([
      { accountId: 'a', keyId: 'k', day: '2026-11-23', requests: 2, failedRequests: 1 },
    ]);
    fail = false;
    await tally.flush();
    expect(saved).toEqual([
      [{ accountId: 'a', keyId: 'k', day: '2026-11-23', requests: 2, failedRequests: 1 }],
    ]);
  });
});

describe('the usage flush job', () => {
  it('saves the counts a minute after the start and each minute after, and once more when the jobs stop', async () => {
    const clock = drivenClock(at);
    const saved: number[] = [];
    const tally = createApiUsageTally({ save: async (counts) => void saved.push(counts.length) });
    const jobs = createBackgroundJobs({ clock, log: { error: () => {} } });
    jobs.add(apiUsageFlushJob({ tally, onError: () => {} }));
    jobs.start();
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    tally.count({ accountId: 'a', keyId: 'k1', at, failed: false });
    clock.advance(59_999);
    await settle();
    expect(saved).toEqual([]);
    clock.advance(1);
    await settle();
    expect(saved).toEqual([1]);
    tally.count({ accountId: 'a', keyId: 'k2', at, failed: false });
    await jobs.stop();
    expect(saved).toEqual([1, 1]);
  });
});
