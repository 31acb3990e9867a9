import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { authEvents, webTokens } from '../src/adapters/db/schema/accounts';
import { hashWebToken } from '../src/modules/accounts/web-tokens';
import { post, randomEmail, randomIp, signUp } from './support/accounts';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { clockReading } from './support/driven-clock';
import { uploadPro } from './support/pro-api';
import { buildTestApp } from './support/test-app';
import { browserHeaders, randomHash } from './support/web-flow';

const targets = await databaseTargets();
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

describe.each(targets)('web account on $name', (target) => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  // The application's clock, moved by the tests that need time to pass.
  let clock = Date.parse('2026-03-10T09:00:00Z');

  beforeAll(async () => {
    chain = await startTestChain();
    ({ database, cleanup } = await target.open());
    ({ app } = await buildTestApp({
      database,
      chain: chain.client,
      env: { WEB_TOKEN_IDLE_HOURS: '8', WEB_TOKEN_LIFETIME_DAYS: '7' },
      deps: { clock: clockReading(() => clock) },
    }));
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
    await chain?.stop();
  });

  const get = (url: string, token?: string) =>
    app.inject({
      method: 'GET',
      url,
      remoteAddress: randomIp(),
      headers: { ...(token ? { authorization: `Token ${token}` } : {}), 'user-agent': 'Firefox de test' },
    });
  const postWithToken = (url: string, token: string) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: randomIp(),
      headers: { ...browserHeaders, authorization: `Token ${token}` },
      payload: '{}',
    });
  const register = async (email = randomEmail(), password = 'motdepasse-solide') => {
    const response = await post(app, '/api/auth/register/', { email, password, company: 'Atelier Dupont' });
    expect(response.statusCode, response.body).toBe(200);
    return {
      email,
      password,
      ...(response.json() as { token: string; expires_at: string; user: { id: string } }),
    };
  };

  it('registers an account and answers a token that opens its profile', async () => {
    const email = randomEmail();
    const session = await register(email.toUpperCase());
    expect(session.token).toMatch(/^hwt_[0-9a-f]{64}$/);
    expect(session.user).toMatchObject({ email, company: 'Atelier Dupont' });
    expect(new Date(session.expires_at).getTime()).toBe(clock + 8 * HOUR_MS);

    const profile = await get('/api/auth/profile/', session.token);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.headers['cache-control']).toBe('private, no-store');
    expect(profile.json()).toEqual({
      user: session.user,
      // Without a plan, /upload takes a card: nothing may be timestamped on a plan.
      can_upload_document: false,
      subscription_plan: 'free',
      credits_balance: 0,
      subscription: null,
      usage: null,
    });

    // Only the token's hash is kept.
    const rows = await database.db.select().from(webTokens).where(eq(webTokens.accountId, session.user.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashWebToken(session.token)]);
    expect(JSON.stringify(rows)).not.toContain(session.token);
  });

  it('refuses a second registration of the same e-mail, in French', async () => {
    const { email } = await register();
    const again = await post(app, '/api/auth/register', { email, password: 'un-autre-mot-de-passe' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Un compte avec cet email existe déjà.');
    // Nor can the signup wizard take it over.
    expect((await post(app, '/api/check-email.php', { email })).json()).toEqual({ exists: true });
  });

  it('refuses a short password and unknown fields with French messages', async () => {
    const short = await post(app, '/api/auth/register', { email: randomEmail(), password: 'court' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toContain('au moins 8 caractères');
    const extra = await post(app, '/api/auth/login', { email: randomEmail(), password: 'x', admin: true });
    expect(extra.statusCode).toBe(400);
  });

  it('logs in with the right password and refuses a wrong one or an unknown e-mail alike', async () => {
    const { email, password, user } = await register();
    const wrong = await post(app, '/api/auth/login/', { email, password: 'mauvais-mot-de-passe' });
    const unknown = await post(app, '/api/auth/login/', { email: randomEmail(), password });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);

    const login = await post(app, '/api/auth/login/', { email, password });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const token = login.json().token as string;
    expect((await get('/api/auth/profile', token)).json().user.id).toBe(user.id);

    const kinds = await database.db
      .select({ kind: authEvents.kind })
      .from(authEvents)
      .where(eq(authEvents.accountId, user.id));
    expect(kinds.map((row) => row.kind).sort()).toEqual([
      'login_failed',
      'login_succeeded',
      'login_succeeded',
      'signup',
    ]);
  });

  it('lets the signup wizard’s API account log in on the web and see its credits and payments', async () => {
    const api = await signUp(app, { credits: 20, amount: 605 });
    const login = await post(app, '/api/auth/login', { email: api.email, password: api.password });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().token as string;
    expect((await get('/api/auth/profile', token)).json()).toMatchObject({ credits_balance: 20 });

    const payments = await get('/api/payments/payments/', token);
    expect(payments.statusCode, payments.body).toBe(200);
    const [payment] = payments.json().payments;
    expect(payment).toMatchObject({
      kind: 'credit_purchase',
      status: 'succeeded',
      status_label: 'Réussi',
      amount_ht: 500,
      amount_ttc: 605,
      credits: 20,
      label: expect.stringContaining('20 crédits'),
    });
    expect(payment.invoice_number).toMatch(/\d/);
    expect(payment.invoice_url).toContain(`id=${payment.invoice_number}`);
    const one = await get(`/api/payments/payments/${payment.id}`, token);
    expect(one.json()).toEqual(payment);

    // Another account sees neither the list nor the payment.
    const other = await register();
    expect((await get('/api/payments/payments', other.token)).json()).toEqual({ payments: [] });
    expect((await get(`/api/payments/payments/${payment.id}`, other.token)).statusCode).toBe(404);
  });

  it('revokes the token at logout', async () => {
    const { token } = await register();
    const logout = await postWithToken('/api/auth/logout/', token);
    expect(logout.statusCode, logout.body).toBe(200);
    const after = await get('/api/auth/profile', token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Session expirée ou invalide. Veuillez vous reconnecter.');
    expect((await postWithToken('/api/auth/logout', token)).statusCode).toBe(401);
  });

  it('keeps the anti-forgery check on logout', async () => {
    const { token } = await register();
    const forged = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Token ${token}` },
    });
    expect(forged.statusCode).toBe(403);
    expect((await get('/api/auth/profile', token)).statusCode).toBe(200);
  });

  it('keeps a token in use alive, and refuses it after eight idle hours', async () => {
    const { token } = await register();
    // Used every seven hours, a day long: each use moves its end on.
    for (let i = 0; i < 4; i++) {
      clock += 7 * HOUR_MS;
      expect((await get('/api/auth/profile', token)).statusCode).toBe(200);
    }
    clock += 8 * HOUR_MS - 1000;
    expect((await get('/api/auth/dashboard', token)).statusCode).toBe(200);
    clock += 8 * HOUR_MS;
    expect((await get('/api/auth/profile', token)).statusCode).toBe(401);
  });

  it('ends a token seven days after it was handed out, however much it is used', async () => {
    const { token } = await register();
    const handedOut = clock;
    while (clock + 6 * HOUR_MS < handedOut + 7 * DAY_MS) {
      clock += 6 * HOUR_MS;
      expect((await get('/api/auth/profile', token)).statusCode).toBe(200);
    }
    clock = handedOut + 7 * DAY_MS;
    expect((await get('/api/auth/profile', token)).statusCode).toBe(401);
  });

  it('refuses a malformed token and none at all', async () => {
    const { token } = await register();
    const changed = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    expect((await get('/api/auth/profile', changed)).statusCode).toBe(401);
    expect((await get('/api/auth/profile', 'abc')).statusCode).toBe(401);
    expect((await get('/api/auth/activities')).statusCode).toBe(401);
  });

  it('lists the sign-ins with their date, IP and device', async () => {
    const { email, password, token } = await register();
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '198.51.100.7',
      headers: { ...browserHeaders, 'user-agent': 'Safari iPhone' },
      payload: JSON.stringify({ email, password }),
    });
    const response = await get('/api/auth/activities/', token);
    expect(response.statusCode, response.body).toBe(200);
    const { activities } = response.json();
    expect(activities.map((activity: { kind: string }) => activity.kind)).toContain('signup');
    expect(activities[0]).toMatchObject({
      kind: 'login_succeeded',
      ip: '198.51.100.7',
      user_agent: 'Safari iPhone',
    });
  });

  it('shows an empty dashboard for a new account', async () => {
    const { token } = await register();
    const response = await get('/api/auth/dashboard', token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      subscription_plan: 'free',
      documents_per_month: null,
      documents_this_month: 0,
      documents_used: 0,
      period_end: null,
      credits_balance: 0,
      certificates: [],
    });
  });

  it('shows the API account’s timestamps of the month on its web dashboard', async () => {
    // Certificates are dated by the database's clock: the application's clock is brought back to it.
    clock = Date.now();
    const api = await signUp(app, { credits: 20, amount: 605 });
    const fileHash = randomHash();
    const upload = await uploadPro(
      app,
      { keyId: api.apiKey, secret: api.apiSecret },
      { file_hash: fileHash },
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const login = await post(app, '/api/auth/login', { email: api.email, password: api.password });
    const response = await get('/api/auth/dashboard/', login.json().token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      subscription_plan: 'free',
      documents_this_month: 1,
      credits_balance: 19,
      certificates: [{ certificate_id: upload.json().certificate_id, file_hash: fileHash }],
    });
  });

  it('answers the plans with monthly prices below pay-per-use, without a token', async () => {
    const response = await get('/api/payments/plans/');
    expect(response.statusCode).toBe(200);
    expect(response.json().plans).toEqual([
      {
        id: 'starter',
        name: 'Starter',
        monthly_price: 900,
        monthly_price_ttc: 1089,
        documents_per_month: 25,
        currency: 'eur',
      },
      {
        id: 'pro',
        name: 'Pro',
        monthly_price: 2900,
        monthly_price_ttc: 3509,
        documents_per_month: 100,
        currency: 'eur',
      },
    ]);
    expect((await get('/api/payments/plans/pro')).json().documents_per_month).toBe(100);
    const unknown = await get('/api/payments/plans/gold');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toContain('Formule inconnue');
  });
});
