import type { Db } from '../../adapters/db/database';
import type { PasswordHasher } from '../../adapters/password-hasher';
import { type AccountRow, findAccountByEmail } from './account-repository';
import { type ClientInfo, recordAuthEvent } from './auth-event-repository';

/**
 * Checks an e-mail and password, for the credits page's login and the web account's alike. An unknown
 * e-mail and a wrong password get the same refusal after the same work, so neither tells which it was:
 * argon2 runs against a dummy hash when the e-mail is unknown. A failure is recorded with the IP and user
 * agent; the caller records the success.
 */
export async function checkAccountPassword(options: {
  db: Db;
  passwords: PasswordHasher;
  email: string;
  password: string;
  client: ClientInfo;
}): Promise<{ kind: 'valid'; account: AccountRow } | { kind: 'wrong_credentials' }> {
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
    return { kind: 'wrong_credentials' };
  }
  return { kind: 'valid', account };
}
