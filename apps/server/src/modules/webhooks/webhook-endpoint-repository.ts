import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { webhookEndpoints } from '../../adapters/db/schema/webhooks';
import { openSecret } from '../accounts/secret-box';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
type NewWebhookEndpoint = typeof webhookEndpoints.$inferInsert;

export async function insertWebhookEndpoint(tx: Tx, values: NewWebhookEndpoint): Promise<WebhookEndpointRow> {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  return row as WebhookEndpointRow;
}

/** Not deleted, of the account, and of `modes` when given. */
const liveOf = (accountId: string, modes?: readonly ApiMode[]) =>
  and(
    eq(webhookEndpoints.accountId, accountId),
    isNull(webhookEndpoints.deletedAt),
    modes ? inArray(webhookEndpoints.mode, [...modes]) : undefined,
  );

/** The account's endpoints not deleted, oldest first; of `modes` only, when given. */
export async function listLiveWebhookEndpoints(
  db: Db,
  accountId: string,
  modes?: readonly ApiMode[],
): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(liveOf(accountId, modes))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function countLiveWebhookEndpoints(tx: Tx, accountId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(webhookEndpoints).where(liveOf(accountId));
  return row?.n ?? 0;
}

/** Marks one of the account's endpoints (of `modes`, when given) deleted; undefined when none was. */
export async function markWebhookEndpointDeleted(
  db: Db,
  options: { accountId: string; endpointId: string; modes?: readonly ApiMode[]; at: Date },
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ deletedAt: options.at })
    .where(and(eq(webhookEndpoints.id, options.endpointId), liveOf(options.accountId, options.modes)))
    .returning();
  return row;
}

/** The secret that signs an endpoint's deliveries, or null once it is deleted. */
export async function readEndpointSigningSecret(
  db: Db,
  masterKey: Buffer,
  endpointId: string,
): Promise<string | null> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.deletedAt)));
  if (!row) return null;
  return openSecret(masterKey, endpointId, {
    ciphertext: row.secretCiphertext,
    iv: row.secretIv,
    tag: row.secretTag,
  });
}
