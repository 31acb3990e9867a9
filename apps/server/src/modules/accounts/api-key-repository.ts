import { and, asc, count, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { apiKeys } from '../../adapters/db/schema/accounts';
import type { ApiMode } from '../../adapters/db/schema/api-mode';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type NewApiKey = typeof apiKeys.$inferInsert;

export async function insertApiKey(db: Db | Tx, values: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row as ApiKeyRow;
}

/** The account's first key, the one its signup handed out. */
export async function findFirstApiKey(db: Db | Tx, accountId: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.accountId, accountId))
    .orderBy(asc(apiKeys.createdAt))
    .limit(1);
  return row;
}

/** A key that may sign requests: known and not revoked (a rolled key's end is checked by the caller). */
export async function findUsableApiKey(db: Db, keyId: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyId, keyId), isNull(apiKeys.revokedAt)));
  return row;
}

export async function touchApiKey(db: Db, id: string, at: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
}

/** Neither revoked nor past its end at `now`. */
const liveAt = (now: Date) =>
  and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));

/** Of these modes only, when given. */
const ofModes = (modes: readonly ApiMode[] | undefined) =>
  modes ? inArray(apiKeys.mode, [...modes]) : undefined;

/** The account's keys that still sign at `now`, oldest first; of `modes` only, when given. */
export async function listLiveApiKeys(
  db: Db | Tx,
  accountId: string,
  now: Date,
  modes?: readonly ApiMode[],
): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), liveAt(now), ofModes(modes)))
    .orderBy(asc(apiKeys.createdAt));
}

export async function countLiveApiKeys(tx: Tx, accountId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), liveAt(now)));
  return row?.n ?? 0;
}

/**
 * One of the account's keys still signing at `now` (of `modes` only, when given), locked for the change about
 * to be made.
 */
export async function lockLiveApiKey(
  tx: Tx,
  accountId: string,
  keyId: string,
  now: Date,
  modes?: readonly ApiMode[],
): Promise<ApiKeyRow | undefined> {
  const [row] = await tx
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.keyId, keyId), liveAt(now), ofModes(modes)))
    .for('update');
  return row;
}

export async function setApiKeyEnd(
  tx: Tx,
  id: string,
  change: { expiresAt: Date } | { revokedAt: Date },
): Promise<ApiKeyRow> {
  const [row] = await tx.update(apiKeys).set(change).where(eq(apiKeys.id, id)).returning();
  return row as ApiKeyRow;
}
