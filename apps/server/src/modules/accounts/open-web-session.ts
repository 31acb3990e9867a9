import type { Db } from '../../adapters/db/database';
import type { PasswordHasher } from '../../adapters/password-hasher';
import type { AccountRow } from './account-repository';
import { type ClientInfo, recordAuthEvent } from './auth-event-repository';
import { checkAccountPassword } from './check-account-password';
import { openOrResumeAccount } from './open-or-resume-account';
import { insertWebToken } from './web-token-repository';
import { hashWebToken, newWebToken, type WebTokenLifetime, webTokenEnd } from './web-tokens';

export interface WebSession {
  /** Shown once, to the browser; only its hash is kept. */
  token: string;
  expiresAt: Date;
  account: AccountRow;
}

interface WebSessionOptions {
  db: Db;
  passwords: PasswordHasher;
  email: string;
  password: string;
  client: ClientInfo;
  lifetime: WebTokenLifetime;
  now: Date;
}

/**
 * /auth/register: opens an account for a new e-mail (the same account the signup wizard would open, so it
 * may take API credits later) and signs it in.
 */
export async function registerWebAccount(
  options: WebSessionOptions & { company?: string },
): Promise<
  { kind: 'signed_in'; session: WebSession } | { kind: 'email_taken' } | { kind: 'signup_password_mismatch' }
> {
  const opened = await openOrResumeAccount(options);
  if (opened.kind !== 'opened') return opened;
  return { kind: 'signed_in', session: await issueWebToken(options, opened.account) };
}

/**
 * /auth/login: any account, from the web or the signup wizard, signs in with its e-mail and password;
 * an unknown e-mail and a wrong password are the same refusal.
 */
export async function logInWebAccount(
  options: WebSessionOptions,
): Promise<{ kind: 'signed_in'; session: WebSession } | { kind: 'wrong_credentials' }> {
  const checked = await checkAccountPassword(options);
  if (checked.kind !== 'valid') return checked;
  return { kind: 'signed_in', session: await issueWebToken(options, checked.account) };
}

async function issueWebToken(options: WebSessionOptions, account: AccountRow): Promise<WebSession> {
  const token = newWebToken();
  const { now } = options;
  const expiresAt = webTokenEnd(options.lifetime, now, now);
  await insertWebToken(options.db, {
    accountId: account.id,
    tokenHash: hashWebToken(token),
    createdAt: now,
    expiresAt,
  });
  await recordAuthEvent(options.db, {
    kind: 'login_succeeded',
    accountId: account.id,
    email: account.email,
    detail: 'web',
    client: options.client,
  });
  return { token, expiresAt, account };
}
