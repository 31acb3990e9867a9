import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { type AttemptCounter, memoryAttemptCounter } from '../src/adapters/request-limits/attempt-counter';
import { redisAttemptCounter } from '../src/adapters/request-limits/redis-attempt-counter';
import { TEST_REDIS_URL, testRedisAvailable } from './support/redis';

const reachable = await testRedisAvailable();

const redis = reachable ? new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 }) : null;
afterAll(() => redis?.disconnect());

/** The same contract for both stores; Redis's keys under a prefix of this run's own. */
const stores: Array<{ name: string; make: () => AttemptCounter }> = [
  { name: 'memory', make: () => memoryAttemptCounter() },
  ...(redis
    ? [
        {
          name: 'Redis',
          make: () =>
            redisAttemptCounter(redis, memoryAttemptCounter(), {
              prefix: `horodoc-test:${randomBytes(6).toString('hex')}:`,
            }),
        },
      ]
    : []),
];

const DAY = 24 * 3600_000;
const T0 = Date.parse('2026-03-10T09:00:00Z');

describe.each(stores)('the attempt counter in $name', ({ make }) => {
  it('counts attempts until a wait is owed, then counts nothing until it is over', async () => {
    const counter = make();
    const rule = { key: 'a', waits: [0, 0, 5000] };
    expect(await counter.take([rule], T0, DAY)).toEqual({ ok: true });
    expect(await counter.take([rule], T0 + 10, DAY)).toEqual({ ok: true });
    expect(await counter.take([rule], T0 + 20, DAY)).toEqual({ ok: false, until: T0 + 5010, rule: 0 });
    expect(await counter.take([rule], T0 + 5009, DAY)).toMatchObject({ ok: false });
    expect(await counter.take([rule], T0 + 5010, DAY)).toEqual({ ok: true });
    // Past the end of its waits, a rule owes the last one.
    expect(await counter.take([rule], T0 + 5011, DAY)).toEqual({ ok: false, until: T0 + 10_010, rule: 0 });
  });

  it('refuses with the longest wait and its rule, and counts every key only when all pass', async () => {
    const counter = make();
    await counter.take(
      [
        { key: 'short', waits: [1000] },
        { key: 'long', waits: [9000] },
      ],
      T0,
      DAY,
    );
    expect(
      await counter.take(
        [
          { key: 'short', waits: [1000] },
          { key: 'long', waits: [9000] },
        ],
        T0,
        DAY,
      ),
    ).toEqual({ ok: false, until: T0 + 9000, rule: 1 });
    // 'fresh' was not counted by the refusal above: its first attempt owes nothing.
    expect(await counter.take([{ key: 'fresh', waits: [0, 7000] }], T0, DAY)).toEqual({ ok: true });
    expect(await counter.take([{ key: 'fresh', waits: [0, 7000] }], T0, DAY)).toMatchObject({ ok: false });
  });

  it('applies a rule only while its condition key counts enough attempts', async () => {
    const counter = make();
    await counter.take([{ key: 'account', waits: [] }], T0, DAY);
    const conditional = { key: 'account', waits: [0, 60_000], onlyIf: { key: 'address', atLeast: 1 } };
    // The address has no attempt: the account's wait does not hold it back (and it is counted now).
    expect(await counter.take([conditional, { key: 'address', waits: [] }], T0, DAY)).toEqual({ ok: true });
    expect(await counter.take([conditional, { key: 'address', waits: [] }], T0, DAY)).toMatchObject({
      ok: false,
      rule: 0,
    });
  });

  it('forgives one attempt at a time, never below zero, and clears a key', async () => {
    const counter = make();
    const rule = { key: 'k', waits: [0, 0, 60_000] };
    await counter.take([rule], T0, DAY);
    await counter.take([rule], T0, DAY);
    await counter.forgive(['k']);
    expect(await counter.take([rule], T0, DAY)).toEqual({ ok: true });
    expect(await counter.take([rule], T0, DAY)).toMatchObject({ ok: false });
    await counter.clear(['k']);
    await counter.forgive(['k', 'never-seen']);
    expect(await counter.take([rule], T0, DAY)).toEqual({ ok: true });
  });

  it('forgets a key once its time is over on the application’s clock', async () => {
    const counter = make();
    const rule = { key: 'f', waits: [0, 3 * DAY] };
    await counter.take([rule], T0, DAY);
    expect(await counter.take([rule], T0 + DAY - 1, DAY)).toMatchObject({ ok: false });
    expect(await counter.take([rule], T0 + DAY, DAY)).toEqual({ ok: true });
  });
});

describe('the Redis attempt counter while Redis is away', () => {
  it('counts in this instance rather than refusing every sign-in', async () => {
    const away = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    away.on('error', () => {});
    const counter = redisAttemptCounter(away, memoryAttemptCounter());
    const rule = { key: 'k', waits: [0, 60_000] };
    expect(await counter.take([rule], T0, DAY)).toEqual({ ok: true });
    expect(await counter.take([rule], T0, DAY)).toMatchObject({ ok: false });
    away.disconnect();
  });
});
