import { randomUUID } from 'node:crypto';
import type { ProCertificateStatusResponse } from '@horodoc/shared/pro-api';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import { sendSignedWebhook, type WebhookSender } from './send-signed-webhook';
import { findLatestWebhookUrl } from './webhook-delivery-repository';
import type { WebhookUrlRefusal } from './webhook-target-guard';

/** A certificate that exists nowhere, so that a receiver can tell the sample from a real event. */
const SAMPLE_CERTIFICATE: Omit<ProCertificateStatusResponse, 'certificate_url'> = {
  success: true,
  certificate_id: '00000000-0000-4000-8000-000000000000',
  status: 'completed',
  file_hash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  file_name: 'exemple.pdf',
  blockchain_tx_hash: `0x${'0'.repeat(64)}`,
  blockchain_timestamp: 1_767_225_600,
  block_number: 1,
  explorer_url: null,
};

export type SendTestWebhookResult =
  | { kind: 'answered'; url: string; statusCode: number }
  | { kind: 'unanswered'; url: string; error: string }
  | { kind: 'no_url' }
  | WebhookUrlRefusal;

/**
 * Sends a `webhook.test` event, signed as every webhook is (both secrets during a rotation), to `url` or else
 * where the account's latest webhook went, so an integrator can try their receiver. Sent now, not through the
 * outbox: the answer tells what the receiver said. The target passes the same guard as real webhooks, and
 * its refusal (private address, not https...) is the answer. Sent with a test key, the sample says `mode: "test"`,
 * as that key's real events do.
 */
export async function sendTestWebhook(options: {
  deps: WebhookSender;
  accountId: string;
  /** The signing key's. */
  mode: ApiMode;
  url?: string;
  now: Date;
}): Promise<SendTestWebhookResult> {
  const { deps, now } = options;
  const url = options.url ?? (await findLatestWebhookUrl(deps.db, options.accountId));
  if (!url) return { kind: 'no_url' };
  const body = JSON.stringify({
    type: 'webhook.test',
    timestamp: now.toISOString(),
    data: {
      ...SAMPLE_CERTIFICATE,
      certificate_url: null,
      ...(options.mode === 'test' ? { mode: 'test' as const } : {}),
      // As a real event echoes the labels given at upload.
      tags: ['exemple'],
      metadata: { reference: 'exemple' },
    },
  });
  const sent = await sendSignedWebhook(deps, {
    url,
    accountId: options.accountId,
    id: `test_${randomUUID()}`,
    body,
    now,
  });
  if (sent.kind === 'endpoint_deleted') throw new Error('a test webhook names no endpoint');
  return sent.kind === 'webhook_url_refused' ? sent : { ...sent, url };
}
