import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { signedText, signedTextV2 } from '@horodoc/shared/request-signature';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/adapters/db/database';
import { accounts } from '../../src/adapters/db/schema/accounts';
import { creditPurchase } from '../../src/modules/credits/credit-ledger-repository';
import { browserHeaders, payWithCard } from './web-flow';

export const randomEmail = () => `dev-${randomBytes(6).toString('hex')}@example.fr`;

/** An address of the IPv4 documentation range, new for each call, so per-IP limits stay out of the way. */
export const randomIp = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** A browser's POST from an address of its own. */
export function post(app: FastifyInstance, url: string, payload: unknown, ip = randomIp()) {
  return app.inject({
    method: 'POST',
    url,
    headers: browserHeaders,
    remoteAddress: ip,
    payload: JSON.stringify(payload),
  });
}

/** The three headers of a signed call, as a client computes them. */
export function signedHeaders(options: {
  keyId: string;
  secret: string;
  method: string;
  path: string;
  timestamp?: number;
}) {
  const timestamp = String(options.timestamp ?? Date.now());
  const signature = createHmac('sha256', options.secret)
    .update(signedText(options.method, options.path, timestamp))
    .digest('hex');
  return { 'x-api-key': options.keyId, 'x-signature': signature, 'x-timestamp': timestamp };
}

/** The headers of a version-2 signature, which covers the SHA-256 of the body as sent. */
export function signedHeadersV2(options: {
  keyId: string;
  secret: string;
  method: string;
  path: string;
  body: Buffer;
  timestamp?: string;
}) {
  const timestamp = options.timestamp ?? String(Date.now());
  const bodyHash = createHash('sha256').update(options.body).digest('hex');
  const signature = createHmac('sha256', options.secret)
    .update(signedTextV2(options.method, options.path, timestamp, bodyHash))
    .digest('hex');
  return {
    'x-api-key': options.keyId,
    'x-timestamp': timestamp,
    'x-signature': signature,
    'x-signature-version': '2',
  };
}

/** The signup wizard's three calls: checkout, the card, then the credentials. */
export async function signUp(
  app: FastifyInstance,
  options: { email?: string; password?: string; company?: string; credits?: number; amount?: number } = {},
) {
  const email = options.email ?? randomEmail();
  const password = options.password ?? 'motdepasse-solide';
  const checkout = await post(app, '/api/signup-checkout.php', {
    email,
    password,
    ...(options.company ? { company: options.company } : {}),
    credits: options.credits ?? 20,
    amount: options.amount ?? 605,
  });
  if (checkout.statusCode !== 200)
    throw new Error(`signup-checkout ${checkout.statusCode}: ${checkout.body}`);
  const session = checkout.json() as { client_secret: string; payment_intent_id: string };
  await payWithCard(app, session.client_secret);
  const credentials = await post(app, '/api/api-credentials.php', {
    payment_intent_id: session.payment_intent_id,
  });
  if (credentials.statusCode !== 200)
    throw new Error(`api-credentials ${credentials.statusCode}: ${credentials.body}`);
  const body = credentials.json() as { apiKey: string; apiSecret: string; invoice_id: string };
  return { email, password, paymentIntentId: session.payment_intent_id, ...body };
}

/** authenticate-user: the credits page's session key and secret. */
export async function logIn(app: FastifyInstance, email: string, password: string) {
  const response = await post(app, '/api/authenticate-user.php', { email, password });
  if (response.statusCode !== 200) throw new Error(`login ${response.statusCode}: ${response.body}`);
  return response.json() as { api_key: string; api_secret: string };
}

/**
 * The password entered again on a credits page's session (before a new key or secret), signed with the
 * session key at `timestamp` (the real clock by default).
 */
export async function reauthenticate(
  app: FastifyInstance,
  session: { keyId: string; secret: string },
  password: string,
  timestamp?: number,
) {
  const path = '/api/reauthenticate-user.php';
  return app.inject({
    method: 'POST',
    url: path,
    headers: { ...browserHeaders, ...signedHeaders({ ...session, method: 'POST', path, timestamp }) },
    payload: JSON.stringify({ password }),
  });
}

export function balanceOf(app: FastifyInstance, key: { keyId: string; secret: string }) {
  return app.inject({
    method: 'GET',
    url: '/pro/credits/balance',
    headers: signedHeaders({ ...key, method: 'GET', path: '/pro/credits/balance' }),
  });
}

/** An account holding `credits` from one purchase in its ledger, made directly in the database. */
export async function insertAccountWithCredits(database: Database, credits: number): Promise<string> {
  const [account] = await database.db
    .insert(accounts)
    .values({ email: randomEmail(), passwordHash: 'x' })
    .returning();
  if (!account) throw new Error('no account');
  await database.db.transaction((tx) =>
    creditPurchase(tx, { accountId: account.id, paymentId: randomUUID(), credits }),
  );
  return account.id;
}
