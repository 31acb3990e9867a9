import {
  redeliveredWebhookResponseSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryListResponseSchema,
  webhookDeliveryParamsSchema,
} from '@horodoc/shared/pro-webhooks-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { AppError, refusal } from '../errors';
import { findWebhookDeliveries } from '../modules/webhooks/find-webhook-deliveries';
import { redeliverWebhook } from '../modules/webhooks/redeliver-webhook';
import { signedCaller } from '../plugins/request-signature';
import { toWebhookDeliveryView } from './webhook-views';

/** What the delivery log uses: the database, the clock, and the delivery job to wake. */
export type ProWebhookDeliveryRouteDeps = Pick<Deps, 'database' | 'clock' | 'webhooksDue'>;

/**
 * `/pro/webhooks/deliveries`, inside the signed /pro plugin: the log of the account's webhook deliveries with
 * every try, and the redelivery of one. A key sees the deliveries of its own mode.
 */
export async function proWebhookDeliveryRoutes(fastify: FastifyInstance, deps: ProWebhookDeliveryRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get(
    '/pro/webhooks/deliveries',
    {
      schema: {
        querystring: webhookDeliveryListQuerySchema,
        response: { 200: webhookDeliveryListResponseSchema },
      },
    },
    async (request, reply) => {
      const caller = signedCaller(request);
      const { query } = request;
      const found = await findWebhookDeliveries({
        db,
        accountId: caller.accountId,
        mode: caller.mode,
        limit: query.limit,
        cursor: query.cursor,
        status: query.status,
        endpointId: query.endpoint_id,
        certificateId: query.certificate_id,
      });
      if (found.kind === 'invalid_cursor') {
        throw new AppError('invalid_request', 'Curseur invalide.', {
          details: 'Passez tel quel le next_cursor de la page précédente, ou aucun pour la première page.',
        });
      }
      return reply.header('cache-control', 'no-store').send({
        success: true as const,
        deliveries: found.deliveries.map(toWebhookDeliveryView),
        next_cursor: found.nextCursor,
      });
    },
  );

  app.post(
    '/pro/webhooks/deliveries/:delivery_id/redeliver',
    { schema: { params: webhookDeliveryParamsSchema, response: { 200: redeliveredWebhookResponseSchema } } },
    async (request) => {
      const caller = signedCaller(request);
      const result = await redeliverWebhook({
        db,
        accountId: caller.accountId,
        mode: caller.mode,
        deliveryId: request.params.delivery_id,
        now: new Date(deps.clock.now()),
      });
      if (result.kind === 'not_found') throw refusal('webhook_delivery_unknown');
      if (result.kind === 'endpoint_deleted') throw refusal('webhook_endpoint_deleted');
      if (result.kind === 'still_pending') {
        throw refusal('webhook_delivery_pending', {
          details: `Prochain essai prévu le ${result.delivery.nextAttemptAt.toISOString()}.`,
        });
      }
      deps.webhooksDue();
      return { success: true as const, delivery: toWebhookDeliveryView(result.delivery) };
    },
  );
}
