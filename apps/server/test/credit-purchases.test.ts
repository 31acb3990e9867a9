import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { accounts, creditLedger } from '../src/adapters/db/schema/accounts';
import { invoices } from '../src/adapters/db/schema/invoices';
import type { SimulatorProvider } from '../src/adapters/payments/simulator-provider';
import { signWebhookPayload } from '../src/adapters/payments/webhook-signature';
import type { Config } from '../src/config';
import type { Deps } from '../src/deps';
import { balanceOf, logIn, post, signedHeaders, signUp } from './support/accounts';
import { eventually } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { pdfText, readOutbox } from './support/pdf-text';
import { buildTestApp, startPaymentReceipts } from './support/test-app';
import { browserHeaders, confirm, createPayment, muteSimulatorEvents, payWithCard } from './support/web-flow';

const targets = await databaseTargets();

type Session = { api_key: string; api_secret: string };

/** A signed browser POST of the credits page: its session key, and the anti-forgery header. */
function signedPost(
  app: FastifyInstance,
  session: Session,
  url: string,
  payload: unknown,
  timestamp = Date.now(),
) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      ...browserHeaders,
      ...signedHeaders({
        keyId: session.api_key,
        secret: session.api_secret,
        method: 'POST',
        path: url,
        timestamp,
      }),
    },
    payload: JSON.stringify(payload),
  });
}

describe.each(targets)('credit purchases on $name', (target) => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  let deps: Deps;
  let config: Config;

  beforeAll(async () => {
    chain = await startTestChain();
    ({ database, cleanup } = await target.open());
    ({ app, deps, config } = await buildTestApp({ database, chain: chain.client }));
    startPaymentReceipts(deps);
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
    await chain?.stop();
  });

  /** A signed-in account holding the 20 credits of its signup. */
  async function signedIn() {
    const signup = await signUp(app, { company: 'Studio Lumière' });
    const session = await logIn(app, signup.email, signup.password);
    return { signup, session };
  }

  async function buy(session: Session, email: string, credits = 50, amount = 1210) {
    const response = await signedPost(app, session, '/api/credit-purchase.php', {
      type: 'credit_purchase',
      credits,
      amount,
      email,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { client_secret: string; payment_intent_id: string; amount_ttc: number };
  }

  it('buys 50 credits: the balance reaches 70, the invoice is numbered, downloadable and e-mailed', async () => {
    const { signup, session } = await signedIn();
    const purchase = await buy(session, signup.email);
    expect(purchase).toMatchObject({ amount_ttc: 1210, amount_ht: 1000, tva_amount: 210, credits: 50 });
    await payWithCard(app, purchase.client_secret);

    const confirmed = await signedPost(app, session, '/api/confirm-credit-purchase.php', {
      payment_intent_id: purchase.payment_intent_id,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = confirmed.json();
    expect(body).toMatchObject({ success: true, credits_added: 50, new_balance: 70 });
    expect(body.invoice_number).toMatch(/^\d{4}-\d{6}$/);

    const balance = await balanceOf(app, { keyId: session.api_key, secret: session.api_secret });
    expect(balance.json()).toMatchObject({ credits_balance: 70, credits_used: 0, credits_purchased: 70 });

    const info = await app.inject({
      method: 'GET',
      url: `/api/get-credit-purchase-invoice-info.php?id=${body.invoice_id}`,
    });
    expect(info.statusCode).toBe(200);
    const invoice = info.json().invoice;
    expect(invoice).toMatchObject({
      invoice_number: body.invoice_number,
      total_amount: 1000,
      tax_amount: 210,
      total_with_tax: 1210,
    });
    const pdf = await app.inject({ method: 'GET', url: invoice.download_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="facture-${body.invoice_number}.pdf"`,
    );
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(body.invoice_number);
    expect(text).toContain('Crédits API Horodoc');
    expect(text).toContain('Pack de 50 crédits');
    expect(text).toContain(signup.email);
    expect(text).toContain('Studio Lumière');
    expect(text).toMatch(/12,10/);

    const guessed = await app.inject({
      method: 'GET',
      url: `/api/get-credit-purchase-invoice.php?id=${body.invoice_number}&token=${'0'.repeat(32)}`,
    });
    expect(guessed.statusCode).toBe(404);

    const outbox = config.mail.kind === 'outbox' ? config.mail.dir : '';
    await eventually(
      async () => readOutbox(outbox).some((mail) => mail.includes(`facture-${body.invoice_number}.pdf`)),
      10_000,
      'the purchase e-mail',
    );
    const mail = readOutbox(outbox).find((m) => m.includes(`facture-${body.invoice_number}.pdf`)) ?? '';
    expect(mail).toContain(signup.email);
    expect(mail).not.toContain(signup.apiSecret);
  });

  it('numbers credit and web invoices in one gap-free sequence', async () => {
    const { signup, session } = await signedIn();
    const web = await createPayment(app);
    await payWithCard(app, web.client_secret);
    const purchase = await buy(session, signup.email, 20, 605);
    await payWithCard(app, purchase.client_secret);
    await signedPost(app, session, '/api/confirm-credit-purchase.php', {
      payment_intent_id: purchase.payment_intent_id,
    });
    // The web payment's invoice is issued once its document is anchored: start the engine for it.
    deps.anchoring.start();
    try {
      expect((await confirm(app, web.payment_id)).statusCode).toBe(200);
    } finally {
      await deps.anchoring.stop();
    }
    const rows = await database.db.select().from(invoices).orderBy(invoices.sequence);
    const sequences = rows.map((row) => row.sequence);
    expect(sequences).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
  });

  it('refuses a pack whose amount was changed by the page, an unsigned call, and another e-mail', async () => {
    const { signup, session } = await signedIn();
    const tampered = await signedPost(app, session, '/api/credit-purchase.php', {
      type: 'credit_purchase',
      credits: 300,
      amount: 605,
      email: signup.email,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toContain('Montant ou crédits invalides');

    const unsigned = await post(app, '/api/credit-purchase.php', {
      type: 'credit_purchase',
      credits: 20,
      amount: 605,
      email: signup.email,
    });
    expect(unsigned.statusCode).toBe(401);

    const other = await signedPost(app, session, '/api/credit-purchase.php', {
      type: 'credit_purchase',
      credits: 20,
      amount: 605,
      email: 'quelqu-un@example.fr',
    });
    expect(other.statusCode).toBe(403);
  });

  it("does not confirm another account's purchase", async () => {
    const first = await signedIn();
    const second = await signedIn();
    const purchase = await buy(first.session, first.signup.email, 20, 605);
    await payWithCard(app, purchase.client_secret);
    const response = await signedPost(app, second.session, '/api/confirm-credit-purchase.php', {
      payment_intent_id: purchase.payment_intent_id,
    });
    expect(response.statusCode).toBe(404);
  });

  it('credits a purchase confirmed by the browser and the webhook at once exactly once', async () => {
    muteSimulatorEvents(deps.payments as SimulatorProvider);
    const { signup, session } = await signedIn();
    const purchase = await buy(session, signup.email);
    await payWithCard(app, purchase.client_secret);

    const webhook = () => {
      const payload = JSON.stringify({
        id: `evt_${randomBytes(8).toString('hex')}`,
        type: 'payment_intent.succeeded',
        data: { object: { id: purchase.payment_intent_id, object: 'payment_intent' } },
      });
      return app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signWebhookPayload(payload, config.payments.webhookSecret),
        },
        payload,
      });
    };
    // Each of the page's attempts signs with its own timestamp (the same signature twice is a replay).
    const now = Date.now();
    const browser = (attempt: number) =>
      signedPost(
        app,
        session,
        '/api/confirm-credit-purchase.php',
        { payment_intent_id: purchase.payment_intent_id },
        now + attempt,
      );
    const answers = await Promise.all([browser(0), webhook(), browser(1), webhook(), browser(2), webhook()]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);

    const [account] = await database.db.select().from(accounts).where(eq(accounts.email, signup.email));
    const purchases = await database.db
      .select()
      .from(creditLedger)
      .where(sql`${creditLedger.accountId} = ${account?.id} and ${creditLedger.reason} = 'purchase'`);
    expect(purchases.map((row) => row.delta).sort()).toEqual([20, 50]);
    expect(account?.creditsBalance).toBe(70);
    const browserBodies = [answers[0], answers[2], answers[4]].map((answer) => answer?.json());
    expect(new Set(browserBodies.map((b) => b.invoice_number)).size).toBe(1);
    expect(browserBodies.every((b) => b.new_balance === 70)).toBe(true);
  });

  it('credits a purchase from the webhook alone when the page never comes back', async () => {
    const { signup, session } = await signedIn();
    const purchase = await buy(session, signup.email, 100, 1815);
    await payWithCard(app, purchase.client_secret);
    const payload = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      type: 'payment_intent.succeeded',
      data: { object: { id: purchase.payment_intent_id, object: 'payment_intent' } },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signWebhookPayload(payload, config.payments.webhookSecret),
      },
      payload,
    });
    expect(response.json()).toMatchObject({ outcome: 'handled' });
    const balance = await balanceOf(app, { keyId: session.api_key, secret: session.api_secret });
    expect(balance.json()).toMatchObject({ credits_balance: 120 });
  });
});
