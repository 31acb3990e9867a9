import {
  apiKeyListResponseSchema,
  createApiKeyRequestSchema,
  doneResponseSchema,
  newApiKeyResponseSchema,
  revokeApiKeyRequestSchema,
  rollApiKeyRequestSchema,
  rollApiKeyResponseSchema,
  rotateWebhookSecretRequestSchema,
  rotateWebhookSecretResponseSchema,
} from '@horodoc/shared/api-keys-api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { refusal } from '../errors';
import { createApiKey } from '../modules/accounts/create-api-key';
import { listApiKeys } from '../modules/accounts/list-api-keys';
import { hasRecentPassword } from '../modules/accounts/reauthenticate-session';
import { revokeApiKey } from '../modules/accounts/revoke-api-key';
import { rollApiKey } from '../modules/accounts/roll-api-key';
import { endWebhookSecretRotation, rotateWebhookSecret } from '../modules/webhooks/rotate-webhook-secret';
import { findWebhookSecretRow, sealedPrevious } from '../modules/webhooks/webhook-secret-repository';
import type { SignatureHook } from '../plugins/request-signature';
import { signedCaller } from '../plugins/request-signature';
import { toApiKeyView } from './api-key-view';

/** What the key routes use: the database, the clock, the caches to empty, and the signature check. */
type ApiKeyRouteDeps = Pick<Deps, 'database' | 'apiKeyChanges' | 'clock' | 'testChain'> & {
  config: Pick<Config, 'masterKey'>;
  checkSignature: SignatureHook;
};

/**
 * The credits page's "Clés API" panel: list, create, roll and revoke the account's keys, rotate its webhook
 * secret. Signed with the page's session key only, and behind the anti-forgery check like the page's other
 * calls (API keys manage keys through `/pro/api-keys`, `pro-api-keys.ts`, within their own mode's rights). A call that
 * makes a new secret also needs the password entered again within minutes
 * (`/api/reauthenticate-user.php`), so the session key alone cannot mint keys.
 */
export async function apiKeyRoutes(fastify: FastifyInstance, deps: ApiKeyRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const parts = { db, masterKey: deps.config.masterKey, changes: deps.apiKeyChanges };
  const now = () => new Date(deps.clock.now());
  const testNetwork = deps.testChain !== null;
  /** The session's account, once its password was entered again lately. */
  const reauthenticatedAccount = async (request: FastifyRequest) => {
    const accountId = sessionAccount(request);
    if (!(await hasRecentPassword(db, signedCaller(request).keyId, now()))) {
      throw refusal('password_needed_again');
    }
    return accountId;
  };
  const signed = {
    config: { apiSessions: true as const, rateLimit: { max: 30, timeWindow: '1 minute' } },
    onRequest: deps.checkSignature,
  };

  app.get(
    '/api/api-keys',
    { ...signed, schema: { response: { 200: apiKeyListResponseSchema } } },
    async (request, reply) => {
      const accountId = sessionAccount(request);
      const at = now();
      const [keys, secret] = await Promise.all([
        listApiKeys({ db, accountId, now: at }),
        findWebhookSecretRow(db, accountId),
      ]);
      const rotating = secret && sealedPrevious(secret, at) ? secret.previousExpiresAt : null;
      return reply.header('cache-control', 'no-store').send({
        success: true as const,
        keys: keys.map(toApiKeyView),
        webhook_rotation: rotating ? { previous_expires_at: rotating.toISOString() } : null,
      });
    },
  );

  app.post(
    '/api/api-keys',
    {
      ...signed,
      schema: { body: createApiKeyRequestSchema, response: { 200: newApiKeyResponseSchema } },
    },
    async (request, reply) => {
      if (request.body.mode === 'test' && !testNetwork) {
        throw refusal('test_keys_unavailable');
      }
      const result = await createApiKey({
        ...parts,
        accountId: await reauthenticatedAccount(request),
        name: request.body.name,
        mode: request.body.mode,
        now: now(),
      });
      if (result.kind === 'too_many') {
        throw refusal('api_key_limit_reached');
      }
      if (result.kind === 'mode_not_allowed') throw refusal('api_key_mode_not_allowed');
      return reply
        .header('cache-control', 'no-store')
        .send({ success: true as const, key: toApiKeyView(result.key), api_secret: result.secret });
    },
  );

  app.post(
    '/api/api-keys/roll',
    {
      ...signed,
      schema: { body: rollApiKeyRequestSchema, response: { 200: rollApiKeyResponseSchema } },
    },
    async (request, reply) => {
      const result = await rollApiKey({
        ...parts,
        accountId: await reauthenticatedAccount(request),
        keyId: request.body.key_id,
        overlapHours: request.body.overlap_hours,
        now: now(),
      });
      if (result.kind === 'not_found') throw refusal('api_key_unknown');
      if (result.kind === 'already_rolled') {
        throw refusal('api_key_already_rolled');
      }
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
    '/api/api-keys/revoke',
    { ...signed, schema: { body: revokeApiKeyRequestSchema, response: { 200: doneResponseSchema } } },
    async (request) => {
      const result = await revokeApiKey({
        ...parts,
        accountId: sessionAccount(request),
        keyId: request.body.key_id,
        now: now(),
      });
      if (result.kind === 'not_found') throw refusal('api_key_unknown');
      return { success: true as const };
    },
  );

  app.post(
    '/api/webhook-secret/rotate',
    {
      ...signed,
      schema: {
        body: rotateWebhookSecretRequestSchema,
        response: { 200: rotateWebhookSecretResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await rotateWebhookSecret({
        db,
        masterKey: deps.config.masterKey,
        accountId: await reauthenticatedAccount(request),
        overlapHours: request.body.overlap_hours,
        now: now(),
      });
      if (result.kind === 'rotation_under_way') {
        throw refusal('webhook_secret_rotation_under_way');
      }
      return reply.header('cache-control', 'no-store').send({
        success: true as const,
        webhook_secret: result.secret,
        previous_expires_at: result.previousExpiresAt?.toISOString() ?? null,
      });
    },
  );

  app.post(
    '/api/webhook-secret/end-rotation',
    { ...signed, schema: { response: { 200: doneResponseSchema } } },
    async (request) => {
      await endWebhookSecretRotation({ db, accountId: sessionAccount(request) });
      return { success: true as const };
    },
  );
}

/** The signed-in account, when the credits page's session signed the call: an API key may not. */
function sessionAccount(request: FastifyRequest): string {
  const caller = signedCaller(request);
  if (caller.kind !== 'session') {
    throw refusal('api_keys_need_session');
  }
  return caller.accountId;
}
