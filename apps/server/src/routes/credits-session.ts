import { reauthenticateRequestSchema, reauthenticateResponseSchema } from '@horodoc/shared/accounts-api';
import { doneResponseSchema } from '@horodoc/shared/api-keys-api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { refusal } from '../errors';
import { findAccountById } from '../modules/accounts/account-repository';
import { recordAuthEvent } from '../modules/accounts/auth-event-repository';
import { reauthenticateSession } from '../modules/accounts/reauthenticate-session';
import { revokeSession } from '../modules/accounts/session-repository';
import type { ApiCaller } from '../modules/accounts/verify-request-signature';
import type { SignatureHook } from '../plugins/request-signature';
import { signedCaller } from '../plugins/request-signature';
import { clientOf, passwordRouteParts } from './accounts';
import { checkPasswordThrottled, loginFloodGuard } from './login-limits';

type CreditsSessionRouteDeps = Pick<
  Deps,
  'database' | 'clock' | 'passwords' | 'signInThrottle' | 'attemptCounter'
> & {
  config: Pick<Config, 'masterKey' | 'env'>;
  checkSignature: SignatureHook;
};

/**
 * The credits page's session key, beyond its login: its sign-out, which ends the key on the server, and the
 * password entered again before a new secret. Both are signed with the session key itself.
 */
export async function creditsSessionRoutes(fastify: FastifyInstance, deps: CreditsSessionRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const now = () => new Date(deps.clock.now());
  const passwordParts = passwordRouteParts(deps);

  app.post(
    '/api/logout-user.php',
    {
      schema: { response: { 200: doneResponseSchema } },
      config: { apiSessions: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      onRequest: deps.checkSignature,
    },
    async (request) => {
      const caller = sessionCaller(request);
      await revokeSession(db, caller.keyId, now());
      await recordAuthEvent(db, {
        kind: 'logout',
        accountId: caller.accountId,
        detail: 'credits',
        client: clientOf(request),
      });
      return { success: true as const };
    },
  );

  app.post(
    '/api/reauthenticate-user.php',
    {
      schema: { body: reauthenticateRequestSchema, response: { 200: reauthenticateResponseSchema } },
      config: { apiSessions: true, rateLimit: loginFloodGuard(passwordParts) },
      onRequest: deps.checkSignature,
    },
    async (request, reply) => {
      const caller = sessionCaller(request);
      const account = await findAccountById(db, caller.accountId);
      if (!account) throw refusal('credits_session_only');
      const checked = await checkPasswordThrottled(request, reply, passwordParts, {
        email: account.email,
        source: 'reauthentication',
        run: () =>
          reauthenticateSession({
            db,
            passwords: deps.passwords,
            accountId: caller.accountId,
            keyId: caller.keyId,
            password: request.body.password,
            client: clientOf(request),
            now: now(),
          }),
        passed: (result) => result.kind === 'reauthenticated',
      });
      if (checked.kind !== 'reauthenticated') throw refusal('wrong_password');
      return reply
        .header('cache-control', 'no-store')
        .send({ success: true as const, reauthenticated_until: checked.until.toISOString() });
    },
  );
}

/** The signed caller, when it is a credits page's session: an API key has none to end or confirm. */
function sessionCaller(request: FastifyRequest): ApiCaller {
  const caller = signedCaller(request);
  if (caller.kind !== 'session') throw refusal('credits_session_only');
  return caller;
}
