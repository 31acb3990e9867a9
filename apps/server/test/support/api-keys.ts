import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/adapters/db/database';
import type { ApiMode } from '../../src/adapters/db/schema/api-mode';
import { findAccountByEmail } from '../../src/modules/accounts/account-repository';
import { creditPurchase } from '../../src/modules/credits/credit-ledger-repository';
import { logIn, reauthenticate, signedHeaders, signUp } from './accounts';
import type { ApiKey } from './pro-api';
import { browserHeaders } from './web-flow';

/**
 * A new account and its signed key, as a client gets them: the signup wizard buys its credits (20 by default;
 * `credits` and `amount` for another pack) and hands out its first key, live.
 */
export async function signUpWithKey(app: FastifyInstance, options: Parameters<typeof signUp>[1] = {}) {
  const signup = await signUp(app, options);
  const key: ApiKey = { keyId: signup.apiKey, secret: signup.apiSecret };
  return { ...signup, key };
}

/**
 * Another key of the account, made on the credits page (`POST /api/api-keys`) as its developer does: signed
 * with the session key of a login, the password entered again, at the real clock.
 */
export async function createApiKey(
  app: FastifyInstance,
  account: { email: string; password: string },
  body: { name: string; mode?: ApiMode },
): Promise<ApiKey & { name: string; mode: ApiMode }> {
  const login = await logIn(app, account.email, account.password);
  const session = { keyId: login.api_key, secret: login.api_secret };
  const confirmed = await reauthenticate(app, session, account.password);
  if (confirmed.statusCode !== 200)
    throw new Error(`reauthenticate ${confirmed.statusCode}: ${confirmed.body}`);
  const response = await app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: { ...browserHeaders, ...signedHeaders({ ...session, method: 'POST', path: '/api/api-keys' }) },
    payload: JSON.stringify(body),
  });
  if (response.statusCode !== 200) throw new Error(`api-keys ${response.statusCode}: ${response.body}`);
  const created = response.json() as {
    key: { key_id: string; name: string; mode: ApiMode };
    api_secret: string;
  };
  return {
    keyId: created.key.key_id,
    secret: created.api_secret,
    name: created.key.name,
    mode: created.key.mode,
  };
}

/** A new account whose live key's balance is exactly `credits` (bought through the ledger, as a purchase). */
export async function keyWithCredits(
  app: FastifyInstance,
  database: Database,
  credits: number,
): Promise<ApiKey & { email: string; password: string }> {
  const signup = await signUp(app);
  const account = await findAccountByEmail(database.db, signup.email);
  if (!account) throw new Error('no account');
  await database.db.transaction((tx) =>
    creditPurchase(tx, {
      accountId: account.id,
      paymentId: randomUUID(),
      credits: credits - account.creditsBalance,
    }),
  );
  return { keyId: signup.apiKey, secret: signup.apiSecret, email: signup.email, password: signup.password };
}
