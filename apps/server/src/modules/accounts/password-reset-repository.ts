import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { passwordResets } from '../../adapters/db/schema/accounts';

export async function insertPasswordReset(
  db: Db,
  values: { accountId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/**
 * Uses a reset link, once: the one conditional update that marks it used, if it is unused and not past its
 * end at `now`. Two clicks racing get one account id between them.
 * @returns the account the link resets, or undefined.
 */
export async function usePasswordReset(tx: Tx, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ accountId: passwordResets.accountId });
  return row?.accountId;
}

/** Ends every unused link of an account (the password was just reset with one of them). */
export async function endAccountPasswordResets(tx: Tx, accountId: string, now: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
}
