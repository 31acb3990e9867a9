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
