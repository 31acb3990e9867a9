import {
  createWebhookEndpointRequestSchema,
  deletedWebhookEndpointResponseSchema,
  newWebhookEndpointResponseSchema,
  webhookEndpointListResponseSchema,
  webhookEndpointParamsSchema,
} from '@horodoc/shared/pro-webhooks-api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { refusal } from '../errors';
import { manageableKeyModes } from '../modules/accounts/api-key-rights';
import { createWebhookEndpoint } from '../modules/webhooks/create-webhook-endpoint';
import { deleteWebhookEndpoint } from '../modules/webhooks/delete-webhook-endpoint';
import { listWebhookEndpoints } from '../modules/webhooks/list-webhook-endpoints';
import { signedCaller } from '../plugins/request-signature';
import { refuseUnsafeWebhookUrl } from './refuse-unsafe-webhook-url';
import { toWebhookEndpointView } from './webhook-views';

/** What the endpoint routes use: the database, the master key, the webhook targets' rules, the clock. */
export type ProWebhookEndpointRouteDeps = Pick<Deps, 'database' | 'webhookDelivery' | 'clock'> & {
  config: Pick<Config, 'masterKey'>;
};

/**
 * `/pro/webhooks/endpoints`, inside the signed /pro plugin: the account's webhook endpoints, beside the
 * per-upload `webhook_url`. A key sees and manages the endpoints of the modes it may manage keys of (a test
 * key, test ones only); a new endpoint's secret is in its one answer.
 */
export async function proWebhookEndpointRoutes(fastify: FastifyInstance, deps: ProWebhookEndpointRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const rightsOf = (request: FastifyRequest) => {
    const caller = signedCaller(request);
    return { accountId: caller.accountId, mode: caller.mode, modes: manageableKeyModes(caller.mode) };
  };

  app.get(
    '/pro/webhooks/endpoints',
    { schema: { response: { 200: webhookEndpointListResponseSchema } } },
    async (request, reply) => {
      const { accountId, modes } = rightsOf(request);
      const endpoints = await listWebhookEndpoints({ db, accountId, modes });
      return reply
        .header('cache-control', 'no-store')
        .send({ success: true as const, endpoints: endpoints.map(toWebhookEndpointView) });
    },
  );

  app.post(
    '/pro/webhooks/endpoints',
    {
      schema: {
        body: createWebhookEndpointRequestSchema,
        response: { 200: newWebhookEndpointResponseSchema },
      },
    },
    async (request, reply) => {
      const caller = rightsOf(request);
      const mode = request.body.mode ?? caller.mode;
      if (!caller.modes.includes(mode)) throw refusal('webhook_endpoint_mode_not_allowed');
      await refuseUnsafeWebhookUrl(request.body.url, deps.webhookDelivery.allowLocal);
      const result = await createWebhookEndpoint({
        db,
        masterKey: deps.config.masterKey,
        accountId: caller.accountId,
        url: request.body.url,
        mode,
        events: request.body.events,
        description: request.body.description,
      });
      if (result.kind === 'too_many') throw refusal('webhook_endpoint_limit_reached');
      return reply.header('cache-control', 'no-store').send({
        success: true as const,
        endpoint: toWebhookEndpointView(result.endpoint),
        webhook_secret: result.secret,
      });
    },
  );

  app.delete(
    '/pro/webhooks/endpoints/:endpoint_id',
    {
      schema: {
        params: webhookEndpointParamsSchema,
        response: { 200: deletedWebhookEndpointResponseSchema },
      },
    },
    async (request) => {
      const { accountId, modes } = rightsOf(request);
      const result = await deleteWebhookEndpoint({
        db,
        accountId,
        endpointId: request.params.endpoint_id,
        modes,
        now: new Date(deps.clock.now()),
      });
      if (result.kind === 'not_found') throw refusal('webhook_endpoint_unknown');
      return {
        success: true as const,
        endpoint_id: result.endpoint.id,
        deleted_at: (result.endpoint.deletedAt ?? new Date(deps.clock.now())).toISOString(),
      };
    },
  );
}
