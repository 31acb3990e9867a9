import {
  apiCredentialsRequestSchema,
  apiCredentialsResponseSchema,
  authenticateUserRequestSchema,
  authenticateUserResponseSchema,
  checkEmailRequestSchema,
  checkEmailResponseSchema,
  paymentSessionResponseSchema,
  signupCheckoutRequestSchema,
} from '@horodoc/shared/accounts-api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { refusal } from '../errors';
import type { ClientInfo } from '../modules/accounts/auth-event-repository';
import { authenticateAccount } from '../modules/accounts/authenticate-account';
import { checkEmail } from '../modules/accounts/check-email';
import { issueApiCredentials } from '../modules/api-signup/issue-api-credentials';
import { startSignup } from '../modules/api-signup/start-signup';
import type { PaymentParts } from '../modules/payments/payment-context';
import { paymentContext } from '../modules/payments/payment-context';
import { checkPasswordThrottled, loginFloodGuard, type PasswordRouteParts } from './login-limits';

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/**
 * What the account routes use: the payment parts (the signup's purchase), the password hasher and the
 * sign-in throttle.
 */
type AccountRouteDeps = PaymentParts &
  Pick<Deps, 'passwords' | 'signInThrottle' | 'attemptCounter' | 'clock'> & {
    config: Pick<Config, 'masterKey' | 'env'>;
  };

/** The parts of a route that checks a password, from the routes' deps. */
export function passwordRouteParts(
  deps: Pick<Deps, 'signInThrottle' | 'attemptCounter' | 'clock'> & {
    database: Pick<Deps['database'], 'db'>;
    config: Pick<Config, 'masterKey' | 'env'>;
  },
): PasswordRouteParts {
  return {
    db: deps.database.db,
    throttle: deps.signInThrottle,
    counter: deps.attemptCounter,
    clock: deps.clock,
    masterKey: deps.config.masterKey,
    secure: deps.config.env === 'production',
  };
}

/** The signup wizard's calls and the credits page's login (spec, section 7). */
export async function accountRoutes(fastify: FastifyInstance, deps: AccountRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const passwordParts = passwordRouteParts(deps);

  app.post(
    '/api/check-email.php',
    {
      schema: { body: checkEmailRequestSchema, response: { 200: checkEmailResponseSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => checkEmail({ db, email: request.body.email }),
  );

  app.post(
    '/api/signup-checkout.php',
    {
      schema: { body: signupCheckoutRequestSchema, response: { 200: paymentSessionResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      // A signup started earlier and never paid is resumed with its password: a password check. Only an
      // opened payment proves the password (or set it): a taken e-mail or a wrong pack counts as a failure.
      const started = await checkPasswordThrottled(request, reply, passwordParts, {
        email: request.body.email,
        source: 'signup',
        run: () =>
          startSignup({
            ctx: paymentContext(deps, request.log),
            passwords: deps.passwords,
            email: request.body.email,
            password: request.body.password,
            company: request.body.company,
            credits: request.body.credits,
            amountTtcCents: request.body.amount,
            client: clientOf(request),
          }),
        passed: (result) => result.kind === 'created',
      });
      if (started.kind !== 'created') {
        throw refusal(started.kind, 'cause' in started ? { cause: started.cause } : {});
      }
      return started.session;
    },
  );

  app.post(
    '/api/api-credentials.php',
    {
      schema: { body: apiCredentialsRequestSchema, response: { 200: apiCredentialsResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const issued = await issueApiCredentials({
        ctx: paymentContext(deps, request.log),
        providerPaymentId: request.body.payment_intent_id,
      });
      if (issued.kind !== 'issued') {
        throw refusal(issued.kind, 'cause' in issued ? { cause: issued.cause } : {});
      }
      return reply.header('cache-control', 'no-store').send(issued.credentials);
    },
  );

  app.post(
    '/api/authenticate-user.php',
    {
      schema: { body: authenticateUserRequestSchema, response: { 200: authenticateUserResponseSchema } },
      config: { rateLimit: loginFloodGuard(passwordParts) },
    },
    async (request, reply) => {
      const authenticated = await checkPasswordThrottled(request, reply, passwordParts, {
        email: request.body.email,
        source: 'credits',
        run: () =>
          authenticateAccount({
            db,
            passwords: deps.passwords,
            masterKey: deps.config.masterKey,
            email: request.body.email,
            password: request.body.password,
            client: clientOf(request),
            now: new Date(deps.clock.now()),
          }),
        passed: (result) => result.kind === 'authenticated',
      });
      if (authenticated.kind !== 'authenticated') throw refusal(authenticated.kind);
      return reply.header('cache-control', 'no-store').send(authenticated.session);
    },
  );
}
