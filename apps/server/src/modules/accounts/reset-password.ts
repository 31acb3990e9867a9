import type { Db } from '../../adapters/db/database';
import type { PasswordHasher } from '../../adapters/password-hasher';
import { setAccountPassword } from './account-repository';
import { type ClientInfo, recordAuthEvent } from './auth-event-repository';
import { endAccountPasswordResets, usePasswordReset } from './password-reset-repository';
import { hashResetToken } from './request-password-reset';
import { revokeAccountSessions } from './session-repository';
import { revokeAccountWebTokens } from './web-token-repository';

/**
 * Sets a new password with a reset link, in one transaction: the link is used (once, before its end), the
 * password replaced, the account's other links ended, and every web token and credits page session revoked,
 * so whoever was signed in with the old password is signed out everywhere.
 */
export async function resetPassword(options: {
  db: Db;
  passwords: PasswordHasher;
  token: string;
  password: string;
  client: ClientInfo;
  now: Date;
}): Promise<{ kind: 'reset'; email: string } | { kind: 'reset_link_invalid' }> {
  const { db, now } = options;
  // Hashed before the transaction: argon2's time is not spent holding it (and a bad link costs the same).
  const passwordHash = await options.passwords.hash(options.password);
  return db.transaction(async (tx) => {
    const accountId = await usePasswordReset(tx, hashResetToken(options.token), now);
    const email = accountId && (await setAccountPassword(tx, accountId, passwordHash));
    if (!accountId || !email) return { kind: 'reset_link_invalid' as const };
    await endAccountPasswordResets(tx, accountId, now);
    await revokeAccountWebTokens(tx, accountId, now);
    await revokeAccountSessions(tx, accountId, now);
    await recordAuthEvent(tx, {
      kind: 'password_changed',
      accountId,
      email,
      detail: 'reset by e-mail',
      client: options.client,
    });
    return { kind: 'reset' as const, email };
  });
}
