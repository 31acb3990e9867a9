import type { Clock } from '../../adapters/clock/clock';
import type { AttemptCounter, AttemptRule } from '../../adapters/request-limits/attempt-counter';
import { networkOf } from './client-network';

/**
 * Who tries a password: the account's e-mail (as the schemas normalise it: trimmed, lower-cased), the
 * client's address, and whether the browser carries this account's device mark (see `device-marks.ts`).
 */
export interface SignInAttempt {
  email: string;
  ip: string;
  trustedDevice: boolean;
}

/** Which count held the attempt back. */
export type ThrottleScope = 'pair' | 'address' | 'account';

export type ThrottleVerdict =
  | { kind: 'allowed' }
  | { kind: 'throttled'; scope: ThrottleScope; retryAfterMs: number };

export interface SignInThrottle {
  /**
   * Counts the attempt as a failure before the password is checked (so attempts sent together cannot all
   * pass), or refuses it while a wait it owes runs.
   */
  begin(attempt: SignInAttempt): Promise<ThrottleVerdict>;
  /** The password was right: the attempt was no failure, and this address owes this account nothing more. */
  succeeded(attempt: SignInAttempt): Promise<void>;
  /** The password was reset from this address: its failures on the account are forgotten. */
  forgetPair(attempt: Pick<SignInAttempt, 'email' | 'ip'>): Promise<void>;
}

const SECOND = 1000;
const MAX_WAIT_MS = 15 * 60 * SECOND;
/** A count is forgotten a day after its last failure: longer than the longest wait, so waits keep growing. */
const FORGET_AFTER_MS = 24 * 3600 * SECOND;

/**
 * No wait for the first `free` failures, then one second, doubling up to fifteen minutes.
 * @internal exported for its tests
 */
export function growingWaits(free: number): number[] {
  const waits = Array.from({ length: free }, () => 0);
  for (let wait = SECOND; wait < MAX_WAIT_MS; wait *= 2) waits.push(wait);
  waits.push(MAX_WAIT_MS);
  return waits;
}

/**
 * The waits, as mature services set them (OWASP's "slow down online guessing"):
 * - one account from one address: a few typos are free, then waits grow;
 * - one address, whatever the account (password spraying): a little more room, then waits grow;
 * - one account, whatever the address (a guess from each of many addresses): waits grow after ten failures,
 *   but only for addresses that already failed and browsers without the account's device mark. The owner,
 *   from an address with no failures or from a browser that signed in before, is never held back by an
 *   attacker's failures.
 */
const WAITS = {
  pair: growingWaits(5),
  address: growingWaits(10),
  account: growingWaits(10),
};

/** The scope of each rule, in the order `begin` lists them. */
const SCOPES: readonly ThrottleScope[] = ['pair', 'address', 'account'];

const keysOf = (attempt: Pick<SignInAttempt, 'email' | 'ip'>) => {
  const network = networkOf(attempt.ip);
  return {
    pair: `pair:${attempt.email}|${network}`,
    address: `address:${network}`,
    account: `account:${attempt.email}`,
  };
};

/**
 * The one throttle of every route that checks a password (the web login in both spellings, the credits
 * page's login, the signup's resumption, the re-authentication before a new secret): every count is kept
 * per account and per address across all of them, in memory or in Redis through the same counter.
 */
export function createSignInThrottle(options: { counter: AttemptCounter; clock: Clock }): SignInThrottle {
  const { counter, clock } = options;
  return {
    async begin(attempt) {
      const keys = keysOf(attempt);
      const rules: AttemptRule[] = [
        { key: keys.pair, waits: WAITS.pair },
        { key: keys.address, waits: WAITS.address },
      ];
      if (!attempt.trustedDevice) {
        rules.push({ key: keys.account, waits: WAITS.account, onlyIf: { key: keys.address, atLeast: 1 } });
      } else {
        // Still counted: the account's failures are the account's, whichever browser made them.
        rules.push({ key: keys.account, waits: [] });
      }
      const at = clock.now();
      const taken = await counter.take(rules, at, FORGET_AFTER_MS);
      if (taken.ok) return { kind: 'allowed' };
      return { kind: 'throttled', scope: SCOPES[taken.rule] ?? 'account', retryAfterMs: taken.until - at };
    },
    async succeeded(attempt) {
      const keys = keysOf(attempt);
      await counter.clear([keys.pair]);
      await counter.forgive([keys.address, keys.account]);
    },
    async forgetPair(attempt) {
      await counter.clear([keysOf(attempt).pair]);
    },
  };
}
