import type { Db } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import {
  findAccountDelivery,
  type LoggedDelivery,
  makeDeliveryDueAgain,
} from './webhook-delivery-log-repository';

export type RedeliverWebhookResult =
  | { kind: 'redelivered'; delivery: LoggedDelivery }
  | { kind: 'not_found' }
  /** Still being tried: it is sent again at its next try anyway. */
  | { kind: 'still_pending'; delivery: LoggedDelivery }
  | { kind: 'endpoint_deleted' };

/**
 * Sends one of the account's deliveries again, delivered or given up: due at once, with the same
 * `webhook-id`, its event's data read afresh, and tried again on failure as any delivery is (10 s, 20 s, 40 s…)
 * for 24 hours from now. The caller wakes the delivery job.
 */
export async function redeliverWebhook(options: {
  db: Db;
  accountId: string;
  /** The calling key's: a key redelivers what it may see. */
  mode: ApiMode;
  deliveryId: string;
  now: Date;
}): Promise<RedeliverWebhookResult> {
  const found = await findAccountDelivery(options.db, options);
  if (!found) return { kind: 'not_found' };
  if (found.status === 'pending') return { kind: 'still_pending', delivery: found };
  const due = await makeDeliveryDueAgain(options.db, options);
  if (!due) {
    // Between the read and the update it may have become pending (another redelivery): said as such.
    const again = await findAccountDelivery(options.db, options);
    if (again?.status === 'pending') return { kind: 'still_pending', delivery: again };
    return { kind: 'endpoint_deleted' };
  }
  return { kind: 'redelivered', delivery: { ...due, tries: found.tries } };
}
