import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { webTokens } from '../../adapters/db/schema/accounts';

export type WebTokenRow = typeof webTokens.$inferSelect;

export async function insertWebToken(
  db: Db,
  values: { accountId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<WebTokenRow> {
  const [row] = await db.insert(webTokens).values(values).returning();
  return row as WebTokenRow;
}

/** A token that still opens its account: not expired at `now`, not revoked. */
export async function findLiveWebToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<WebTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(webTokens)
    .where(
      and(eq(webTokens.tokenHash, tokenHash), isNull(webTokens.revokedAt), gt(webTokens.expiresAt, now)),
    );
  return row;
}

/** Moves a live token's end on (its use keeps it alive); a revoked token stays revoked. */
export async function renewWebToken(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db
    .update(webTokens)
    .set({ expiresAt })
    .where(and(eq(webTokens.id, id), isNull(webTokens.revokedAt)));
}

/** Revokes every live token of an account (a password reset): each signed-in browser must sign in again. */
export async function revokeAccountWebTokens(db: Db | Tx, accountId: string, now: Date): Promise<void> {
  await db
    .update(webTokens)
    .set({ revokedAt: now })
    .where(and(eq(webTokens.accountId, accountId), isNull(webTokens.revokedAt)));
}

/** Revokes one token; revoking it again changes nothing. */
export async function revokeWebToken(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(webTokens)
    .set({ revokedAt: now })
    .where(and(eq(webTokens.id, id), isNull(webTokens.revokedAt)));
}
