import type { Db } from '../../adapters/db/database';
import type { PasswordHasher } from '../../adapters/password-hasher';
import type { AccountRow } from './account-repository';
import { type ClientInfo, recordAuthEvent } from './auth-event-repository';
import { checkAccountPassword } from './check-account-password';
import { openOrResumeAccount } from './open-or-resume-account';
import { insertWebToken } from './web-token-repository';
import { hashWebToken, newWebToken } from './web-tokens';

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
  lifetimeMs: number;
  now: Date;
}

/**
 * /auth/register: opens an account for a new e-mail (the same account the signup wizard would open, so it
 * may take API credits later) and signs it in.
 * @throws AppError `conflict` when the e-mail already has an account.
 */
export async function registerWebAccount(
  options: WebSessionOptions & { company?: string },
): Promise<WebSession> {
  const account = await openOrResumeAccount(options);
  return issueWebToken(options, account);
}

/**
 * /auth/login: any account, from the web or the signup wizard, signs in with its e-mail and password.
 * @throws AppError `authentication_failed`, the same for an unknown e-mail and a wrong password.
 */
export async function logInWebAccount(options: WebSessionOptions): Promise<WebSession> {
  const account = await checkAccountPassword(options);
  return issueWebToken(options, account);
}

async function issueWebToken(options: WebSessionOptions, account: AccountRow): Promise<WebSession> {
  const token = newWebToken();
  const expiresAt = new Date(options.now.getTime() + options.lifetimeMs);
  await insertWebToken(options.db, { accountId: account.id, tokenHash: hashWebToken(token), expiresAt });
  await recordAuthEvent(options.db, {
    kind: 'login_succeeded',
    accountId: account.id,
    email: account.email,
    detail: 'web',
    client: options.client,
  });
  return { token, expiresAt, account };
}
