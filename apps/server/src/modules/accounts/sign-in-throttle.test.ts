import { describe, expect, it } from 'vitest';
import { drivenClock } from '../../../test/support/driven-clock';
import { memoryAttemptCounter } from '../../adapters/request-limits/attempt-counter';
import { createSignInThrottle, growingWaits, type SignInAttempt } from './sign-in-throttle';

const owner = 'proprietaire@example.fr';

function throttleOnClock() {
  const clock = drivenClock(Date.parse('2026-03-10T09:00:00Z'));
  const throttle = createSignInThrottle({ counter: memoryAttemptCounter(), clock });
  /** An attempt that fails (a wrong password), or its refusal. */
  const fail = async (attempt: SignInAttempt) => throttle.begin(attempt);
  return { clock, throttle, fail };
}

const from = (ip: string, email = owner, trustedDevice = false): SignInAttempt => ({
  email,
  ip,
  trustedDevice,
});

describe('the sign-in throttle', () => {
  it('lets the owner in at once from a clean address after an attacker’s 100 failures from several', async () => {
    const { throttle, fail, clock } = throttleOnClock();
    let refused = 0;
    for (let i = 0; i < 100; i++) {
      const verdict = await fail(from(`203.0.113.${i % 5}`));
      if (verdict.kind === 'throttled') refused++;
      clock.advance(100);
    }
    // Five addresses, each held back once its own failures and then the account's went past the free ones.
    expect(refused).toBeGreaterThan(40);
    expect(await throttle.begin(from('198.51.100.7'))).toEqual({ kind: 'allowed' });
  });

  it('holds one address back whatever the account, with waits doubling from one second', async () => {
    const { fail, clock } = throttleOnClock();
    for (let i = 0; i < 10; i++) {
      expect((await fail(from('203.0.113.9', `victime-${i}@example.fr`))).kind).toBe('allowed');
    }
    expect(await fail(from('203.0.113.9', 'victime-10@example.fr'))).toEqual({
      kind: 'throttled',
      scope: 'address',
      retryAfterMs: 1000,
    });
    clock.advance(1000);
    expect((await fail(from('203.0.113.9', 'victime-11@example.fr'))).kind).toBe('allowed');
    expect(await fail(from('203.0.113.9', 'victime-12@example.fr'))).toMatchObject({ retryAfterMs: 2000 });
  });

  it('gives one account five free failures from one address, then a wait', async () => {
    const { fail } = throttleOnClock();
    for (let i = 0; i < 5; i++) expect((await fail(from('203.0.113.20'))).kind).toBe('allowed');
    expect(await fail(from('203.0.113.20'))).toEqual({
      kind: 'throttled',
      scope: 'pair',
      retryAfterMs: 1000,
    });
  });

  it('holds the account back for addresses that failed, not for the browser with its device mark', async () => {
    const { throttle, fail, clock } = throttleOnClock();
    // Nine addresses each fail once on the account and once elsewhere: one free failure is left.
    for (let i = 0; i < 9; i++) {
      await fail(from(`192.0.2.${i}`));
      await fail(from(`192.0.2.${i}`, 'ailleurs@example.fr'));
    }
    clock.advance(1);
    expect(await fail(from('192.0.2.1'))).toMatchObject({ kind: 'allowed' });
    expect(await fail(from('192.0.2.2'))).toMatchObject({ kind: 'throttled', scope: 'account' });
    // An address that never failed is not held back by the account's failures.
    expect(await fail(from('198.51.100.50'))).toMatchObject({ kind: 'allowed' });
    // The owner's browser failed from this very address, but carries the account's mark.
    expect(await throttle.begin(from('192.0.2.2', owner, true))).toEqual({ kind: 'allowed' });
  });

  it('forgives a right password: the pair is cleared and the attempt is no failure', async () => {
    const { throttle, fail } = throttleOnClock();
    for (let i = 0; i < 4; i++) await fail(from('203.0.113.30'));
    const right = from('203.0.113.30');
    expect((await throttle.begin(right)).kind).toBe('allowed');
    await throttle.succeeded(right);
    for (let i = 0; i < 5; i++) expect((await fail(from('203.0.113.30'))).kind).toBe('allowed');
  });

  it('counts attempts sent together one by one, so they cannot all pass the same check', async () => {
    const { throttle } = throttleOnClock();
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => throttle.begin(from('203.0.113.40'))),
    );
    expect(verdicts.filter((verdict) => verdict.kind === 'allowed')).toHaveLength(5);
  });

  it('counts an IPv6 client by its /64, and forgets a day after the last failure', async () => {
    const { fail, clock } = throttleOnClock();
    for (let i = 1; i <= 5; i++) await fail(from(`2001:db8:1:2::${i}`));
    expect((await fail(from('2001:db8:1:2:ffff::9'))).kind).toBe('throttled');
    clock.advance(24 * 3600_000);
    expect((await fail(from('2001:db8:1:2::77'))).kind).toBe('allowed');
  });

  it('never waits more than fifteen minutes', () => {
    const waits = growingWaits(5);
    expect(waits.slice(0, 6)).toEqual([0, 0, 0, 0, 0, 1000]);
    expect(waits.at(-1)).toBe(15 * 60_000);
    expect(Math.max(...waits)).toBe(15 * 60_000);
  });
});
