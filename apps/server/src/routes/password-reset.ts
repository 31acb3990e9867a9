import {
  passwordResetConfirmSchema,
  passwordResetDoneSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
} from '@horodoc/shared/password-reset-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { refusal } from '../errors';
import { requestPasswordReset } from '../modules/accounts/request-password-reset';
import { resetPassword } from '../modules/accounts/reset-password';
import { clientOf } from './accounts';
import { markDevice } from './login-limits';

type PasswordResetRouteDeps = Pick<
  Deps,
  'database' | 'mailer' | 'passwords' | 'attemptCounter' | 'signInThrottle' | 'clock'
> & { config: Pick<Config, 'publicUrl' | 'masterKey' | 'env'> };

/**
 * The forgotten password: a reset link asked for by e-mail (the same answer for any address), then a new
 * password chosen with it. Both are limited per address; the e-mails per account too.
 */
export async function passwordResetRoutes(fastify: FastifyInstance, deps: PasswordResetRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.post(
    '/api/auth/password-reset',
    {
      schema: { body: passwordResetRequestSchema, response: { 200: passwordResetRequestedSchema } },
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
    },
    async (request) => {
      // The link is sent after the answer: `sending` is left to run.
      await requestPasswordReset({
        db,
        mailer: deps.mailer,
        counter: deps.attemptCounter,
        log: request.log,
        email: request.body.email,
        from: request.body.from,
        publicUrl: deps.config.publicUrl,
        client: clientOf(request),
        clock: deps.clock,
      });
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      schema: { body: passwordResetConfirmSchema, response: { 200: passwordResetDoneSchema } },
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const reset = await resetPassword({
        db,
        passwords: deps.passwords,
        token: request.body.token,
        password: request.body.password,
        client: clientOf(request),
        now: new Date(deps.clock.now()),
      });
      if (reset.kind !== 'reset') throw refusal(reset.kind);
      // The mailbox was proven: this browser is the owner's, and its failures here are forgotten.
      await deps.signInThrottle.forgetPair({ email: reset.email, ip: request.ip });
      markDevice(reply, {
        masterKey: deps.config.masterKey,
        email: reset.email,
        secure: deps.config.env === 'production',
      });
      return reply.header('cache-control', 'no-store').send({ success: true as const, email: reset.email });
    },
  );
}
