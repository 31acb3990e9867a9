import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { sessions } from '../../adapters/db/schema/accounts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: Db,
  values: { accountId: string; keyId: string; expiresAt: Date },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row as SessionRow;
}

/** A session key that may still sign: not expired at `now`, not revoked. */
export async function findLiveSession(db: Db, keyId: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.keyId, keyId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row;
}
