import { existsSync, readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { certificates } from '../src/adapters/db/schema/certificates';
import { invoices } from '../src/adapters/db/schema/invoices';
import { payments } from '../src/adapters/db/schema/payments';
import { PaymentProviderError } from '../src/adapters/payments/payment-provider';
import type { SimulatorProvider } from '../src/adapters/payments/simulator-provider';
import type { Config } from '../src/config';
import type { Deps } from '../src/deps';
import { selectCertificates } from '../src/modules/certificate-view/certificate-view';
import { confirmPayment } from '../src/modules/payments/confirm-payment';
import { movePayment } from '../src/modules/payments/move-payment';
import { type PaymentContext, paymentContext } from '../src/modules/payments/payment-context';
import { reconcilePayments } from '../src/modules/payments/reconcile-payments';
import { eventually } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { buildTestApp, startPaymentReceipts } from './support/test-app';
import { createPayment, muteSimulatorEvents, payWithCard } from './support/web-flow';

const targets = await databaseTargets();
const inAMinute = () => new Date(Date.now() + 60_000);

describe.each(targets)('the payment reconciler on $name', (target) => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  let deps: Deps;
  let config: Config;
  let ctx: PaymentContext;

  beforeAll(async () => {
    chain = await startTestChain({ blockTime: 1 });
    ({ database, cleanup } = await target.open());
    ({ app, deps, config } = await buildTestApp({
      database,
      chain: chain.client,
      env: { LOCAL_BLOCK_TIME_S: '1' },
    }));
    // Neither the browser nor the webhook: only the reconciler finishes these payments.
    muteSimulatorEvents(deps.payments as SimulatorProvider);
    ctx = paymentContext(deps, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await deps?.anchoring.stop();
    await app?.close();
    await cleanup?.();
    await chain?.stop();
  });

  async function paidPayment(email?: string) {
    const { payment_id, client_secret } = await createPayment(app, { email });
    await payWithCard(app, client_secret);
    return payment_id;
  }
  const paymentRow = async (providerPaymentId: string) =>
    (await database.db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId)))[0];
  const certificateOf = async (paymentId: string) =>
    (await selectCertificates(database.db).where(eq(certificates.paymentId, paymentId)))[0];

  it('refunds a paid payment whose certificate expired after the web flow gave up', async () => {
    const providerPaymentId = await paidPayment();
    const started = await confirmPayment(ctx, deps.paymentKinds.web_timestamp, {
      providerPaymentId,
      wait: false,
    });
    expect(started.kind).toBe('pending');
    const payment = await paymentRow(providerPaymentId);
    // What the anchoring engine does past the deadline; it never refunds.
    await database.db
      .update(certificates)
      .set({ status: 'expired' })
      .where(eq(certificates.paymentId, payment?.id ?? ''));

    const report = await reconcilePayments(ctx, inAMinute());
    expect(report.refunded).toBe(1);
    expect(await paymentRow(providerPaymentId)).toMatchObject({ state: 'refunded' });
    expect((await reconcilePayments(ctx, inAMinute())).refunded).toBe(0);
  });

  /** A paid payment whose certificate expired after the page left, as the engine leaves it: to refund. */
  async function expiredPayment() {
    const providerPaymentId = await paidPayment();
    await confirmPayment(ctx, deps.paymentKinds.web_timestamp, { providerPaymentId, wait: false });
    const payment = await paymentRow(providerPaymentId);
    await database.db
      .update(certificates)
      .set({ status: 'expired' })
      .where(eq(certificates.paymentId, payment?.id ?? ''));
    return { providerPaymentId, paymentId: payment?.id ?? '' };
  }

  it('finishes a refund whose answer was never recorded with the key it was asked with: one refund', async () => {
    const { providerPaymentId, paymentId } = await expiredPayment();
    // A crash: the refund was asked (paid → refunding) and made by the provider, its answer never recorded.
    await movePayment(database.db, paymentId, 'refunding');
    const made = await deps.payments.refund({
      paymentIntentId: providerPaymentId,
      idempotencyKey: `refund-${paymentId}`,
      reason: 'requested_by_customer',
    });

    expect((await reconcilePayments(ctx, inAMinute())).refunded).toBe(1);
    expect(await paymentRow(providerPaymentId)).toMatchObject({ state: 'refunded', refundId: made.id });
  });

  it('asks for a refused refund again ten minutes later, with a key of its own', async () => {
    const { providerPaymentId } = await expiredPayment();
    const simulator = deps.payments as SimulatorProvider;
    const refund = simulator.refund;
    simulator.refund = () =>
      Promise.reject(new PaymentProviderError('refund refused', { code: 'balance_insufficient' }));
    try {
      expect((await reconcilePayments(ctx, inAMinute())).refunded).toBe(0);
    } finally {
      simulator.refund = refund;
    }
    expect(await paymentRow(providerPaymentId)).toMatchObject({ state: 'refund_failed', refundId: null });
    expect((await reconcilePayments(ctx, inAMinute())).refunded).toBe(0);

    const inElevenMinutes = new Date(Date.now() + 11 * 60_000);
    expect((await reconcilePayments(ctx, inElevenMinutes)).refunded).toBe(1);
    expect(await paymentRow(providerPaymentId)).toMatchObject({
      state: 'refunded',
      refundId: expect.stringMatching(/^re_/),
    });
  });

  it('delivers a payment whose certificate was anchored after the browser left: invoice, then e-mail by the receipts job', async () => {
    const providerPaymentId = await paidPayment('late@example.fr');
    await confirmPayment(ctx, deps.paymentKinds.web_timestamp, { providerPaymentId, wait: false });
    const payment = await paymentRow(providerPaymentId);
    deps.anchoring.start();
    await eventually(
      async () => (await certificateOf(payment?.id ?? ''))?.status === 'completed',
      30_000,
      'the anchoring',
    );

    const outbox = config.mail.kind === 'outbox' ? config.mail.dir : '';
    startPaymentReceipts(deps);
    const report = await reconcilePayments(ctx, inAMinute());
    expect(report).toMatchObject({ fulfilled: 1 });
    expect(
      await database.db
        .select()
        .from(invoices)
        .where(eq(invoices.paymentId, payment?.id ?? '')),
    ).toHaveLength(1);
    expect(await paymentRow(providerPaymentId)).toMatchObject({
      state: 'fulfilled',
      fulfilledAt: expect.any(Date),
    });
    // Handed to the receipts job, which the reconciler's fulfilment woke.
    await eventually(async () => existsSync(outbox) && readdirSync(outbox).length > 0, 10_000, 'the receipt');
  });

  it('asks the provider about a payment left pending here, and recovers it when it was paid', async () => {
    const providerPaymentId = await paidPayment();
    const inThreeMinutes = new Date(Date.now() + 3 * 60_000);
    const report = await reconcilePayments(ctx, inThreeMinutes);
    expect(report.recovered).toBe(1);
    const payment = await paymentRow(providerPaymentId);
    expect(payment?.state).toBe('paid');
    expect(await certificateOf(payment?.id ?? '')).toBeDefined();
  });
});
