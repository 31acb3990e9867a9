import { sql } from 'drizzle-orm';
import type { Db } from '../../adapters/db/database';
import { rowsOf } from '../../adapters/db/rows';
import { derivedStatus } from '../certificate-view/certificate-view';
import { dueBy, uuidArray } from './webhook-delivery-repository';

/*
 * The outbox rows of the accounts' webhook endpoints, beside those of the per-upload `webhook_url`: an endpoint
 * is told of the certificates its account created through the API, in its mode, after it was made, for the
 * events its filter names. A unique index per certificate, endpoint and event makes writing twice (the engine
 * and the sweep, two instances) add nothing. Driven from the endpoints: an account with none costs nothing.
 */

/** Which endpoints hear of certificate `c`'s event `event`: its account's, its mode, made before it. */
const endpointsOf = sql.raw(`webhook_endpoints e on e.account_id = c.account_id and e.deleted_at is null
        and e.mode = c.mode and e.created_at <= c.created_at`);
const subscribed = sql.raw('(e.events is null or ev.event = any(e.events))');

/**
 * Writes the endpoints' rows of the final state (`certificate.completed`, `.failed`, `.expired`) and the
 * Ethereum finality (`certificate.finalized`) of settled certificates.
 * @param certificateIds only these; otherwise the certificates of the last three days (the sweep).
 * @param dueAt the pass's own clock, as for `insertDueDeliveries`.
 */
export async function insertEndpointDeliveries(
  db: Db,
  certificateIds?: readonly string[],
  dueAt?: Date,
): Promise<number> {
  const only = certificateIds
    ? sql`c.id = any(${uuidArray(certificateIds)})`
    : sql`c.created_at > now() - interval '3 days'`;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into webhook_deliveries (certificate_id, account_id, endpoint_id, url, event, payload, next_attempt_at)
      select c.id, e.account_id, e.id, e.url, ev.event, jsonb_build_object('type', ev.event), ${dueBy(dueAt)}
      from certificates c
      join ${endpointsOf}
      left join anchor_batches b on b.id = c.batch_id
      cross join lateral (values
        (case when ${derivedStatus('c', 'b')} in ('completed', 'failed', 'expired') then 'certificate.' || ${derivedStatus('c', 'b')} end),
        (case when b.state = 'confirmed' and b.finalized_at is not null then 'certificate.finalized' end)) as ev(event)
      where ${only} and c.source = 'api' and ev.event is not null and ${subscribed}
      on conflict (certificate_id, endpoint_id, event) where endpoint_id is not null do nothing
      returning id`),
  );
  return rows.length;
}

/**
 * Writes the endpoints' `certificate.checkpointed` rows of the certificates a final checkpoint covers.
 * @param checkpointIds only these; otherwise the checkpoints made final in the last three days (the sweep).
 * @param dueAt as for {@link insertEndpointDeliveries}.
 */
export async function insertEndpointCheckpointedDeliveries(
  db: Db,
  checkpointIds?: readonly string[],
  dueAt?: Date,
): Promise<number> {
  const only = checkpointIds
    ? sql`k.id = any(${uuidArray(checkpointIds)})`
    : sql`k.final_at > now() - interval '3 days'`;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into webhook_deliveries (certificate_id, account_id, endpoint_id, url, event, payload, next_attempt_at)
      select c.id, e.account_id, e.id, e.url, ev.event, jsonb_build_object('type', ev.event), ${dueBy(dueAt)}
      from checkpoints k
      join anchor_batches b on b.checkpoint_id = k.id and b.state = 'confirmed'
      join certificates c on c.batch_id = b.id and c.status = 'pending'
      join ${endpointsOf}
      cross join (values ('certificate.checkpointed')) as ev(event)
      where ${only} and k.state = 'final' and c.source = 'api' and ${subscribed}
      on conflict (certificate_id, endpoint_id, event) where endpoint_id is not null do nothing
      returning id`),
  );
  return rows.length;
}
