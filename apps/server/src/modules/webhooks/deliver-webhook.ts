import { WEBHOOK_RETRY, webhookRetryDelayMs } from '@horodoc/shared/webhook-events';
import type { Db } from '../../adapters/db/database';
import { findCertificateById } from '../certificates/certificate-repository';
import { findCertificateSeal } from '../certificates/find-certificate-seal';
import { findUploadLabels } from '../certificates/find-upload-labels';
import { toProCertificateStatus } from '../certificates/to-pro-certificate-status';
import { describeSettledBatch } from './describe-settled-batch';
import { type SentWebhook, sendSignedWebhook, type WebhookSender } from './send-signed-webhook';
import { recordDeliveryAttempt, type WebhookDeliveryRow } from './webhook-delivery-repository';
import type { HostOutcome, HostPolicy } from './webhook-host-repository';

/**
 * A host that has not answered yet, or has stopped answering, gets two tries at a time until it answers. One
 * that leaves three tries in a row unanswered is paused 10 s, then 20 s, 40 s… up to 10 minutes while it
 * keeps failing, and let through one try at a time: its deliveries wait (no retry is spent), and other hosts
 * never see it.
 */
export const HOST_POLICY: HostPolicy = {
  probationSlots: 2,
  tripAfter: 3,
  firstPauseMs: 10_000,
  maxPauseMs: 600_000,
};

/** What the delivery job uses: how webhooks leave, and how many tries may be under way at once. */
export interface WebhookDeliveryDeps extends WebhookSender {
  publicUrl: string;
  /** Tries under way at once in this instance, and to one host in good standing. */
  concurrency: number;
  hostConcurrency: number;
}

/**
 * Sends one leased delivery (signed, its target checked again after resolution) and records the try:
 * delivered on a 2xx, else retried with backoff (`WEBHOOK_RETRY`: 10 s, 20 s, 40 s… at most 2 h apart) for
 * 24 hours after the event or its latest redelivery; what the try says of its host is recorded too. A
 * delivery whose endpoint was deleted is given up at once.
 * @returns whether it was delivered.
 */
export async function deliverWebhook(
  deps: WebhookDeliveryDeps,
  delivery: WebhookDeliveryRow,
  now: Date,
): Promise<boolean> {
  const started = performance.now();
  let sent: SentWebhook | NotSent;
  try {
    const body = JSON.stringify({
      type: delivery.event,
      timestamp: delivery.createdAt.toISOString(),
      data: await readEventData(deps.db, deps.publicUrl, delivery),
    });
    sent = await sendSignedWebhook(deps, {
      url: delivery.url,
      accountId: delivery.accountId,
      endpointId: delivery.endpointId,
      id: delivery.id,
      body,
      now,
    });
  } catch (failure) {
    sent = { kind: 'not_sent', error: String(failure) };
  }
  const statusCode = sent.kind === 'answered' ? sent.statusCode : null;
  const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
  const next = new Date(now.getTime() + webhookRetryDelayMs(delivery.attempts + 1));
  const windowStart = (delivery.redeliveredAt ?? delivery.createdAt).getTime();
  const givenUp = sent.kind === 'endpoint_deleted' || next.getTime() > windowStart + WEBHOOK_RETRY.windowMs;
  await recordDeliveryAttempt(deps.db, {
    delivery,
    attemptedAt: now,
    durationMs: Math.round(performance.now() - started),
    statusCode,
    error: errorOf(sent),
    outcome: ok
      ? { status: 'delivered' }
      : givenUp
        ? { status: 'failed' }
        : { status: 'pending', nextAttemptAt: next },
    host: hostOutcomeOf(sent),
    policy: HOST_POLICY,
  });
  return ok;
}

/** A try that failed on this side (its certificate unreadable, the database away): its host is not judged. */
type NotSent = { kind: 'not_sent'; error: string };

function errorOf(sent: SentWebhook | NotSent): string | null {
  if (sent.kind === 'answered')
    return sent.statusCode >= 200 && sent.statusCode < 300 ? null : `HTTP ${sent.statusCode}`;
  if (sent.kind === 'webhook_url_refused') return `webhook_url refusée (${sent.reason})`;
  if (sent.kind === 'endpoint_deleted') return 'point de terminaison supprimé';
  return sent.error;
}

/** A name that does not resolve is a receiver down like one that does not answer; a refused address was never tried. */
function hostOutcomeOf(sent: SentWebhook | NotSent): HostOutcome {
  if (sent.kind === 'answered') return 'answered';
  if (sent.kind === 'unanswered') return 'unanswered';
  if (sent.kind === 'webhook_url_refused' && sent.reason === 'unresolvable') return 'unanswered';
  return 'not_tried';
}

/**
 * What the event is about, read now: the certificate as the status call shows it, with the account's own tags
 * and metadata of it, or the batch's outcome.
 */
async function readEventData(db: Db, publicUrl: string, delivery: WebhookDeliveryRow): Promise<unknown> {
  if (delivery.batchId) return describeSettledBatch(db, delivery.batchId);
  const certificate = delivery.certificateId
    ? await findCertificateById(db, delivery.certificateId)
    : undefined;
  if (!certificate) throw new Error('certificate vanished');
  const [seal, labels] = await Promise.all([
    findCertificateSeal(db, certificate.id),
    findUploadLabels(db, delivery.accountId, certificate.id),
  ]);
  return { ...toProCertificateStatus(certificate, delivery.accountId, publicUrl, seal), ...labels };
}
