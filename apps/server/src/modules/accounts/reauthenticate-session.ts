import type { Db } from '../../adapters/db/database';
import type { PasswordHasher } from '../../adapters/password-hasher';
import { findAccountById } from './account-repository';
import { type ClientInfo, recordAuthEvent } from './auth-event-repository';
import { findLiveSession, markSessionReauthenticated } from './session-repository';

/** How long a password entered again lets a session make new secrets. */
const REAUTHENTICATION_WINDOW_MS = 5 * 60_000;

/**
 * The password entered again on a credits page's session, before it may make a new secret (an API key, a
 * rolled key, a webhook secret): a stolen session key alone cannot mint keys that outlive it. Both outcomes
 * are recorded as authentication events.
 */
export async function reauthenticateSession(options: {
  db: Db;
  passwords: PasswordHasher;
  accountId: string;
  keyId: string;
  password: string;
  client: ClientInfo;
  now: Date;
}): Promise<{ kind: 'reauthenticated'; until: Date } | { kind: 'wrong_password' }> {
  const { db, accountId, client, now } = options;
  const account = await findAccountById(db, accountId);
  const matches = await options.passwords.verify(account?.passwordHash ?? null, options.password);
  await recordAuthEvent(db, {
    kind: matches ? 'login_succeeded' : 'login_failed',
    accountId,
    email: account?.email,
    detail: matches ? 'reauthentication' : 'reauthentication: wrong password',
    client,
  });
  if (!matches) return { kind: 'wrong_password' };
  await markSessionReauthenticated(db, options.keyId, now);
  return { kind: 'reauthenticated', until: new Date(now.getTime() + REAUTHENTICATION_WINDOW_MS) };
}

/** Whether the session's password was entered again within the window. */
export async function hasRecentPassword(db: Db, keyId: string, now: Date): Promise<boolean> {
  const session = await findLiveSession(db, keyId, now);
  const at = session?.reauthenticatedAt?.getTime();
  return at !== undefined && now.getTime() - at < REAUTHENTICATION_WINDOW_MS;
}
