import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { webTokens } from '../src/adapters/db/schema/accounts';
import { certificates } from '../src/adapters/db/schema/certificates';
import type { SimulatorProvider } from '../src/adapters/payments/simulator-provider';
import type { Config } from '../src/config';
import type { Deps } from '../src/deps';
import { refundCertificateCredits } from '../src/modules/credits/credit-ledger-repository';
import { paymentContext } from '../src/modules/payments/payment-context';
import { reconcileSubscriptions } from '../src/modules/plans/reconcile-subscriptions';
import { post, randomEmail, randomIp } from './support/accounts';
import { eventually } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { clockReading } from './support/driven-clock';
import { buildTestApp } from './support/test-app';
import { browserHeaders, payWithCard, randomHash } from './support/web-flow';

const targets = await databaseTargets();
const DAY_S = 24 * 3600;

interface Subscription {
  id: string;
  status: string;
  status_label: string;
  is_active: boolean;
  cancel_at_period_end: boolean;
  current_period_start: string;
  current_period_end: string;
  documents_used: number;
}

describe.each(targets)('monthly plans on $name', (target) => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  let deps: Deps;
  let config: Config;
  let simulator: SimulatorProvider | undefined;

  beforeAll(async () => {
    chain = await startTestChain({ blockTime: 1 });
    ({ database, cleanup } = await target.open());
    ({ app, deps, config } = await buildTestApp({
      database,
      chain: chain.client,
      // Tokens outlive the months the simulator's clock is moved on by.
      env: {
        LOCAL_BLOCK_TIME_S: '1',
        WEB_ANCHOR_TIMEOUT_MS: '20000',
        WEB_TOKEN_IDLE_HOURS: '87600',
        WEB_TOKEN_LIFETIME_DAYS: '3650',
      },
      // The application reads the simulator's clock, which the tests move on with /api/simulator/advance.
      deps: { clock: clockReading(() => (simulator ? simulator.now().getTime() : Date.now())) },
    }));
    simulator = deps.payments as SimulatorProvider;
    deps.anchoring.start();
  }, 60_000);
  afterAll(async () => {
    await deps?.anchoring.stop();
    await app?.close();
    await cleanup?.();
    await chain?.stop();
  });

  const simulatorNow = () => simulator?.now().getTime() ?? Date.now();
  const withToken = (token: string) => ({ ...browserHeaders, authorization: `Token ${token}` });
  const get = (url: string, token: string) =>
    app.inject({ method: 'GET', url, remoteAddress: randomIp(), headers: withToken(token) });
  const send = (url: string, token: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: randomIp(),
      headers: withToken(token),
      payload: JSON.stringify(payload),
    });
  const register = async () => {
    const email = randomEmail();
    const response = await post(app, '/api/auth/register/', { email, password: 'motdepasse-solide' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { token: string; user: { id: string } };
    return { email, token: body.token, accountId: body.user.id };
  };
  const subscribe = async (token: string, plan: 'starter' | 'pro' = 'starter') => {
    const created = await send('/api/payments/subscriptions/create/', token, { plan });
    expect(created.statusCode, created.body).toBe(200);
    const body = created.json() as { subscription: Subscription; client_secret: string; amount_ttc: number };
    expect(body.subscription.status).toBe('incomplete');
    expect((await payWithCard(app, body.client_secret)).status).toBe('succeeded');
    const read = await get(`/api/payments/subscriptions/${body.subscription.id}`, token);
    expect(read.statusCode, read.body).toBe(200);
    return read.json() as Subscription;
  };
  const advance = async (seconds: number, declineRenewals = false) => {
    const response = await post(app, '/api/simulator/advance', {
      seconds,
      ...(declineRenewals ? { decline_renewals: true } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { now: string; events: string[] };
  };
  const timestamp = (token: string, fileHash = randomHash()) =>
    send('/api/web/plan-timestamps', token, { file_hash: fileHash, file_name: 'devis.pdf', file_size: 2048 });
  const profile = async (token: string) =>
    (await get('/api/auth/profile', token)).json() as {
      can_upload_document: boolean;
      subscription_plan: string;
      usage: { documents_used: number; documents_per_month: number } | null;
      subscription: Subscription | null;
    };
  const subscriptionPayments = async (token: string) =>
    (
      (await get('/api/payments/payments/', token)).json() as {
        payments: Array<{
          kind: string;
          status: string;
          invoice_number: string | null;
          invoice_url: string | null;
        }>;
      }
    ).payments.filter((payment) => payment.kind === 'subscription');
  const mailsTo = (email: string) => {
    const dir = (config.mail as { dir: string }).dir;
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      return [];
    }
    return names
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      .filter((mail) => mail.includes(`To: ${email}`));
  };

  it('subscribes with the card, activates, and timestamps without a card against the month', async () => {
    const { email, token } = await register();
    expect((await profile(token)).can_upload_document).toBe(false);

    const subscription = await subscribe(token);
    expect(subscription).toMatchObject({ status: 'active', status_label: 'Actif', is_active: true });
    const payments = await subscriptionPayments(token);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: 'succeeded', invoice_number: expect.any(String) });
    const invoice = await app.inject({ url: payments[0]?.invoice_url ?? '' });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toContain('application/pdf');

    const first = await timestamp(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      already_timestamped: false,
      certificate: { status: 'completed' },
      usage: { documents_used: 1, documents_per_month: 25 },
    });
    const fileHash = randomHash();
    expect((await timestamp(token, fileHash)).statusCode).toBe(200);
    // An anchored fingerprint answers its certificate and counts nothing.
    const again = await timestamp(token, fileHash);
    expect(again.json()).toMatchObject({ already_timestamped: true, usage: { documents_used: 2 } });

    expect(await profile(token)).toMatchObject({
      can_upload_document: true,
      subscription_plan: 'starter',
      usage: { documents_used: 2, documents_per_month: 25 },
    });
    const dashboard = (await get('/api/auth/dashboard', token)).json() as {
      documents_used: number;
      certificates: unknown[];
    };
    expect(dashboard.documents_used).toBe(2);
    expect(dashboard.certificates).toHaveLength(2);
    await eventually(
      async () => mailsTo(email).some((mail) => mail.includes('Abonnement_activ')),
      10_000,
      'the e-mail',
    );
  }, 120_000);

  it('30 parallel plan timestamps on 25 remaining documents give exactly 25 certificates', async () => {
    const { email, token, accountId } = await register();
    await subscribe(token);
    const answers = await Promise.all(Array.from({ length: 30 }, () => timestamp(token)));
    // Each accepted document has its certificate: anchored (200), or still anchoring when the answer's wait
    // ran out (504 anchoring_pending), as happens on a busy machine.
    const accepted = answers.filter(
      (answer) =>
        answer.statusCode === 200 ||
        (answer.statusCode === 504 && answer.json().error === 'anchoring_pending'),
    );
    expect(accepted).toHaveLength(25);
    const refused = answers.filter((answer) => answer.statusCode === 402);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json()).toMatchObject({ error: 'plan_limit_reached', message: 'Limite atteinte' });
    expect(refused[0]?.json().details).toContain('formule Pro');

    const owned = await database.db
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.accountId, accountId));
    expect(owned).toHaveLength(25);
    expect(await profile(token)).toMatchObject({ can_upload_document: false, usage: { documents_used: 25 } });
    await eventually(
      async () => mailsTo(email).filter((mail) => mail.includes('Subject: Limite atteinte')).length === 1,
      10_000,
      'the e-mail',
    );

    // A certificate that fails gives its document back to the month, once: the failure paths all call this.
    const failedId = owned[0]?.id ?? '';
    await refundCertificateCredits(database.db, [failedId]);
    await refundCertificateCredits(database.db, [failedId]);
    expect(await profile(token)).toMatchObject({ can_upload_document: true, usage: { documents_used: 24 } });
  }, 180_000);

  it('cancels at the end of the period: usable until then, then ended', async () => {
    const { token } = await register();
    const subscription = await subscribe(token);
    const cancelled = await send('/api/payments/subscriptions/cancel/', token, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      id: subscription.id,
      status: 'active',
      is_active: true,
      cancel_at_period_end: true,
      current_period_end: subscription.current_period_end,
    });
    const end = Date.parse(subscription.current_period_end);
    await advance(Math.floor((end - simulatorNow()) / 1000) - DAY_S);
    expect((await timestamp(token)).statusCode).toBe(200);

    const { events } = await advance(2 * DAY_S);
    expect(events).toContain('customer.subscription.deleted');
    const ended = (
      await get(`/api/payments/subscriptions/${subscription.id}/`, token)
    ).json() as Subscription;
    expect(ended).toMatchObject({ status: 'canceled', status_label: 'Annulé', is_active: false });
    const refused = await timestamp(token);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: 'no_active_plan' });
    expect((await profile(token)).subscription_plan).toBe('free');
  }, 120_000);

  it('renews with an invoice per paid period, and a declined renewal turns past_due', async () => {
    const { email, token } = await register();
    const subscription = await subscribe(token);
    expect((await timestamp(token)).statusCode).toBe(200);
    const end = Date.parse(subscription.current_period_end);

    const renewal = await advance(Math.ceil((end - simulatorNow()) / 1000) + 60);
    expect(renewal.events).toEqual(expect.arrayContaining(['customer.subscription.updated', 'invoice.paid']));
    const renewed = (
      await get(`/api/payments/subscriptions/${subscription.id}`, token)
    ).json() as Subscription;
    expect(renewed).toMatchObject({
      status: 'active',
      current_period_start: subscription.current_period_end,
    });
    expect(renewed.documents_used).toBe(0);
    const paid = await subscriptionPayments(token);
    expect(paid).toHaveLength(2);
    const numbers = paid.map((payment) => payment.invoice_number ?? '');
    expect(new Set(numbers).size).toBe(2);

    const failed = await advance(
      Math.ceil((Date.parse(renewed.current_period_end) - simulatorNow()) / 1000) + 60,
      true,
    );
    expect(failed.events).toContain('invoice.payment_failed');
    const late = (await get('/api/payments/subscriptions', token)).json() as {
      subscriptions: Subscription[];
    };
    expect(late.subscriptions[0]).toMatchObject({
      status: 'past_due',
      status_label: 'En retard',
      is_active: false,
    });
    const afterFailure = await subscriptionPayments(token);
    expect(afterFailure.map((payment) => payment.status).sort()).toEqual([
      'failed',
      'succeeded',
      'succeeded',
    ]);
    expect(await profile(token)).toMatchObject({ can_upload_document: false, subscription_plan: 'free' });
    expect((await timestamp(token)).statusCode).toBe(402);
    await eventually(
      async () => mailsTo(email).some((mail) => mail.includes('renouvellement')),
      10_000,
      'the e-mail',
    );
  }, 120_000);

  it('answers 401 to a revoked or expired token', async () => {
    const { token } = await register();
    const logout = await send('/api/auth/logout/', token, {});
    expect(logout.statusCode).toBe(200);
    expect((await timestamp(token)).statusCode).toBe(401);
    expect((await send('/api/payments/subscriptions/create', token, { plan: 'starter' })).statusCode).toBe(
      401,
    );

    const other = await register();
    // Its lifetime over by the application's clock.
    await database.db
      .update(webTokens)
      .set({ expiresAt: new Date(simulatorNow() - 1000) })
      .where(eq(webTokens.accountId, other.accountId));
    expect((await timestamp(other.token)).statusCode).toBe(401);
    expect((await get('/api/payments/subscriptions', other.token)).statusCode).toBe(401);
  });

  it('refuses a state-changing call without the anti-forgery header', async () => {
    const { token } = await register();
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/subscriptions/create',
      remoteAddress: randomIp(),
      headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
      payload: JSON.stringify({ plan: 'starter' }),
    });
    expect(response.statusCode).toBe(403);
  });
  // Last: it silences the simulator's webhooks for the rest of this application.
  it('records a renewal whose webhook was lost, through the reconciler', async () => {
    const { token } = await register();
    const subscription = await subscribe(token);
    simulator?.deliverEventsTo(async () => {});
    await advance(Math.ceil((Date.parse(subscription.current_period_end) - simulatorNow()) / 1000) + 60);
    expect(await subscriptionPayments(token)).toHaveLength(1);

    const looked = await reconcileSubscriptions({
      ctx: paymentContext(deps, pino({ level: 'silent' })),
      now: new Date(simulatorNow()),
    });
    expect(looked).toBeGreaterThanOrEqual(1);
    const payments = await subscriptionPayments(token);
    expect(payments.map((payment) => payment.status)).toEqual(['succeeded', 'succeeded']);
    const renewed = (
      await get(`/api/payments/subscriptions/${subscription.id}`, token)
    ).json() as Subscription;
    expect(renewed.current_period_start).toBe(subscription.current_period_end);
  });
});
