import type { Db } from '../../adapters/db/database';
import type { PasswordHasher } from '../../adapters/password-hasher';
import {
  type AccountRow,
  findAccountByEmail,
  insertAccount,
  isAccountOpened,
  resetUnfinishedAccount,
} from './account-repository';
import { type ClientInfo, recordAuthEvent } from './auth-event-repository';

/** After this long, a signup that was never paid may be started again by anyone with its address. */
const UNFINISHED_SIGNUP_KEPT_MS = 24 * 3600_000;

/**
 * Creates the account of a new e-mail (argon2id password), for the signup wizard and the web registration
 * alike. An e-mail already opened (an API key, a purchase, a web sign-in) is refused. A signup whose payment
 * never went through is resumed with the same password, refused with another for a day, then given to
 * whoever holds the address.
 */
export async function openOrResumeAccount(options: {
  db: Db;
  passwords: PasswordHasher;
  email: string;
  password: string;
  company?: string;
  client: ClientInfo;
  now: Date;
}): Promise<
  { kind: 'opened'; account: AccountRow } | { kind: 'email_taken' } | { kind: 'signup_password_mismatch' }
> {
  const { db, passwords, email } = options;
  const companyName = options.company ?? null;
  const existing = await findAccountByEmail(db, email);
  if (!existing) {
    const created = await insertAccount(db, {
      email,
      passwordHash: await passwords.hash(options.password),
      companyName,
    });
    if (!created) return { kind: 'email_taken' };
    await recordAuthEvent(db, { kind: 'signup', accountId: created.id, email, client: options.client });
    return { kind: 'opened', account: created };
  }
  if (await isAccountOpened(db, existing.id)) return { kind: 'email_taken' };
  if (await passwords.verify(existing.passwordHash, options.password)) {
    return { kind: 'opened', account: existing };
  }
  const age = options.now.getTime() - existing.createdAt.getTime();
  if (age < UNFINISHED_SIGNUP_KEPT_MS) {
    await recordAuthEvent(db, {
      kind: 'login_failed',
      accountId: existing.id,
      email,
      detail: 'signup resumed with another password',
      client: options.client,
    });
    return { kind: 'signup_password_mismatch' };
  }
  // Never paid and long abandoned: whoever holds the address now starts afresh.
  const reset = await resetUnfinishedAccount(db, existing.id, {
    passwordHash: await passwords.hash(options.password),
    companyName,
  });
  return { kind: 'opened', account: reset };
}
