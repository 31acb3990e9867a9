import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
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

/** Ends one session key (the credits page's sign-out); ending it again changes nothing. */
export async function revokeSession(db: Db, keyId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.keyId, keyId), isNull(sessions.revokedAt)));
}

/** Ends every session key of an account (a password reset): each credits page must sign in again. */
export async function revokeAccountSessions(db: Db | Tx, accountId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}

/** Notes that the password was entered again on a live session. */
export async function markSessionReauthenticated(db: Db, keyId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ reauthenticatedAt: now })
    .where(and(eq(sessions.keyId, keyId), isNull(sessions.revokedAt)));
}
