import { refusal, webhookUrlDetails } from '../errors';
import { checkWebhookTarget } from '../modules/webhooks/webhook-target-guard';

/**
 * A webhook URL given with a request is refused at once rather than found unreachable at the first send:
 * https, and no private address once resolved (http and local addresses too in embedded mode).
 */
export async function refuseUnsafeWebhookUrl(url: string | undefined, allowLocal: boolean): Promise<void> {
  if (!url) return;
  const target = await checkWebhookTarget(url, { allowLocal });
  if (target.kind !== 'ok') throw refusal(target.kind, { details: webhookUrlDetails(target) });
}
