import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { certificates } from '../src/adapters/db/schema/certificates';
import { payments } from '../src/adapters/db/schema/payments';
import { createPaymentProvider } from '../src/adapters/payments/create-payment-provider';
import { PaymentProviderError } from '../src/adapters/payments/payment-provider';
import type { SimulatorProvider } from '../src/adapters/payments/simulator-provider';
import { startTestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { testConfig } from './support/test-app';
import { confirm, createPayment, payWithCard } from './support/web-flow';
import { startWebFlowApp } from './support/web-flow-app';

const targets = await databaseTargets();

describe.each(targets)('refunds when the anchoring fails, on $name', (target) => {
  const stops: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => {});
  });

  async function setup(options: { refundFails?: boolean } = {}) {
    const chain = await startTestChain({ blockTime: 1 });
    stops.push(() => chain.stop());
    const { database, cleanup } = await target.open();
    stops.push(cleanup);
    const simulator = createPaymentProvider(testConfig()) as SimulatorProvider;
    const payments = options.refundFails
      ? {
          ...simulator,
          refund: async () =>
            Promise.reject(new PaymentProviderError('refund refused', { code: 'balance_insufficient' })),
        }
      : simulator;
    const built = await startWebFlowApp({
      database,
      chain: chain.client,
      env: { WEB_ANCHOR_TIMEOUT_MS: '3000' },
      deps: { payments },
      muteEvents: true,
    });
    stops.push(built.close);
    return { ...built, chain, database, simulator };
  }

  it('refunds automatically and answers blockchain_timestamp_failed when the chain is down', async () => {
    const { app, chain, database, simulator } = await setup();
    const { payment_id, client_secret } = await createPayment(app);
    await payWithCard(app, client_secret);
    await chain.stop();

    const response = await confirm(app, payment_id);
    expect(response.statusCode).toBe(502);
    const body = response.json();
    expect(body).toMatchObject({
      success: false,
      error: 'blockchain_timestamp_failed',
      details: 'Votre paiement a été remboursé automatiquement.',
      payment_id,
    });
    expect(body.refund_id).toMatch(/^re_/);

    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, payment_id));
    expect(payment).toMatchObject({ state: 'refunded', refundId: body.refund_id });
    const [certificate] = await database.db
      .select()
      .from(certificates)
      .where(eq(certificates.paymentId, payment?.id ?? ''));
    expect(certificate?.status).toBe('failed');
    // Asking again answers the same refund, and makes no second one.
    expect((await confirm(app, payment_id)).json()).toMatchObject({
      error: 'blockchain_timestamp_failed',
      refund_id: body.refund_id,
    });
    await expect(
      simulator.refund({
        paymentIntentId: payment_id,
        idempotencyKey: 'another',
        reason: 'requested_by_customer',
      }),
    ).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });

  it('answers blockchain_and_refund_failed when the refund fails too', async () => {
    const { app, chain, database } = await setup({ refundFails: true });
    const { payment_id, client_secret } = await createPayment(app);
    await payWithCard(app, client_secret);
    await chain.stop();

    const response = await confirm(app, payment_id);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ success: false, error: 'blockchain_and_refund_failed' });
    expect(response.json().details).toContain(payment_id);
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, payment_id));
    expect(payment?.state).toBe('refund_failed');
  });
});
