import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { certificates } from '../src/adapters/db/schema/certificates';
import { invoices } from '../src/adapters/db/schema/invoices';
import { payments } from '../src/adapters/db/schema/payments';
import type { SimulatorProvider } from '../src/adapters/payments/simulator-provider';
import type { Config } from '../src/config';
import type { Deps } from '../src/deps';
import { eventually } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import {
  confirm,
  createPayment,
  muteSimulatorEvents,
  payWithCard,
  post,
  randomHash,
} from './support/web-flow';
import { startWebFlowApp } from './support/web-flow-app';

const targets = await databaseTargets();

describe.each(targets)('the pay-per-use web flow on $name', (target) => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  let deps: Deps;
  let config: Config;
  let closeApp: () => Promise<void>;

  beforeAll(async () => {
    chain = await startTestChain({ blockTime: 1 });
    ({ database, cleanup } = await target.open());
    ({
      app,
      deps,
      config,
      close: closeApp,
    } = await startWebFlowApp({ database, chain: chain.client, env: { WEB_ANCHOR_TIMEOUT_MS: '20000' } }));
  });
  afterAll(async () => {
    await closeApp?.();
    await cleanup?.();
    await chain?.stop();
  });

  it('answers exists false for a fingerprint never anchored', async () => {
    const response = await post(app, '/api/check-document.php', { file_hash: randomHash() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ exists: false, certificate: null, invoice: null });
  });

  it('takes the payment, anchors the document and answers with transaction, block and invoice', async () => {
    const fileHash = randomHash();
    const { payment_id, client_secret, amount_ttc } = await createPayment(app, {
      fileHash,
      fileName: 'contrat signé.pdf',
    });
    expect(amount_ttc).toBe(121);
    expect((await payWithCard(app, client_secret)).status).toBe('succeeded');

    const response = await confirm(app, payment_id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, payment_id, file_hash: fileHash, explorer_url: null });
    expect(body.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(body.block_number).toBeGreaterThan(0);
    expect(body.blockchain_timestamp).toBeGreaterThan(1_700_000_000);
    expect(body.invoice.invoice_number).toMatch(/^\d{4}-\d{6}$/);
    expect(body.invoice.filename).toBe(`facture-${body.invoice.invoice_number}.pdf`);
    expect(Buffer.from(body.invoice.pdf_base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const pdf = await app.inject({ method: 'GET', url: body.certificate.certificate_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="certificat-${fileHash.slice(0, 16)}.pdf"`,
    );
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(fileHash);
    expect(text).toContain(body.tx_hash);
    expect(text).toContain("Certificat d'horodatage");

    const check = await post(app, '/api/check-document.php', {
      file_hash: fileHash.toUpperCase().replace('0X', ''),
    });
    expect(check.json()).toMatchObject({
      exists: true,
      certificate: { id: body.certificate_id, tx_hash: body.tx_hash },
    });
  });

  it('serves the invoice only with the token of its download address', async () => {
    const { payment_id, client_secret } = await createPayment(app, { amount: 50 });
    await payWithCard(app, client_secret);
    const body = (await confirm(app, payment_id)).json();
    const invoice = await app.inject({ method: 'GET', url: body.invoice.download_url });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-disposition']).toContain(`facture-${body.invoice.invoice_number}.pdf`);
    const text = pdfText(invoice.rawPayload);
    expect(text).toContain('Facture');
    expect(text).toMatch(/Horodatage blockchain — contrat\.pdf/);
    expect(text).toContain('0,41');
    expect(text).toContain('0,50');
    const guessed = await app.inject({
      method: 'GET',
      url: `/api/get-invoice.php?id=${body.invoice.invoice_number}`,
    });
    expect(guessed.statusCode).toBe(404);
  });

  it('stores a file name without its bidirectional controls', async () => {
    const { payment_id } = await createPayment(app, { fileName: 'facture\u202Efdp.exe' });
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, payment_id));
    expect(payment?.fileName).toBe('facturefdp.exe');
  });

  it("takes the shared client's body, fingerprint and name alone, priced as a first document", async () => {
    const fileHash = randomHash();
    const created = await post(app, '/api/create-payment.php', {
      file_hash: fileHash,
      file_name: 'devis.pdf',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { payment_id, client_secret } = created.json();
    expect(created.json()).toMatchObject({ amount_ttc: 121, amount_ht: 100, tva_amount: 21 });
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, payment_id));
    expect(payment).toMatchObject({ amountTtcCents: 121, fileName: 'devis.pdf', fileSize: 0 });

    await payWithCard(app, client_secret);
    const confirmed = await confirm(app, payment_id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ file_hash: fileHash, certificate: { file_size: 0 } });
  });

  it('prices a following document only when the page says so, and still refuses a price of its own', async () => {
    const following = await post(app, '/api/create-payment.php', {
      file_hash: randomHash(),
      file_name: 'a.pdf',
      amount_ttc: 50,
    });
    expect(following.json()).toMatchObject({ amount_ttc: 50, amount_ht: 41 });
    const invented = await post(app, '/api/create-payment.php', {
      file_hash: randomHash(),
      file_name: 'a.pdf',
      amount_ttc: 0,
    });
    expect(invented.statusCode).toBe(400);
    expect(invented.json()).toMatchObject({ error: 'unsupported_amount' });
  });

  it('refuses an amount that is not one of its prices', async () => {
    const response = await post(app, '/api/create-payment.php', {
      file_hash: randomHash(),
      file_name: 'a.pdf',
      file_size: 1,
      amount_ttc: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'unsupported_amount' });
  });

  it.each([
    ['a short hash', { file_hash: '0x1234', file_name: 'a.pdf', file_size: 1, amount_ttc: 121 }],
    ['an empty name', { file_hash: randomHash(), file_name: ' ', file_size: 1, amount_ttc: 121 }],
    [
      'a path as name',
      { file_hash: randomHash(), file_name: '../etc/passwd', file_size: 1, amount_ttc: 121 },
    ],
    ['a negative size', { file_hash: randomHash(), file_name: 'a.pdf', file_size: -1, amount_ttc: 121 }],
    [
      'an unknown field',
      { file_hash: randomHash(), file_name: 'a.pdf', file_size: 1, amount_ttc: 121, price: 0 },
    ],
  ])('refuses %s', async (_what, payload) => {
    const response = await post(app, '/api/create-payment.php', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_fields' });
  });

  it('refuses a call without the anti-forgery header', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/create-payment.php',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ file_hash: randomHash(), file_name: 'a.pdf', file_size: 1, amount_ttc: 121 }),
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses to take a payment for a fingerprint already anchored', async () => {
    const fileHash = randomHash();
    const first = await createPayment(app, { fileHash });
    await payWithCard(app, first.client_secret);
    expect((await confirm(app, first.payment_id)).statusCode).toBe(200);
    const again = await post(app, '/api/create-payment.php', {
      file_hash: fileHash,
      file_name: 'b.pdf',
      file_size: 2,
      amount_ttc: 50,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses to confirm a payment whose card was declined', async () => {
    const { payment_id, client_secret } = await createPayment(app);
    expect((await payWithCard(app, client_secret, '4000 0000 0000 0002')).error?.code).toBe('card_declined');
    const response = await confirm(app, payment_id);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ error: 'payment_not_succeeded' });
  });

  it('gives one certificate, one invoice and one anchoring to concurrent confirmations', async () => {
    const { payment_id, client_secret } = await createPayment(app);
    await payWithCard(app, client_secret);
    const answers = await Promise.all(Array.from({ length: 6 }, () => confirm(app, payment_id)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const bodies = answers.map((answer) => answer.json());
    expect(new Set(bodies.map((b) => b.certificate_id)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.invoice.invoice_number)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.tx_hash)).size).toBe(1);

    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, payment_id));
    const rows = await database.db
      .select()
      .from(certificates)
      .where(eq(certificates.paymentId, payment?.id ?? ''));
    expect(rows).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(invoices)
        .where(eq(invoices.paymentId, payment?.id ?? '')),
    ).toHaveLength(1);
  });

  it('refunds a second payment for a document being timestamped, and shows the certificate it has', async () => {
    const fileHash = randomHash();
    // Two tabs: both payments are taken before either is confirmed.
    const first = await createPayment(app, { fileHash });
    const second = await createPayment(app, { fileHash, fileName: 'copie.pdf' });
    await payWithCard(app, first.client_secret);
    await payWithCard(app, second.client_secret);
    const answers = await Promise.all([confirm(app, first.payment_id), confirm(app, second.payment_id)]);

    const won = answers.find((answer) => answer.statusCode === 200);
    const lost = answers.find((answer) => answer.statusCode === 409);
    expect(won, answers.map((answer) => answer.body).join('\n')).toBeDefined();
    expect(lost, answers.map((answer) => answer.body).join('\n')).toBeDefined();
    const certificate = won?.json().certificate;
    const refunded = lost?.json();
    expect(refunded).toMatchObject({
      success: false,
      error: 'conflict',
      message: 'Ce document est déjà horodaté : votre paiement a été remboursé automatiquement.',
      certificate: {
        id: certificate.id,
        file_hash: fileHash,
        status: 'completed',
        tx_hash: certificate.tx_hash,
        certificate_url: certificate.certificate_url,
      },
    });
    expect(refunded.refund_id).toMatch(/^re_/);
    const [refundedPayment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, refunded.payment_id));
    expect(refundedPayment).toMatchObject({ state: 'refunded', refundId: refunded.refund_id });

    // Asked again, the same answer and no second refund; the certificate downloads.
    const again = await confirm(app, refunded.payment_id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      refund_id: refunded.refund_id,
      certificate: { id: certificate.id },
    });
    const pdf = await app.inject({ url: certificate.certificate_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('completes from the webhook alone when the browser never comes back, and e-mails both PDFs', async () => {
    const { payment_id, client_secret } = await createPayment(app, {
      email: 'marie@example.fr',
      fileName: 'plan.png',
    });
    await payWithCard(app, client_secret);
    // No confirm-payment call: the simulator's signed payment_intent.succeeded event does the work.
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, payment_id));
    await eventually(
      async () => {
        const [row] = await database.db
          .select()
          .from(payments)
          .where(eq(payments.id, payment?.id ?? ''));
        return row?.fulfilledAt != null;
      },
      30_000,
      'the webhook to complete the payment',
    );
    const outbox = config.mail.kind === 'outbox' ? config.mail.dir : '';
    await eventually(
      async () => readOutbox(outbox).some((mail) => mail.includes('marie@example.fr')),
      10_000,
      'the e-mail',
    );
    const mail = readOutbox(outbox).find((m) => m.includes('marie@example.fr')) ?? '';
    expect(mail).toContain('filename=certificat-');
    expect(mail).toMatch(/filename=facture-\d{4}-\d{6}\.pdf/);
    // The browser coming back late gets the same certificate.
    expect((await confirm(app, payment_id)).json()).toMatchObject({ success: true });
  });

  it('rejects a webhook whose signature is wrong', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: JSON.stringify({ id: 'evt_x', type: 'payment_intent.succeeded', data: { object: {} } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'webhook_signature_invalid' });
  });

  it('keeps a browser-only flow working when no webhook ever arrives', async () => {
    muteSimulatorEvents(deps.payments as SimulatorProvider);
    const { payment_id, client_secret } = await createPayment(app);
    await payWithCard(app, client_secret);
    expect((await confirm(app, payment_id)).statusCode).toBe(200);
  });
});

function pdfText(pdf: Buffer): string {
  const path = join(tmpdir(), `horodoc-${Date.now()}-${Math.random()}.pdf`);
  writeFileSync(path, pdf);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

function readOutbox(dir: string): string[] {
  try {
    return readdirSync(dir).map((name) => readFileSync(join(dir, name), 'utf8'));
  } catch {
    return [];
  }
}
