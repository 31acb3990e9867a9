import type { Db } from '../../adapters/db/database';
import type { PostWebhook } from '../../adapters/http/post-webhook';
import { findCertificateById } from '../certificates/certificate-repository';
import { findCertificateSeal } from '../certificates/find-certificate-seal';
import { toProCertificateStatus } from '../certificates/to-pro-certificate-status';
import { describeSettledBatch } from './describe-settled-batch';
import { signWebhook } from './sign-webhook';
import {
  claimDueDeliveries,
  insertCheckpointedDeliveries,
  insertDueDeliveries,
  insertSettledBatchDeliveries,
  recordDeliveryAttempt,
  type WebhookDeliveryRow,
} from './webhook-delivery-repository';
import { readWebhookSigningSecrets } from './webhook-secret-repository';
import { checkWebhookTarget, type ResolveHost } from './webhook-target-guard';

/** Retries go on this long after the event, then the delivery is given up. */
const WEBHOOK_RETRY_WINDOW_MS = 24 * 3600_000;
const FIRST_RETRY_MS = 10_000;
const MAX_RETRY_MS = 2 * 3600_000;
const SEND_TIMEOUT_MS = 10_000;

/** 10 s, 20 s, 40 s… doubling after each failure, at most two hours apart. */
function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_MS);
}

export interface WebhookDeliveryDeps {
  db: Db;
  masterKey: Buffer;
  publicUrl: string;
  /** Embedded mode: http and local addresses are acceptable targets. */
  allowLocal: boolean;
  post: PostWebhook;
  resolve?: ResolveHost;
}

/**
 * One pass of the outbox: writes the webhooks of certificates settled meanwhile (the sweep), then sends
 * every delivery due at `now`, signed with its account's secret, its target checked again after DNS
 * resolution. Each try is recorded; a failure is retried with backoff for 24 hours.
 * @returns how many were sent with a 2xx answer in this pass.
 */
export async function deliverDueWebhooks(deps: WebhookDeliveryDeps, now: Date): Promise<number> {
  await insertDueDeliveries(deps.db, undefined, now);
  await insertSettledBatchDeliveries(deps.db, undefined, now);
  await insertCheckpointedDeliveries(deps.db, undefined, now);
  let delivered = 0;
  for (;;) {
    const due = await claimDueDeliveries(deps.db, { now, leaseMs: 60_000, limit: 20 });
    if (due.length === 0) return delivered;
    const results = await Promise.all(due.map((delivery) => deliverOne(deps, delivery, now)));
    delivered += results.filter(Boolean).length;
  }
}

/** What the event is about, read now: the certificate as the status call shows it, or the batch's outcome. */
async function readEventData(deps: WebhookDeliveryDeps, delivery: WebhookDeliveryRow): Promise<unknown> {
  if (delivery.batchId) return describeSettledBatch(deps.db, delivery.batchId);
  const certificate = delivery.certificateId
    ? await findCertificateById(deps.db, delivery.certificateId)
    : undefined;
  if (!certificate) throw new Error('certificate vanished');
  return toProCertificateStatus(
    certificate,
    deps.publicUrl,
    await findCertificateSeal(deps.db, certificate.id),
  );
}

async function deliverOne(
  deps: WebhookDeliveryDeps,
  delivery: WebhookDeliveryRow,
  now: Date,
): Promise<boolean> {
  const started = performance.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const sent = await send(deps, delivery, now);
    if ('error' in sent) error = sent.error;
    else statusCode = sent.statusCode;
  } catch (failure) {
    error = String(failure);
  }
  const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
  if (!ok && statusCode !== null) error = `HTTP ${statusCode}`;
  const next = new Date(now.getTime() + retryDelayMs(delivery.attempts + 1));
  const givenUp = next.getTime() > delivery.createdAt.getTime() + WEBHOOK_RETRY_WINDOW_MS;
  await recordDeliveryAttempt(deps.db, {
    delivery,
    attemptedAt: now,
    durationMs: Math.round(performance.now() - started),
    statusCode,
    error,
    outcome: ok
      ? { status: 'delivered' }
      : givenUp
        ? { status: 'failed' }
        : { status: 'pending', nextAttemptAt: next },
  });
  return ok;
}

/** Posts one delivery where its URL leads now: its answer's status, or why there is none. */
async function send(
  deps: WebhookDeliveryDeps,
  delivery: WebhookDeliveryRow,
  now: Date,
): Promise<{ statusCode: number } | { error: string }> {
  const checked = await checkWebhookTarget(delivery.url, {
    allowLocal: deps.allowLocal,
    resolve: deps.resolve,
  });
  if (checked.kind !== 'ok') return { error: `webhook_url refusée (${checked.reason})` };
  const { kind: _ok, ...target } = checked;
  const body = JSON.stringify({
    type: delivery.event,
    timestamp: delivery.createdAt.toISOString(),
    data: await readEventData(deps, delivery),
  });
  const secrets = await readWebhookSigningSecrets(deps.db, deps.masterKey, delivery.accountId, now);
  const headers = signWebhook({
    secrets,
    id: delivery.id,
    timestampSeconds: Math.floor(now.getTime() / 1000),
    body,
  });
  return deps.post({ ...target, headers, body, timeoutMs: SEND_TIMEOUT_MS });
}
