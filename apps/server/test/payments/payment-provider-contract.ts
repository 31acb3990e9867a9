/**
 * The behaviour every payment provider must have, run against the simulator and against the Stripe
 * adapter (talking to a local server that speaks Stripe's API).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPaymentIntent,
  WebhookSignatureError,
} from '../../src/adapters/payments/payment-provider';
import { signWebhookPayload } from '../../src/adapters/payments/webhook-signature';

export interface ContractSubject {
  provider: PaymentProvider;
  webhookSecret: string;
  /** What the browser does with the card fields: a card that succeeds, or one that is declined. */
  pay(intent: ProviderPaymentIntent, card: 'succeeds' | 'declined'): Promise<void>;
  /** Makes the provider refuse refunds (its balance is empty), or accept them again. */
  refuseRefunds?(on: boolean): void;
  close(): Promise<void>;
}

const create = (provider: PaymentProvider, amountCents = 121) =>
  provider.createPaymentIntent({
    amountCents,
    currency: 'eur',
    description: 'Horodatage blockchain — contrat.pdf',
    metadata: { payment_id: randomUUID(), file_hash: `0x${'ab'.repeat(32)}` },
    idempotencyKey: randomUUID(),
  });

const event = (type: string, paymentIntentId: string) =>
  JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: paymentIntentId, object: 'payment_intent', status: 'succeeded' } },
  });

export function describePaymentProviderContract(
  name: string,
  setup: () => Promise<ContractSubject>,
  options: { canRefuseRefunds: boolean },
) {
  describe(`payment provider contract: ${name}`, () => {
    let subject: ContractSubject;
    let provider: PaymentProvider;

    beforeAll(async () => {
      subject = await setup();
      provider = subject.provider;
    });
    afterAll(async () => subject?.close());

    it('answers its health check', async () => {
      expect(await provider.check()).toBe(true);
    });

    it('creates a payment awaiting a card, with a client secret and our metadata', async () => {
      const intent = await create(provider);
      expect(intent.id).toMatch(/^pi_/);
      expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
      expect(intent).toMatchObject({ status: 'requires_payment_method', amountCents: 121, currency: 'eur' });
      expect(intent.metadata.file_hash).toBe(`0x${'ab'.repeat(32)}`);
    });

    it('gives the same payment for the same idempotency key', async () => {
      const input = {
        amountCents: 50,
        currency: 'eur' as const,
        description: 'x',
        metadata: {},
        idempotencyKey: randomUUID(),
      };
      const first = await provider.createPaymentIntent(input);
      const second = await provider.createPaymentIntent(input);
      expect(second.id).toBe(first.id);
    });

    it('reads back a payment as the provider holds it, and null for an unknown one', async () => {
      const intent = await create(provider);
      const read = await provider.retrievePaymentIntent(intent.id);
      expect(read).toMatchObject({ id: intent.id, status: 'requires_payment_method', amountCents: 121 });
      expect(read?.metadata).toEqual(intent.metadata);
      expect(await provider.retrievePaymentIntent('pi_unknown_000000000000')).toBeNull();
    });

    it('shows a paid card as succeeded and a declined one with its code', async () => {
      const paid = await create(provider);
      await subject.pay(paid, 'succeeds');
      expect((await provider.retrievePaymentIntent(paid.id))?.status).toBe('succeeded');

      const declined = await create(provider);
      await subject.pay(declined, 'declined');
      const read = await provider.retrievePaymentIntent(declined.id);
      expect(read?.status).toBe('requires_payment_method');
      expect(read?.lastErrorCode).toBe('generic_decline');
    });

    it('refunds a succeeded payment once, the same refund for the same key', async () => {
      const intent = await create(provider);
      await subject.pay(intent, 'succeeds');
      const key = `refund-${intent.id}`;
      const refund = await provider.refund({
        paymentIntentId: intent.id,
        idempotencyKey: key,
        reason: 'requested_by_customer',
      });
      expect(refund).toMatchObject({ status: 'succeeded', amountCents: 121 });
      const again = await provider.refund({
        paymentIntentId: intent.id,
        idempotencyKey: key,
        reason: 'requested_by_customer',
      });
      expect(again.id).toBe(refund.id);
      await expect(
        provider.refund({
          paymentIntentId: intent.id,
          idempotencyKey: randomUUID(),
          reason: 'requested_by_customer',
        }),
      ).rejects.toMatchObject({ code: 'charge_already_refunded' });
    });

    it('refuses to refund a payment that never succeeded', async () => {
      const intent = await create(provider);
      await expect(
        provider.refund({
          paymentIntentId: intent.id,
          idempotencyKey: randomUUID(),
          reason: 'requested_by_customer',
        }),
      ).rejects.toBeInstanceOf(PaymentProviderError);
    });

    it.runIf(options.canRefuseRefunds)(
      'reports a refund the provider refuses as a provider error',
      async () => {
        const intent = await create(provider);
        await subject.pay(intent, 'succeeds');
        subject.refuseRefunds?.(true);
        try {
          await expect(
            provider.refund({
              paymentIntentId: intent.id,
              idempotencyKey: randomUUID(),
              reason: 'requested_by_customer',
            }),
          ).rejects.toBeInstanceOf(PaymentProviderError);
        } finally {
          subject.refuseRefunds?.(false);
        }
      },
    );

    it('reads a correctly signed webhook event: its id, type and payment', () => {
      const payload = event('payment_intent.succeeded', 'pi_123');
      const parsed = provider.parseWebhookEvent(
        Buffer.from(payload),
        signWebhookPayload(payload, subject.webhookSecret),
      );
      expect(parsed).toMatchObject({ type: 'payment_intent.succeeded', paymentIntentId: 'pi_123' });
      expect(parsed.id).toMatch(/^evt_/);
    });

    const subscribe = (key = randomUUID()) =>
      provider.createSubscription({
        customerId: null,
        email: 'marie@example.fr',
        planId: 'starter',
        planName: 'Starter',
        amountCents: 1089,
        currency: 'eur',
        metadata: { subscription_id: randomUUID(), account_id: randomUUID() },
        idempotencyKey: key,
      });
    const firstPayment = (start: Awaited<ReturnType<typeof subscribe>>): ProviderPaymentIntent => ({
      id: start.paymentIntentId,
      clientSecret: start.clientSecret,
      status: 'requires_payment_method',
      amountCents: 1089,
      currency: 'eur',
      metadata: {},
      lastErrorCode: null,
    });

    it('starts a subscription that waits for its first invoice, and activates it once paid', async () => {
      const start = await subscribe();
      expect(start.subscription).toMatchObject({ status: 'incomplete', cancelAtPeriodEnd: false });
      expect(start.clientSecret).toContain('_secret_');
      expect(start.subscription.currentPeriodEnd.getTime()).toBeGreaterThan(
        start.subscription.currentPeriodStart.getTime(),
      );
      await subject.pay(firstPayment(start), 'succeeds');
      const active = await provider.retrieveSubscription(start.subscription.id);
      expect(active).toMatchObject({ status: 'active', customerId: start.subscription.customerId });
      const invoice = await provider.retrieveInvoice(active?.latestInvoiceId ?? '');
      expect(invoice).toMatchObject({
        subscriptionId: start.subscription.id,
        status: 'paid',
        amountPaidCents: 1089,
        billingReason: 'subscription_create',
        paymentIntentId: start.paymentIntentId,
      });
      expect(invoice?.periodEnd.getTime()).toBeGreaterThan(invoice?.periodStart.getTime() ?? 0);
    });

    it('keeps a declined first payment open, with its client secret to try another card', async () => {
      const start = await subscribe();
      await subject.pay(firstPayment(start), 'declined');
      const pending = await provider.retrieveSubscription(start.subscription.id);
      expect(pending?.status).toBe('incomplete');
      const invoice = await provider.retrieveInvoice(pending?.latestInvoiceId ?? '', {
        withClientSecret: true,
      });
      expect(invoice).toMatchObject({ status: 'open', clientSecret: start.clientSecret });
    });

    it('answers the same subscription to the same idempotency key', async () => {
      const key = randomUUID();
      const first = await subscribe(key);
      const again = await subscribe(key);
      expect(again.subscription.id).toBe(first.subscription.id);
    });

    it('cancels at the end of the period, or at once', async () => {
      const start = await subscribe();
      await subject.pay(firstPayment(start), 'succeeds');
      const later = await provider.cancelSubscription({
        subscriptionId: start.subscription.id,
        atPeriodEnd: true,
      });
      expect(later).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
      const now = await provider.cancelSubscription({
        subscriptionId: start.subscription.id,
        atPeriodEnd: false,
      });
      expect(now.status).toBe('canceled');
      expect(now.endedAt).toBeInstanceOf(Date);
      expect(await provider.retrieveSubscription('sub_unknown')).toBeNull();
    });

    it('reads which subscription and invoice a billing event concerns', () => {
      const payload = JSON.stringify({
        id: 'evt_billing_1',
        object: 'event',
        type: 'invoice.paid',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: 'in_123',
            object: 'invoice',
            parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_123' } },
          },
        },
      });
      const parsed = provider.parseWebhookEvent(
        Buffer.from(payload),
        signWebhookPayload(payload, subject.webhookSecret),
      );
      expect(parsed).toMatchObject({ type: 'invoice.paid', subscriptionId: 'sub_123', invoiceId: 'in_123' });
    });

    it('refuses a webhook with a tampered body, a wrong secret, an old timestamp or no signature', () => {
      const payload = event('payment_intent.succeeded', 'pi_123');
      const signature = signWebhookPayload(payload, subject.webhookSecret);
      const tampered = payload.replace('pi_123', 'pi_999');
      expect(() => provider.parseWebhookEvent(Buffer.from(tampered), signature)).toThrow(
        WebhookSignatureError,
      );
      expect(() =>
        provider.parseWebhookEvent(Buffer.from(payload), signWebhookPayload(payload, 'whsec_someone_else')),
      ).toThrow(WebhookSignatureError);
      const old = Math.floor(Date.now() / 1000) - 3600;
      expect(() =>
        provider.parseWebhookEvent(
          Buffer.from(payload),
          signWebhookPayload(payload, subject.webhookSecret, old),
        ),
      ).toThrow(WebhookSignatureError);
      expect(() => provider.parseWebhookEvent(Buffer.from(payload), undefined)).toThrow(
        WebhookSignatureError,
      );
    });
  });
}
