import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { apiKeys } from '../../adapters/db/schema/accounts';

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

/** A key that may sign requests: known and not revoked. */
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
