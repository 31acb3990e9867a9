import type { Db } from '../../adapters/db/database';
import { insertEndpointDeliveries } from './endpoint-delivery-repository';
import { insertDueDeliveries, insertSettledBatchDeliveries } from './webhook-delivery-repository';

/**
 * The one call the anchoring makes when certificates reach a final state (completed, failed, expired):
 * their webhooks (to the uploads' URLs and to the accounts' endpoints, and `batch.settled` for a batch they
 * complete) are written to the outbox, to be sent by the delivery job. A crash before this call loses
 * nothing: the job's sweep writes any missing one within a minute.
 */
export async function notifyCertificatesSettled(db: Db, certificateIds: readonly string[]): Promise<void> {
  if (certificateIds.length === 0) return;
  await insertDueDeliveries(db, certificateIds);
  await insertSettledBatchDeliveries(db, certificateIds);
  await insertEndpointDeliveries(db, certificateIds);
}
