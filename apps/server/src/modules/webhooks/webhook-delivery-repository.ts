import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { rowsOf } from '../../adapters/db/rows';
import { webhookAttempts, webhookDeliveries } from '../../adapters/db/schema/webhooks';
import { derivedStatus } from '../certificates/certificate-view';

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * Writes the outbox rows of settled certificates for every upload that gave a webhook URL: each account that
 * sent the document is told, once per certificate and event (at the first URL it gave), of the final state
 * and of the Ethereum finality once seen. A unique index makes writing twice, from the engine and from the
 * sweep, or from two instances, add nothing.
 * @param certificateIds only these; otherwise the uploads of the last three days (the sweep): far longer
 *   than a certificate waits for its anchor, or for finality after it.
 * @param dueAt the pass's own clock: the rows are due by it as well as by the database's, so the pass that
 *   writes them sends them even when its clock reads a little earlier than the database's.
 */
export async function insertDueDeliveries(
  db: Db,
  certificateIds?: readonly string[],
  dueAt?: Date,
): Promise<number> {
  const due = dueBy(dueAt);
  const only = certificateIds
    ? sql`and u.certificate_id = any(${uuidArray(certificateIds)})`
    : sql`and u.created_at > now() - interval '3 days'`;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into webhook_deliveries (certificate_id, account_id, url, event, payload, next_attempt_at)
      select distinct on (c.id, u.account_id, e.event)
        c.id, u.account_id, u.webhook_url, e.event, jsonb_build_object('type', e.event), ${due}
      from api_uploads u
      join certificates c on c.id = u.certificate_id
      left join anchor_batches b on b.id = c.batch_id
      cross join lateral (values
        (case when ${derivedStatus('c', 'b')} in ('completed', 'failed', 'expired') then 'certificate.' || ${derivedStatus('c', 'b')} end),
        (case when b.state = 'confirmed' and b.finalized_at is not null then 'certificate.finalized' end)) as e(event)
      where u.webhook_url is not null and e.event is not null ${only}
      order by c.id, u.account_id, e.event, u.created_at
      on conflict (certificate_id, account_id, event) do nothing
      returning id`),
  );
  return rows.length;
}

/**
 * Writes the `batch.settled` outbox row of each batch that asked for a webhook and whose certificates are
 * all final now (none pending), once (a unique index per batch, account and event).
 * @param certificateIds only the batches holding these; otherwise the batches of the last three days (the sweep).
 * @param dueAt as for {@link insertDueDeliveries}.
 */
export async function insertSettledBatchDeliveries(
  db: Db,
  certificateIds?: readonly string[],
  dueAt?: Date,
): Promise<number> {
  const due = dueBy(dueAt);
  const only = certificateIds
    ? sql`and ab.id in (select u.batch_id from api_uploads u
        where u.certificate_id = any(${uuidArray(certificateIds)}))`
    : sql`and ab.created_at > now() - interval '3 days'`;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into webhook_deliveries (batch_id, account_id, url, event, payload, next_attempt_at)
      select ab.id, ab.account_id, ab.webhook_url, 'batch.settled', jsonb_build_object('type', 'batch.settled'), ${due}
      from api_batches ab
      where ab.webhook_url is not null ${only}
        and not exists (
          select 1 from webhook_deliveries d where d.batch_id = ab.id and d.event = 'batch.settled')
        and not exists (
          select 1 from api_uploads u
          join certificates c on c.id = u.certificate_id
          left join anchor_batches b on b.id = c.batch_id
          where u.batch_id = ab.id and ${derivedStatus('c', 'b')} = 'pending')
      on conflict do nothing
      returning id`),
  );
  return rows.length;
}

/**
 * Writes the `certificate.checkpointed` outbox rows of the certificates a final checkpoint covers, for every
 * upload that gave a webhook URL, once (the same unique index). The uploads may be older than the sweep's
 * three days (a first checkpoint covers the whole log), so the rows are found from the checkpoint.
 * @param checkpointIds only these; otherwise the checkpoints made final in the last three days (the sweep).
 * @param dueAt as for {@link insertDueDeliveries}.
 */
export async function insertCheckpointedDeliveries(
  db: Db,
  checkpointIds?: readonly string[],
  dueAt?: Date,
): Promise<number> {
  const due = dueBy(dueAt);
  const only = checkpointIds
    ? sql`k.id = any(${uuidArray(checkpointIds)})`
    : sql`k.final_at > now() - interval '3 days'`;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into webhook_deliveries (certificate_id, account_id, url, event, payload, next_attempt_at)
      select distinct on (c.id, u.account_id)
        c.id, u.account_id, u.webhook_url, 'certificate.checkpointed',
        jsonb_build_object('type', 'certificate.checkpointed'), ${due}
      from checkpoints k
      join anchor_batches b on b.checkpoint_id = k.id and b.state = 'confirmed'
      join certificates c on c.batch_id = b.id and c.status = 'pending'
      join api_uploads u on u.certificate_id = c.id
      where ${only} and k.state = 'final' and u.webhook_url is not null
      order by c.id, u.account_id, u.created_at
      on conflict (certificate_id, account_id, event) do nothing
      returning id`),
  );
  return rows.length;
}

/**
 * Takes up to `limit` deliveries due at `now` and leases them for `leaseMs`: another instance skips rows
 * being sent (`skip locked`) and, should this one die mid-send, takes them again when the lease ends.
 */
export async function claimDueDeliveries(
  db: Db,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<WebhookDeliveryRow[]> {
  const leaseEnd = new Date(options.now.getTime() + options.leaseMs);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, options.now)))
      .orderBy(webhookDeliveries.nextAttemptAt)
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: leaseEnd })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Records one try and what follows from it (delivered, again at `nextAttemptAt`, or given up). */
export async function recordDeliveryAttempt(
  db: Db,
  attempt: {
    delivery: WebhookDeliveryRow;
    attemptedAt: Date;
    durationMs: number;
    statusCode: number | null;
    error: string | null;
    outcome: { status: 'delivered' } | { status: 'pending'; nextAttemptAt: Date } | { status: 'failed' };
  },
): Promise<void> {
  const number = attempt.delivery.attempts + 1;
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: attempt.delivery.id,
      attempt: number,
      attemptedAt: attempt.attemptedAt,
      statusCode: attempt.statusCode,
      error: attempt.error,
      durationMs: attempt.durationMs,
    });
    await tx
      .update(webhookDeliveries)
      .set({
        attempts: number,
        status: attempt.outcome.status,
        lastStatusCode: attempt.statusCode,
        lastError: attempt.error,
        ...(attempt.outcome.status === 'pending' ? { nextAttemptAt: attempt.outcome.nextAttemptAt } : {}),
        ...(attempt.outcome.status === 'delivered' ? { deliveredAt: attempt.attemptedAt } : {}),
      })
      .where(eq(webhookDeliveries.id, attempt.delivery.id));
  });
}

/** When the earliest delivery still to send is due (a retry, or a lease that ends); null when none is. */
export async function nextDeliveryDueAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${webhookDeliveries.nextAttemptAt})` })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, 'pending'));
  return row?.at ? new Date(row.at) : null;
}

/** Where the account's latest webhook was addressed, if it ever had one. */
export async function findLatestWebhookUrl(db: Db, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ url: webhookDeliveries.url })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.accountId, accountId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(1);
  return row?.url ?? null;
}

/** When the rows written now are due: by the database's clock, or the pass's own when it reads earlier. */
const dueBy = (dueAt: Date | undefined) =>
  dueAt ? sql`least(now(), ${dueAt.toISOString()}::timestamptz)` : sql`now()`;

/** Ids as one text parameter turned into a uuid array: one bound value however many ids there are. */
const uuidArray = (ids: readonly string[]) => sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;
