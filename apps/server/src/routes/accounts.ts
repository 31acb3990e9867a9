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
import type { RouteDeps } from '../app';
import { AppError } from '../errors';
import type { ClientInfo } from '../modules/accounts/auth-event-repository';
import { authenticateAccount } from '../modules/accounts/authenticate-account';
import { checkEmail } from '../modules/accounts/check-email';
import { issueApiCredentials } from '../modules/accounts/issue-api-credentials';
import { startSignup } from '../modules/accounts/start-signup';
import { paymentContext } from '../modules/payments/payment-context';

/** Logins per address from one IP, and per e-mail from anywhere (spec: 'Trop de requêtes'). */
const LOGIN_PER_IP = { max: 10, timeWindow: '1 minute' };
const LOGIN_PER_EMAIL = { max: 10, timeWindow: '15 minutes' };

function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** The signup wizard's calls and the credits page's login (spec, section 7). */
export async function accountRoutes(fastify: FastifyInstance, deps: RouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

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
    async (request) =>
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
  );

  app.post(
    '/api/api-credentials.php',
    {
      schema: { body: apiCredentialsRequestSchema, response: { 200: apiCredentialsResponseSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const credentials = await issueApiCredentials({
        ctx: paymentContext(deps, request.log),
        providerPaymentId: request.body.payment_intent_id,
      });
      return reply.header('cache-control', 'no-store').send(credentials);
    },
  );

  // A second limit on the same route, keyed by the e-mail tried, so spreading guesses over many addresses
  // does not help. (Route limits keep one per route: this one is applied by hand.)
  const perEmail = fastify.createRateLimit({
    ...LOGIN_PER_EMAIL,
    keyGenerator: (request) => `login-email:${(request.body as { email?: string } | undefined)?.email ?? ''}`,
  });
  const limitPerEmail = async (request: FastifyRequest) => {
    const limit = await perEmail(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new AppError('too_many_requests', 'Trop de requêtes. Veuillez réessayer dans quelques minutes.');
    }
  };
  app.post(
    '/api/authenticate-user.php',
    {
      schema: { body: authenticateUserRequestSchema, response: { 200: authenticateUserResponseSchema } },
      config: { rateLimit: LOGIN_PER_IP },
      preHandler: limitPerEmail,
    },
    async (request, reply) => {
      const session = await authenticateAccount({
        db,
        passwords: deps.passwords,
        masterKey: deps.config.masterKey,
        email: request.body.email,
        password: request.body.password,
        client: clientOf(request),
      });
      return reply.header('cache-control', 'no-store').send(session);
    },
  );
}
