import type { Db } from '../../adapters/db/database';
import { findAccountByEmail, isAccountOpened } from './account-repository';

/**
 * Whether an account is already open with this e-mail (signup, section 5). A signup whose payment never
 * went through does not count: its owner may start again with the same password.
 */
export async function checkEmail(options: { db: Db; email: string }): Promise<{ exists: boolean }> {
  const account = await findAccountByEmail(options.db, options.email);
  return { exists: account ? await isAccountOpened(options.db, account.id) : false };
}
