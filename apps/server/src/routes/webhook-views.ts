import type { WebhookDeliveryView, WebhookEndpointView } from '@horodoc/shared/pro-webhooks-api';
import type { LoggedDelivery } from '../modules/webhooks/webhook-delivery-log-repository';
import type { WebhookEndpointRow } from '../modules/webhooks/webhook-endpoint-repository';

/** An endpoint as listed: never its secret. */
export function toWebhookEndpointView(endpoint: WebhookEndpointRow): WebhookEndpointView {
  return {
    endpoint_id: endpoint.id,
    url: endpoint.url,
    mode: endpoint.mode,
    events: endpoint.events,
    description: endpoint.description,
    created_at: endpoint.createdAt.toISOString(),
  };
}

/** A delivery of the log, with every try. */
export function toWebhookDeliveryView(delivery: LoggedDelivery): WebhookDeliveryView {
  return {
    delivery_id: delivery.id,
    event: delivery.event,
    url: delivery.url,
    endpoint_id: delivery.endpointId,
    certificate_id: delivery.certificateId,
    batch_id: delivery.batchId,
    status: delivery.status,
    created_at: delivery.createdAt.toISOString(),
    delivered_at: delivery.deliveredAt?.toISOString() ?? null,
    redelivered_at: delivery.redeliveredAt?.toISOString() ?? null,
    next_attempt_at: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
    attempts: delivery.tries.map((attempt) => ({
      attempt: attempt.attempt,
      attempted_at: attempt.attemptedAt.toISOString(),
      status_code: attempt.statusCode,
      error: attempt.error,
      duration_ms: attempt.durationMs,
    })),
  };
}
