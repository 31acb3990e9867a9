import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../adapters/db/schema/webhooks';
import type { WebhookDeliveryRow } from './webhook-delivery-repository';

export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;

/** A delivery of the log, with its tries oldest first. */
export type LoggedDelivery = WebhookDeliveryRow & { tries: WebhookAttemptRow[] };

/**
 * The mode of what a delivery tells of: its certificate's, or for `batch.settled` its batch's certificates'
 * (a batch is sent with one key, so they share it). Test keys see test deliveries only, live keys live ones.
 */
const deliveryMode = sql`(case when ${webhookDeliveries.certificateId} is not null
    then (select c.mode from certificates c where c.id = ${webhookDeliveries.certificateId})
    else (select c.mode from api_uploads u join certificates c on c.id = u.certificate_id
      where u.batch_id = ${webhookDeliveries.batchId} limit 1) end)`;

/** Where a page of the log ends: the last delivery's creation instant (to the microsecond) and id. */
export interface LogPosition {
  at: string;
  id: string;
}

/**
 * The account's deliveries of `mode`, newest first by (created_at, id), after `position` when given, filtered,
 * `limit + 1` of them (so the caller knows whether a page follows), each with its tries.
 */
export async function findAccountDeliveries(
  db: Db,
  options: {
    accountId: string;
    mode: ApiMode;
    limit: number;
    position?: LogPosition;
    status?: WebhookDeliveryRow['status'];
    endpointId?: string;
    certificateId?: string;
  },
): Promise<Array<LoggedDelivery & { position: string }>> {
  const conditions: (SQL | undefined)[] = [
    eq(webhookDeliveries.accountId, options.accountId),
    sql`${deliveryMode} = ${options.mode}`,
    options.position &&
      sql`(${webhookDeliveries.createdAt}, ${webhookDeliveries.id}) < (${options.position.at}::timestamptz, ${options.position.id}::uuid)`,
    options.status && eq(webhookDeliveries.status, options.status),
    options.endpointId !== undefined ? eq(webhookDeliveries.endpointId, options.endpointId) : undefined,
    options.certificateId !== undefined
      ? eq(webhookDeliveries.certificateId, options.certificateId)
      : undefined,
  ];
  const rows = await db
    .select({
      delivery: webhookDeliveries,
      position: sql<string>`to_char(${webhookDeliveries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(webhookDeliveries)
    .where(and(...conditions))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(options.limit + 1);
  const tries = await findTries(
    db,
    rows.map((row) => row.delivery.id),
  );
  return rows.map(({ delivery, position }) => ({
    ...delivery,
    tries: tries.get(delivery.id) ?? [],
    position,
  }));
}

/** One of the account's deliveries of `mode`, with its tries. */
export async function findAccountDelivery(
  db: Db,
  options: { accountId: string; mode: ApiMode; deliveryId: string },
): Promise<LoggedDelivery | undefined> {
  const [delivery] = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.id, options.deliveryId),
        eq(webhookDeliveries.accountId, options.accountId),
        sql`${deliveryMode} = ${options.mode}`,
      ),
    );
  if (!delivery) return undefined;
  return { ...delivery, tries: (await findTries(db, [delivery.id])).get(delivery.id) ?? [] };
}

/**
 * Makes a delivered or failed delivery due again at `now`, its 24 hours of tries counting from then, with the
 * same id (so the same `webhook-id`: a receiver that already handled it knows it). One still pending, or
 * whose endpoint was deleted, is left as it is.
 */
export async function makeDeliveryDueAgain(
  db: Db,
  options: { deliveryId: string; now: Date },
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: options.now, redeliveredAt: options.now })
    .where(
      and(
        eq(webhookDeliveries.id, options.deliveryId),
        sql`${webhookDeliveries.status} <> 'pending'`,
        sql`(${webhookDeliveries.endpointId} is null or exists (select 1 from ${webhookEndpoints} e
          where e.id = ${webhookDeliveries.endpointId} and e.deleted_at is null))`,
      ),
    )
    .returning();
  return row;
}

async function findTries(db: Db, deliveryIds: string[]): Promise<Map<string, WebhookAttemptRow[]>> {
  const tries = new Map<string, WebhookAttemptRow[]>();
  if (deliveryIds.length === 0) return tries;
  const rows = await db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds))
    .orderBy(asc(webhookAttempts.deliveryId), asc(webhookAttempts.attempt), asc(webhookAttempts.attemptedAt));
  for (const row of rows) {
    const list = tries.get(row.deliveryId) ?? [];
    list.push(row);
    tries.set(row.deliveryId, list);
  }
  return tries;
}
