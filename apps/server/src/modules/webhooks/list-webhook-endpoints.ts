import type { Db } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { listLiveWebhookEndpoints, type WebhookEndpointRow } from './webhook-endpoint-repository';

/** The account's endpoints not deleted, oldest first; of `modes` only when given (what the caller may see). */
export function listWebhookEndpoints(options: {
  db: Db;
  accountId: string;
  modes?: readonly ApiMode[];
}): Promise<WebhookEndpointRow[]> {
  return listLiveWebhookEndpoints(options.db, options.accountId, options.modes);
}
