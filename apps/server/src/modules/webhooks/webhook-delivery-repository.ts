import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { rowsOf } from '../../adapters/db/rows';
import { webhookDeliveries } from '../../adapters/db/schema/webhooks';
import { derivedStatus } from '../certificate-view/certificate-view';
import { type HostOutcome, type HostPolicy, hostOutcomeStatement } from './webhook-host-repository';

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
      on conflict (certificate_id, account_id, event) where endpoint_id is null do nothing
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
          select 1 from webhook_deliveries d
          where d.batch_id = ab.id and d.event = 'batch.settled' and d.endpoint_id is null)
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
      on conflict (certificate_id, account_id, event) where endpoint_id is null do nothing
      returning id`),
  );
  return rows.length;
}

/**
 * What this instance may start: how many tries in all, and per host beside those it has under way (`busy`, by
 * host): `perHost` to a host in good standing, `policy.probationSlots` to one on probation, one to a host
 * that left `policy.tripAfter` tries in a row unanswered, none while it is paused.
 */
export interface DeliverySlots {
  limit: number;
  perHost: number;
  busy: ReadonlyMap<string, number>;
  policy: HostPolicy;
}

/** Whether the host `h` is in good standing: it answered its latest try. */
const inGoodStanding = sql`(h.answering_since is not null and h.failures = 0)`;

/**
 * The hosts with deliveries pending and not paused, each with the slots it has left (`free`, zero or less when
 * all are taken) and whether it is on probation. Found one index seek per host (a loose scan of
 * `webhook_deliveries_pending_host_idx`), so however long a backlog held back, looking past it costs nothing.
 */
function openHosts({ perHost, busy, policy }: Omit<DeliverySlots, 'limit'>, at: string) {
  return sql`
    recursive hosts as (
      (select d.host from webhook_deliveries d where d.status = 'pending' order by d.host limit 1)
      union all
      select (select d.host from webhook_deliveries d where d.status = 'pending' and d.host > hosts.host
        order by d.host limit 1)
      from hosts where hosts.host is not null
    ), open_hosts as (
      select hosts.host, not coalesce(${inGoodStanding}, false) as probation,
        (case when coalesce(h.failures, 0) >= ${policy.tripAfter}::int then 1
          when ${inGoodStanding} then ${perHost}::int else ${policy.probationSlots}::int end)
          - coalesce((${JSON.stringify(Object.fromEntries(busy))}::jsonb ->> hosts.host)::int, 0) as free
      from hosts left join webhook_hosts h on h.host = hosts.host
      where hosts.host is not null and (h.paused_until is null or h.paused_until <= ${at}::timestamptz)
    )`;
}

/** A leased delivery, and whether its host was on probation when claimed (its slot counts in their share). */
export type ClaimedDelivery = WebhookDeliveryRow & { probation: boolean };

/**
 * Leases up to `limit` deliveries due at `now` for `leaseMs`, in one statement: another instance skips rows
 * being sent (`skip locked`) and, should this one die mid-send, takes them again when the lease ends. No more
 * per host than its free slots, no more than `probationLimit` to hosts on probation, hosts in good standing
 * first, and hosts served in turn (every host's first before any host's second, each host's earliest first).
 */
export async function claimDueDeliveries(
  db: Db,
  options: { now: Date; leaseMs: number; slots: DeliverySlots & { probationLimit: number } },
): Promise<ClaimedDelivery[]> {
  const { now, slots } = options;
  if (slots.limit <= 0) return [];
  const at = now.toISOString();
  const picked = sql`
    with ${openHosts(slots, at)}, due as (
      select c.id, c.next_attempt_at, c.rank, o.probation
      from open_hosts o cross join lateral (
        select d.id, d.next_attempt_at, row_number() over (order by d.next_attempt_at, d.id) as rank
        from webhook_deliveries d
        where d.status = 'pending' and d.host = o.host and d.next_attempt_at <= ${at}::timestamptz
        order by d.next_attempt_at, d.id limit o.free) c
      where o.free > 0 and (not o.probation or ${slots.probationLimit}::int > 0)
    ), eligible as (
      select id, probation, rank, next_attempt_at,
        row_number() over (partition by probation order by rank, next_attempt_at) as in_tier
      from due
    )
    select id from eligible where not probation or in_tier <= ${slots.probationLimit}::int
    order by probation, rank, next_attempt_at limit ${slots.limit}::int`;
  return db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + options.leaseMs) })
    .where(
      sql`${webhookDeliveries.id} in (select id from webhook_deliveries where id in (${picked}) for update skip locked)`,
    )
    .returning({
      ...getTableColumns(webhookDeliveries),
      probation: sql<boolean>`not exists (select 1 from webhook_hosts h
        where h.host = ${webhookDeliveries.host} and ${inGoodStanding})`,
    });
}

/**
 * Records one try and what follows from it (delivered, again at `nextAttemptAt`, or given up), and what it
 * showed of its host, in one statement: one round trip per try, however many tries end at once.
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
    policy: HostPolicy;
  },
): Promise<void> {
  const { delivery, outcome, statusCode, error } = attempt;
  const number = delivery.attempts + 1;
  const at = attempt.attemptedAt.toISOString();
  const nextAt = outcome.status === 'pending' ? outcome.nextAttemptAt.toISOString() : null;
  await db.execute(sql`
    with tried as (
      insert into webhook_attempts (delivery_id, attempt, attempted_at, status_code, error, duration_ms)
      values (${delivery.id}::uuid, ${number}::int, ${at}::timestamptz, ${statusCode}::int, ${error}::text,
        ${attempt.durationMs}::int)
    ), moved as (
      update webhook_deliveries set attempts = ${number}::int,
        status = ${outcome.status}::webhook_delivery_status,
        last_status_code = ${statusCode}::int, last_error = ${error}::text,
        next_attempt_at = coalesce(${nextAt}::timestamptz, next_attempt_at),
        delivered_at = case when ${outcome.status} = 'delivered' then ${at}::timestamptz else delivered_at end
      where id = ${delivery.id}::uuid
    )
    ${hostOutcomeStatement({ host: delivery.host, outcome: attempt.host, at: attempt.attemptedAt, policy: attempt.policy })}`);
}

/**
 * When this instance next has a delivery to start, with `slots` as they are: the earliest due on a host with a
 * free slot and not paused, or the end of a pause holding deliveries back; null when none is pending. A host
 * whose slots are all taken is left out: the end of one of its tries wakes the job instead.
 */
export async function nextDeliveryDueAt(
  db: Db,
  options: { now: Date; slots: Omit<DeliverySlots, 'limit'>; probationAllowed: boolean },
): Promise<Date | null> {
  const at = options.now.toISOString();
  const [row] = rowsOf<{ at: Date | string | null }>(
    await db.execute(sql`
      with ${openHosts(options.slots, at)}
      select least(
        (select min(first.next_attempt_at) from open_hosts o cross join lateral (
          select d.next_attempt_at from webhook_deliveries d where d.status = 'pending' and d.host = o.host
          order by d.next_attempt_at limit 1) first
          where o.free > 0 and (not o.probation or ${options.probationAllowed}::boolean)),
        (select min(h.paused_until) from webhook_hosts h
          where h.paused_until > ${at}::timestamptz
            and exists (select 1 from webhook_deliveries d where d.host = h.host and d.status = 'pending'))
      ) as at`),
  );
  return row?.at ? new Date(row.at) : null;
}

/**
 * Where the account's latest per-upload (or per-batch) webhook was addressed, if it ever had one. An
 * endpoint's address is left out: its receiver verifies with the endpoint's secret, not the account's.
 */
export async function findLatestWebhookUrl(db: Db, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ url: webhookDeliveries.url })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.accountId, accountId), isNull(webhookDeliveries.endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(1);
  return row?.url ?? null;
}

/** When the rows written now are due: by the database's clock, or the pass's own when it reads earlier. */
export const dueBy = (dueAt: Date | undefined) =>
  dueAt ? sql`least(now(), ${dueAt.toISOString()}::timestamptz)` : sql`now()`;

/** Ids as one text parameter turned into a uuid array: one bound value however many ids there are. */
export const uuidArray = (ids: readonly string[]) => sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;
