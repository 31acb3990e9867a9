import type { Db } from '../../adapters/db/database';
import { findAccountByEmail } from './account-repository';
import { type ClientInfo, recordAuthEvent } from './auth-event-repository';
import type { SignInAttempt, SignInThrottle } from './sign-in-throttle';

export interface Throttled {
  kind: 'throttled';
  retryAfterMs: number;
}

/**
 * Runs a use case that checks a password behind the sign-in throttle: refused while a wait is owed (and
 * the refusal recorded as an authentication event, against the account when the e-mail has one), counted
 * as a failure unless `passed` says the password was right.
 * @param source which route asked, for the record (`web`, `credits`, `signup`, `reauthentication`).
 */
export async function throttledPasswordCheck<T>(options: {
  db: Db;
  throttle: SignInThrottle;
  attempt: SignInAttempt;
  client: ClientInfo;
  source: string;
  run: () => Promise<T>;
  passed: (result: T) => boolean;
}): Promise<Throttled | { kind: 'checked'; result: T }> {
  const { db, throttle, attempt } = options;
  const verdict = await throttle.begin(attempt);
  if (verdict.kind === 'throttled') {
    const account = await findAccountByEmail(db, attempt.email);
    await recordAuthEvent(db, {
      kind: 'login_throttled',
      accountId: account?.id,
      email: attempt.email,
      detail: `${options.source}: ${verdict.scope}, ${Math.ceil(verdict.retryAfterMs / 1000)} s`,
      client: options.client,
    });
    return { kind: 'throttled', retryAfterMs: verdict.retryAfterMs };
  }
  const result = await options.run();
  if (options.passed(result)) await throttle.succeeded(attempt);
  return { kind: 'checked', result };
}
