import type { Db } from '../../adapters/db/database';
import { findCertificateById } from '../certificates/certificate-repository';
import { findCertificateSeal } from '../certificates/find-certificate-seal';
import { toProCertificateStatus } from '../certificates/to-pro-certificate-status';
import { describeSettledBatch } from './describe-settled-batch';
import { type SentWebhook, sendSignedWebhook, type WebhookSender } from './send-signed-webhook';
import { recordDeliveryAttempt, type WebhookDeliveryRow } from './webhook-delivery-repository';
import type { HostOutcome, HostPolicy } from './webhook-host-repository';

/** Retries go on this long after the event, then the delivery is given up. */
const WEBHOOK_RETRY_WINDOW_MS = 24 * 3600_000;
const FIRST_RETRY_MS = 10_000;
const MAX_RETRY_MS = 2 * 3600_000;

/** 10 s, 20 s, 40 s… doubling after each failure, at most two hours apart. */
function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_MS);
}

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
 * delivered on a 2xx, else retried with backoff for 24 hours; what the try says of its host is recorded too.
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
      id: delivery.id,
      body,
      now,
    });
  } catch (failure) {
    sent = { kind: 'not_sent', error: String(failure) };
  }
  const statusCode = sent.kind === 'answered' ? sent.statusCode : null;
  const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
  const next = new Date(now.getTime() + retryDelayMs(delivery.attempts + 1));
  const givenUp = next.getTime() > delivery.createdAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
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
  return sent.error;
}

/** A name that does not resolve is a receiver down like one that does not answer; a refused address was never tried. */
function hostOutcomeOf(sent: SentWebhook | NotSent): HostOutcome {
  if (sent.kind === 'answered') return 'answered';
  if (sent.kind === 'unanswered') return 'unanswered';
  if (sent.kind === 'webhook_url_refused' && sent.reason === 'unresolvable') return 'unanswered';
  return 'not_tried';
}

/** What the event is about, read now: the certificate as the status call shows it, or the batch's outcome. */
async function readEventData(db: Db, publicUrl: string, delivery: WebhookDeliveryRow): Promise<unknown> {
  if (delivery.batchId) return describeSettledBatch(db, delivery.batchId);
  const certificate = delivery.certificateId
    ? await findCertificateById(db, delivery.certificateId)
    : undefined;
  if (!certificate) throw new Error('certificate vanished');
  return toProCertificateStatus(certificate, publicUrl, await findCertificateSeal(db, certificate.id));
}
