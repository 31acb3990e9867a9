import { randomUUID } from 'node:crypto';
import { MAX_WEBHOOK_ENDPOINTS } from '@horodoc/shared/pro-webhooks-api';
import type { CertificateEventType } from '@horodoc/shared/webhook-events';
import type { Db } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { lockAccount } from '../accounts/account-repository';
import { sealSecret } from '../accounts/secret-box';
import {
  countLiveWebhookEndpoints,
  insertWebhookEndpoint,
  type WebhookEndpointRow,
} from './webhook-endpoint-repository';
import { newWebhookSecret } from './webhook-secret-repository';

export type CreateWebhookEndpointResult =
  | { kind: 'created'; endpoint: WebhookEndpointRow; secret: string }
  | { kind: 'too_many' };

/**
 * A new endpoint of the account, told from now on of the events it names (all certificate events when none)
 * of the certificates the account creates in `mode`. Its `whsec_` secret is made here, stored sealed under
 * the master key with the endpoint's id bound, and returned in plain to this caller only (it is shown once).
 * The URL must have passed the target guard already, as an upload's does.
 */
export async function createWebhookEndpoint(options: {
  db: Db;
  masterKey: Buffer;
  accountId: string;
  url: string;
  mode: ApiMode;
  events?: readonly CertificateEventType[];
  description?: string;
}): Promise<CreateWebhookEndpointResult> {
  return options.db.transaction(async (tx) => {
    // Locked, so two creations at once cannot both pass the count.
    await lockAccount(tx, options.accountId);
    if ((await countLiveWebhookEndpoints(tx, options.accountId)) >= MAX_WEBHOOK_ENDPOINTS) {
      return { kind: 'too_many' as const };
    }
    const id = randomUUID();
    const secret = newWebhookSecret();
    const sealed = sealSecret(options.masterKey, id, secret);
    const endpoint = await insertWebhookEndpoint(tx, {
      id,
      accountId: options.accountId,
      url: options.url,
      mode: options.mode,
      events: options.events ? [...options.events] : null,
      description: options.description || null,
      secretCiphertext: sealed.ciphertext,
      secretIv: sealed.iv,
      secretTag: sealed.tag,
    });
    return { kind: 'created' as const, endpoint, secret };
  });
}
