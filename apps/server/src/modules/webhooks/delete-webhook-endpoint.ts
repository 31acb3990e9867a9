import type { Db } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { markWebhookEndpointDeleted, type WebhookEndpointRow } from './webhook-endpoint-repository';

export type DeleteWebhookEndpointResult =
  | { kind: 'deleted'; endpoint: WebhookEndpointRow }
  | { kind: 'not_found' };

/**
 * Deletes an endpoint: no new delivery is written for it, and those still pending are given up at their next
 * try (its secret no longer signs). Its deliveries stay in the log. One not of `modes` (when given: what the
 * caller may manage) is not found, as another account's is.
 */
export async function deleteWebhookEndpoint(options: {
  db: Db;
  accountId: string;
  endpointId: string;
  modes?: readonly ApiMode[];
  now: Date;
}): Promise<DeleteWebhookEndpointResult> {
  const endpoint = await markWebhookEndpointDeleted(options.db, { ...options, at: options.now });
  return endpoint ? { kind: 'deleted', endpoint } : { kind: 'not_found' };
}
