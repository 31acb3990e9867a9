import type { AuthenticateUserResponse } from '@horodoc/shared/accounts-api';
import type { Db } from '../../adapters/db/database';
import type { PasswordHasher } from '../../adapters/password-hasher';
import { AppError } from '../../errors';
import { findAccountByEmail } from './account-repository';
import { type ClientInfo, recordAuthEvent } from './auth-event-repository';
import { insertSession } from './session-repository';
import { newSessionKeyId, SESSION_LIFETIME_MS, sessionSecret } from './signing-keys';

/** The one answer to a wrong e-mail and to a wrong password, so neither tells which it was. */
const WRONG_CREDENTIALS = 'Authentification échouée : email ou mot de passe incorrect.';

/**
 * authenticate-user: checks the e-mail and password and opens a session of the credits page, answered as
 * a signing key and secret that expire in two hours (never the account's API secret). An unknown e-mail
 * and a wrong password get the same error after the same work: argon2 runs against a dummy hash when the
 * e-mail is unknown. Both outcomes are recorded with the IP and user agent.
 * @throws AppError `authentication_failed`.
 */
export async function authenticateAccount(options: {
  db: Db;
  passwords: PasswordHasher;
  masterKey: Buffer;
  email: string;
  password: string;
  client: ClientInfo;
  now?: Date;
}): Promise<AuthenticateUserResponse> {
  const { db, email, client } = options;
  const account = await findAccountByEmail(db, email);
  const matches = await options.passwords.verify(account?.passwordHash ?? null, options.password);
  if (!account || !matches) {
    await recordAuthEvent(db, {
      kind: 'login_failed',
      accountId: account?.id,
      email,
      detail: account ? 'wrong password' : 'unknown email',
      client,
    });
    throw new AppError('authentication_failed', WRONG_CREDENTIALS);
  }
  const now = options.now ?? new Date();
  const keyId = newSessionKeyId();
  const session = await insertSession(db, {
    accountId: account.id,
    keyId,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  await recordAuthEvent(db, { kind: 'login_succeeded', accountId: account.id, email, client });
  return {
    success: true,
    api_key: keyId,
    api_secret: sessionSecret(options.masterKey, keyId),
    email: account.email,
    company: account.companyName,
    expires_at: session.expiresAt.toISOString(),
  };
}
