import {
  activitiesResponseSchema,
  authResponseSchema,
  dashboardResponseSchema,
  loginRequestSchema,
  logoutResponseSchema,
  profileResponseSchema,
  registerRequestSchema,
} from '@horodoc/shared/web-account-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { refusal } from '../errors';
import {
  getWebDashboard,
  getWebProfile,
  listWebActivities,
  toWebUser,
} from '../modules/account-overview/get-web-account';
import { recordAuthEvent } from '../modules/accounts/auth-event-repository';
import { logInWebAccount, registerWebAccount, type WebSession } from '../modules/accounts/open-web-session';
import { revokeWebToken } from '../modules/accounts/web-token-repository';
import { type WebTokenHook, webCaller } from '../plugins/web-token';
import { clientOf, passwordRouteParts } from './accounts';
import { checkPasswordThrottled, loginFloodGuard } from './login-limits';

/** The spec writes these paths with a trailing slash; both spellings answer. */
export function bothSpellings(url: string): string[] {
  return [url, `${url}/`];
}

/** What the web account routes use. */
type WebAccountRouteDeps = Pick<
  Deps,
  'database' | 'clock' | 'passwords' | 'signInThrottle' | 'attemptCounter'
> & {
  config: Pick<Config, 'webToken' | 'masterKey' | 'env'>;
  requireWebToken: WebTokenHook;
};

/**
 * The web account (spec, section 7): register, login and logout answer or revoke an opaque token; profile,
 * activities and dashboard need it as `Authorization: Token {token}`. The state-changing calls keep the
 * anti-forgery check of every browser call.
 */
export async function webAccountRoutes(fastify: FastifyInstance, deps: WebAccountRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const now = () => new Date(deps.clock.now());
  const requireToken = deps.requireWebToken;
  const passwordParts = passwordRouteParts(deps);
  const lookups = { rateLimit: { max: 120, timeWindow: '1 minute' } };
  const sessionAnswer = (session: WebSession) => ({
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
    user: toWebUser(session.account),
  });

  for (const url of bothSpellings('/api/auth/register')) {
    app.post(
      url,
      {
        schema: { body: registerRequestSchema, response: { 200: authResponseSchema } },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        // An unfinished signup of this e-mail is resumed with its password: a password check. Only a
        // session proves the password (or set it): a taken e-mail counts as a failure, and marks no device.
        const registered = await checkPasswordThrottled(request, reply, passwordParts, {
          email: request.body.email,
          source: 'web',
          run: () =>
            registerWebAccount({
              db,
              passwords: deps.passwords,
              email: request.body.email,
              password: request.body.password,
              company: request.body.company,
              client: clientOf(request),
              lifetime: deps.config.webToken,
              now: now(),
            }),
          passed: (result) => result.kind === 'signed_in',
        });
        if (registered.kind !== 'signed_in') throw refusal(registered.kind);
        return reply.header('cache-control', 'no-store').send(sessionAnswer(registered.session));
      },
    );
  }

  for (const url of bothSpellings('/api/auth/login')) {
    app.post(
      url,
      {
        schema: { body: loginRequestSchema, response: { 200: authResponseSchema } },
        config: { rateLimit: loginFloodGuard(passwordParts) },
      },
      async (request, reply) => {
        const loggedIn = await checkPasswordThrottled(request, reply, passwordParts, {
          email: request.body.email,
          source: 'web',
          run: () =>
            logInWebAccount({
              db,
              passwords: deps.passwords,
              email: request.body.email,
              password: request.body.password,
              client: clientOf(request),
              lifetime: deps.config.webToken,
              now: now(),
            }),
          passed: (result) => result.kind === 'signed_in',
        });
        if (loggedIn.kind !== 'signed_in') throw refusal(loggedIn.kind);
        return reply.header('cache-control', 'no-store').send(sessionAnswer(loggedIn.session));
      },
    );
  }

  for (const url of bothSpellings('/api/auth/logout')) {
    app.post(
      url,
      {
        schema: { response: { 200: logoutResponseSchema } },
        config: lookups,
        onRequest: requireToken,
      },
      async (request) => {
        const caller = webCaller(request);
        await revokeWebToken(db, caller.tokenId, now());
        await recordAuthEvent(db, {
          kind: 'logout',
          accountId: caller.accountId,
          detail: 'web',
          client: clientOf(request),
        });
        return { success: true as const };
      },
    );
  }

  const reads = [
    ['/api/auth/profile', profileResponseSchema, (accountId: string) => getWebProfile(db, accountId, now())],
    [
      '/api/auth/activities',
      activitiesResponseSchema,
      (accountId: string) => listWebActivities(db, accountId),
    ],
    [
      '/api/auth/dashboard',
      dashboardResponseSchema,
      (accountId: string) => getWebDashboard(db, accountId, now()),
    ],
  ] as const;
  for (const [path, response, read] of reads) {
    for (const url of bothSpellings(path)) {
      app.get(
        url,
        { schema: { response: { 200: response } }, config: lookups, onRequest: requireToken },
        async (request, reply) =>
          reply.header('cache-control', 'private, no-store').send(await read(webCaller(request).accountId)),
      );
    }
  }
}
