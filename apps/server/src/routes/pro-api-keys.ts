import { newApiKeyResponseSchema, rollApiKeyResponseSchema } from '@horodoc/shared/api-keys-api';
import {
  proApiKeyListResponseSchema,
  proApiKeyParamsSchema,
  proCreateApiKeyRequestSchema,
  proRevokeApiKeyResponseSchema,
  proRollApiKeyRequestSchema,
} from '@horodoc/shared/pro-api-keys-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { refusal } from '../errors';
import { manageableKeyModes } from '../modules/accounts/api-key-rights';
import { createApiKey } from '../modules/accounts/create-api-key';
import { listApiKeys } from '../modules/accounts/list-api-keys';
import { revokeApiKey } from '../modules/accounts/revoke-api-key';
import { rollApiKey } from '../modules/accounts/roll-api-key';
import { signedCaller } from '../plugins/request-signature';
import { toApiKeyView } from './api-key-view';

/** What the key routes of /pro use: the database, the master key, the caches to empty, the clock. */
export type ProApiKeyRouteDeps = Pick<Deps, 'database' | 'apiKeyChanges' | 'clock' | 'testChain'> & {
  config: Pick<Config, 'masterKey'>;
};

/**
 * `/pro/api-keys`, registered inside the signed /pro plugin: list, create, roll and revoke keys from code,
 * with the credits page's rules (names, overlap of 7 days at most, 20 keys at once). Signed by an API key
 * only, within its own mode's rights (`manageableKeyModes`); a secret made here is in its one answer only.
 */
export async function proApiKeyRoutes(fastify: FastifyInstance, deps: ProApiKeyRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const parts = { db: deps.database.db, masterKey: deps.config.masterKey, changes: deps.apiKeyChanges };
  const now = () => new Date(deps.clock.now());
  const rightsOf = (request: Parameters<typeof signedCaller>[0]) => {
    const caller = signedCaller(request);
    return { accountId: caller.accountId, mode: caller.mode, modes: manageableKeyModes(caller.mode) };
  };

  app.get(
    '/pro/api-keys',
    { schema: { response: { 200: proApiKeyListResponseSchema } } },
    async (request, reply) => {
      const { accountId, modes } = rightsOf(request);
      const keys = await listApiKeys({ db: parts.db, accountId, modes, now: now() });
      return reply
        .header('cache-control', 'no-store')
        .send({ success: true as const, keys: keys.map(toApiKeyView) });
    },
  );

  app.post(
    '/pro/api-keys',
    { schema: { body: proCreateApiKeyRequestSchema, response: { 200: newApiKeyResponseSchema } } },
    async (request, reply) => {
      const caller = rightsOf(request);
      const mode = request.body.mode ?? caller.mode;
      if (mode === 'test' && deps.testChain === null) throw refusal('test_keys_unavailable');
      const result = await createApiKey({
        ...parts,
        accountId: caller.accountId,
        name: request.body.name,
        mode,
        allowedModes: caller.modes,
        now: now(),
      });
      if (result.kind === 'mode_not_allowed') throw refusal('api_key_mode_not_allowed');
      if (result.kind === 'too_many') throw refusal('api_key_limit_reached');
      return reply
        .header('cache-control', 'no-store')
        .send({ success: true as const, key: toApiKeyView(result.key), api_secret: result.secret });
    },
  );

  app.post(
    '/pro/api-keys/:key_id/roll',
    {
      schema: {
        params: proApiKeyParamsSchema,
        body: proRollApiKeyRequestSchema,
        response: { 200: rollApiKeyResponseSchema },
      },
    },
    async (request, reply) => {
      const { accountId, modes } = rightsOf(request);
      const result = await rollApiKey({
        ...parts,
        accountId,
        keyId: request.params.key_id,
        overlapHours: request.body.overlap_hours,
        modes,
        now: now(),
      });
      if (result.kind === 'not_found') throw refusal('api_key_unknown');
      if (result.kind === 'already_rolled') throw refusal('api_key_already_rolled');
      if (result.kind === 'too_many') throw refusal('api_key_limit_reached');
      return reply.header('cache-control', 'no-store').send({
        success: true as const,
        key: toApiKeyView(result.key),
        api_secret: result.secret,
        previous: toApiKeyView(result.previous),
      });
    },
  );

  app.post(
    '/pro/api-keys/:key_id/revoke',
    { schema: { params: proApiKeyParamsSchema, response: { 200: proRevokeApiKeyResponseSchema } } },
    async (request) => {
      const { accountId, modes } = rightsOf(request);
      const result = await revokeApiKey({
        ...parts,
        accountId,
        keyId: request.params.key_id,
        modes,
        now: now(),
      });
      if (result.kind === 'not_found') throw refusal('api_key_unknown');
      return {
        success: true as const,
        key_id: result.key.keyId,
        revoked_at: (result.key.revokedAt ?? now()).toISOString(),
      };
    },
  );
}
