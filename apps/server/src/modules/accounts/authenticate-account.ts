import type { AuthenticateUserResponse } from '@horodoc/shared/accounts-api';
import type { Db } from '../../adapters/db/database';
import type { PasswordHasher } from '../../adapters/password-hasher';
import { type ClientInfo, recordAuthEvent } from './auth-event-repository';
import { checkAccountPassword } from './check-account-password';
import { insertSession } from './session-repository';
import { newSessionKeyId, SESSION_LIFETIME_MS, sessionSecret } from './signing-keys';

/**
 * authenticate-user: checks the e-mail and password and opens a session of the credits page, answered as
 * a signing key and secret that expire in two hours (never the account's API secret). Both outcomes are
 * recorded with the IP and user agent (see `checkAccountPassword`).
 */
export async function authenticateAccount(options: {
  db: Db;
  passwords: PasswordHasher;
  masterKey: Buffer;
  email: string;
  password: string;
  client: ClientInfo;
  now: Date;
}): Promise<{ kind: 'authenticated'; session: AuthenticateUserResponse } | { kind: 'wrong_credentials' }> {
  const { db, email, client } = options;
  const checked = await checkAccountPassword(options);
  if (checked.kind !== 'valid') return checked;
  const { account } = checked;
  const { now } = options;
  const keyId = newSessionKeyId();
  const session = await insertSession(db, {
    accountId: account.id,
    keyId,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  await recordAuthEvent(db, { kind: 'login_succeeded', accountId: account.id, email, client });
  return {
    kind: 'authenticated',
    session: {
      success: true,
      api_key: keyId,
      api_secret: sessionSecret(options.masterKey, keyId),
      email: account.email,
      company: account.companyName,
      expires_at: session.expiresAt.toISOString(),
    },
  };
}
