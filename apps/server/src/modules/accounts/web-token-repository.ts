import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { webTokens } from '../../adapters/db/schema/accounts';

export type WebTokenRow = typeof webTokens.$inferSelect;

export async function insertWebToken(
  db: Db,
  values: { accountId: string; tokenHash: string; expiresAt: Date },
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

/** Revokes one token; revoking it again changes nothing. */
export async function revokeWebToken(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(webTokens)
    .set({ revokedAt: now })
    .where(and(eq(webTokens.id, id), isNull(webTokens.revokedAt)));
}
