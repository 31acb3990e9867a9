import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { isUniqueViolation } from '../../adapters/db/postgres-errors';
import { accounts, apiKeys } from '../../adapters/db/schema/accounts';

export type AccountRow = typeof accounts.$inferSelect;

export async function findAccountByEmail(db: Db | Tx, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

export async function findAccountById(db: Db | Tx, id: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** Locks the account for the rest of the transaction: its first API key is created once. */
export async function lockAccount(tx: Tx, id: string): Promise<AccountRow> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
  if (!row) throw new Error(`account ${id} vanished`);
  return row;
}

/**
 * Creates an account with its password hash.
 * @returns undefined when the e-mail is taken meanwhile (unique index).
 */
export async function insertAccount(
  db: Db,
  values: { email: string; passwordHash: string; companyName: string | null },
): Promise<AccountRow | undefined> {
  try {
    const [row] = await db.insert(accounts).values(values).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Gives an unfinished signup a new password and company (see `startSignup`). */
export async function resetUnfinishedAccount(
  db: Db,
  id: string,
  values: { passwordHash: string; companyName: string | null },
): Promise<AccountRow> {
  const [row] = await db.update(accounts).set(values).where(eq(accounts.id, id)).returning();
  return row as AccountRow;
}

/** Sets a new password hash (a reset); answers the account's e-mail. */
export async function setAccountPassword(
  tx: Tx,
  id: string,
  passwordHash: string,
): Promise<string | undefined> {
  const [row] = await tx
    .update(accounts)
    .set({ passwordHash })
    .where(eq(accounts.id, id))
    .returning({ email: accounts.email });
  return row?.email;
}

/**
 * Whether the account was ever opened: it holds an API key, credits were bought for it, or it signed in on
 * the web. An account that is none of these is a signup whose payment never went through.
 */
export async function isAccountOpened(db: Db | Tx, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({
      opened: sql<boolean>`exists (select 1 from ${apiKeys} where ${apiKeys.accountId} = ${accountId})
        or exists (select 1 from credit_ledger where account_id = ${accountId} and reason = 'purchase')
        or exists (select 1 from web_tokens where account_id = ${accountId})`,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.opened === true;
}
