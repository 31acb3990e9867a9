import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { rowsOf } from '../../adapters/db/rows';
import { webhookAttempts, webhookDeliveries, webhookHosts } from '../../adapters/db/schema/webhooks';
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
 * What this instance may start: how many tries in all, and per host, beside those it has under way (`busy`,
 * by host). A host that left `tripAfter` tries in a row unanswered gets one try at a time, and none while it
 * is paused.
 */
export interface DeliverySlots {
  limit: number;
  perHost: number;
  busy: ReadonlyMap<string, number>;
  tripAfter: number;
}

/** The slots left to a delivery's host `d` (its `webhook_hosts` row `h`, if any). */
const freeSlotsOfHost = (slots: Omit<DeliverySlots, 'limit'>) =>
  sql`(case when coalesce(h.failures, 0) >= ${slots.tripAfter}::int then 1 else ${slots.perHost}::int end)
    - coalesce((${JSON.stringify(Object.fromEntries(slots.busy))}::jsonb ->> d.host)::int, 0)`;

/**
 * Takes up to `limit` deliveries due at `now`, earliest first, no more per host than its free slots, and
 * leases them for `leaseMs`: another instance skips rows being sent (`skip locked`) and, should this one die
 * mid-send, takes them again when the lease ends. `suspect`: only hosts that lately left a try unanswered
 * (a `webhook_hosts` row), or only the others, so that the two draw on budgets of their own.
 */
export async function claimDueDeliveries(
  db: Db,
  options: { now: Date; leaseMs: number; suspect: boolean; slots: DeliverySlots },
): Promise<WebhookDeliveryRow[]> {
  const { now, slots } = options;
  if (slots.limit <= 0) return [];
  const at = now.toISOString();
  const leaseEnd = new Date(now.getTime() + options.leaseMs);
  return db.transaction(async (tx) => {
    const due = rowsOf<{ id: string }>(
      await tx.execute(sql`
        with due as (
          select d.id, d.next_attempt_at,
            row_number() over (partition by d.host order by d.next_attempt_at, d.id) as rank,
            ${freeSlotsOfHost(slots)} as free
          from webhook_deliveries d
          left join webhook_hosts h on h.host = d.host
          where d.status = 'pending' and d.next_attempt_at <= ${at}::timestamptz
            and (h.host is not null) = ${options.suspect}::boolean
            and (h.paused_until is null or h.paused_until <= ${at}::timestamptz))
        select id from webhook_deliveries
        where id in (select id from due where rank <= free order by next_attempt_at limit ${slots.limit}::int)
        for update skip locked`),
    );
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

/** How a host behaved on one try: answered (any status), left it unanswered, or was not tried (refused). */
export type HostOutcome = 'answered' | 'unanswered' | 'not_tried';

/** When a host that keeps leaving tries unanswered is paused: after `tripAfter` in a row, then doubling. */
export interface HostPauses {
  tripAfter: number;
  firstPauseMs: number;
  maxPauseMs: number;
}

/**
 * Records one try and what follows from it (delivered, again at `nextAttemptAt`, or given up), and what it
 * says of its host: an answer clears the host's record; an unanswered try counts, and pauses the host once
 * `tripAfter` are in a row, for `firstPauseMs` doubling at each further one up to `maxPauseMs`.
 */
export async function recordDeliveryAttempt(
  db: Db,
  attempt: {
    delivery: WebhookDeliveryRow;
    attemptedAt: Date;
    durationMs: number;
    statusCode: number | null;
    error: string | null;
    outcome: { status: 'delivered' } | { status: 'pending'; nextAttemptAt: Date } | { status: 'failed' };
    host: HostOutcome;
    pauses: HostPauses;
  },
): Promise<void> {
  const number = attempt.delivery.attempts + 1;
  const { host } = attempt.delivery;
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
    if (attempt.host === 'answered') {
      await tx.delete(webhookHosts).where(eq(webhookHosts.host, host));
    } else if (attempt.host === 'unanswered') {
      const { tripAfter, firstPauseMs, maxPauseMs } = attempt.pauses;
      const failures = sql`${webhookHosts.failures} + 1`;
      await tx
        .insert(webhookHosts)
        .values({
          host,
          failures: 1,
          pausedUntil: tripAfter <= 1 ? pauseEnd(attempt.attemptedAt, firstPauseMs) : null,
        })
        .onConflictDoUpdate({
          target: webhookHosts.host,
          set: {
            failures,
            pausedUntil: sql`case when ${failures} >= ${tripAfter}::int
              then ${attempt.attemptedAt.toISOString()}::timestamptz + interval '1 millisecond'
                * least(${firstPauseMs}::float8 * power(2, ${failures} - ${tripAfter}::int), ${maxPauseMs}::float8) end`,
          },
        });
    }
  });
}

const pauseEnd = (from: Date, ms: number) => new Date(from.getTime() + ms);

/**
 * When this instance next has a delivery to start, with `slots` as they are: the earliest due on a host with a
 * free slot and not paused, or the end of a pause holding deliveries back; null when none is pending. A host
 * whose slots are all taken is left out: the end of one of its tries wakes the job instead.
 */
export async function nextDeliveryDueAt(
  db: Db,
  options: { now: Date; slots: Omit<DeliverySlots, 'limit'>; suspectsAllowed: boolean },
): Promise<Date | null> {
  const at = options.now.toISOString();
  const [row] = rowsOf<{ at: Date | string | null }>(
    await db.execute(sql`
      select least(
        (select min(d.next_attempt_at) from webhook_deliveries d
          left join webhook_hosts h on h.host = d.host
          where d.status = 'pending' and ${freeSlotsOfHost(options.slots)} > 0
            and (h.host is null or ${options.suspectsAllowed}::boolean)
            and (h.paused_until is null or h.paused_until <= ${at}::timestamptz)),
        (select min(h.paused_until) from webhook_hosts h
          where h.paused_until > ${at}::timestamptz
            and exists (select 1 from webhook_deliveries d where d.host = h.host and d.status = 'pending'))
      ) as at`),
  );
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
