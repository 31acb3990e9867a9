import type { Db } from '../../adapters/db/database';
import type { PasswordHasher } from '../../adapters/password-hasher';
import { AppError } from '../../errors';
import { type AccountRow, findAccountByEmail } from './account-repository';
import { type ClientInfo, recordAuthEvent } from './auth-event-repository';

/** The one answer to a wrong e-mail and to a wrong password, so neither tells which it was. */
const WRONG_CREDENTIALS = 'Authentification échouée : email ou mot de passe incorrect.';

/**
 * Checks an e-mail and password, for the credits page's login and the web account's alike. An unknown
 * e-mail and a wrong password get the same error after the same work: argon2 runs against a dummy hash when
 * the e-mail is unknown. A failure is recorded with the IP and user agent; the caller records the success.
 * @throws AppError `authentication_failed`.
 */
export async function checkAccountPassword(options: {
  db: Db;
  passwords: PasswordHasher;
  email: string;
  password: string;
  client: ClientInfo;
}): Promise<AccountRow> {
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
  return account;
}
