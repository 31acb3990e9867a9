import type { Db } from '../../adapters/db/database';
import { insertEndpointCheckpointedDeliveries } from './endpoint-delivery-repository';
import { insertCheckpointedDeliveries } from './webhook-delivery-repository';

/**
 * The one call the checkpoint job makes when a checkpoint is final on Ethereum: the `certificate.checkpointed`
 * webhooks of the certificates it covers go to the outbox. A crash before this call loses nothing: the
 * delivery job's sweep writes any missing one.
 */
export async function notifyCertificatesCheckpointed(
  db: Db,
  checkpointIds: readonly string[],
): Promise<void> {
  if (checkpointIds.length === 0) return;
  await insertCheckpointedDeliveries(db, checkpointIds);
  await insertEndpointCheckpointedDeliveries(db, checkpointIds);
}
