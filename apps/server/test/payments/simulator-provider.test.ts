import { describe, expect, it } from 'vitest';
import { createSimulatorProvider } from '../../src/adapters/payments/simulator-provider';
import { describePaymentProviderContract } from './payment-provider-contract';

const webhookSecret = 'whsec_test_simulator';

describePaymentProviderContract(
  'simulator',
  async () => {
    const provider = createSimulatorProvider({ webhookSecret, eventDelayMs: 0 });
    return {
      provider,
      webhookSecret,
      pay: async (intent, card) => {
        provider.confirmCard({
          clientSecret: intent.clientSecret ?? '',
          cardNumber: card === 'succeeds' ? '4242 4242 4242 4242' : '4000 0000 0000 0002',
          expiry: '12/40',
          cvc: '123',
        });
      },
      close: async () => {},
    };
  },
  { canRefuseRefunds: false },
);

describe('the simulator as a card processor', () => {
  const provider = createSimulatorProvider({ webhookSecret, eventDelayMs: 0 });
  const newIntent = () =>
    provider.createPaymentIntent({
      amountCents: 121,
      currency: 'eur',
      description: 'x',
      metadata: {},
      idempotencyKey: crypto.randomUUID(),
    });
  const card = (clientSecret: string, cardNumber: string, expiry = '12/40', cvc = '123') =>
    provider.confirmCard({ clientSecret, cardNumber, expiry, cvc });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', 'generic_decline'],
    ['4000 0000 0000 9995', 'card_declined', 'insufficient_funds'],
    ['4000 0000 0000 0069', 'expired_card', undefined],
    ['4000 0000 0000 0127', 'incorrect_cvc', undefined],
  ])('declines %s with %s as Stripe does', async (number, code, declineCode) => {
    const intent = await newIntent();
    const result = card(intent.clientSecret ?? '', number);
    expect(result.status).toBe('requires_payment_method');
    expect(result.error).toMatchObject({ type: 'card_error', code });
    expect(result.error?.decline_code).toBe(declineCode);
  });

  it('asks for a bank verification with 4000 0025 0000 3155, then succeeds when approved', async () => {
    const intent = await newIntent();
    expect(card(intent.clientSecret ?? '', '4000002500003155').status).toBe('requires_action');
    expect(provider.authenticate({ clientSecret: intent.clientSecret ?? '', approve: true }).status).toBe(
      'succeeded',
    );
    expect((await provider.retrievePaymentIntent(intent.id))?.status).toBe('succeeded');
  });

  it('fails with payment_intent_authentication_failure when the bank verification is refused', async () => {
    const intent = await newIntent();
    card(intent.clientSecret ?? '', '4000002500003155');
    const result = provider.authenticate({ clientSecret: intent.clientSecret ?? '', approve: false });
    expect(result).toMatchObject({
      status: 'requires_payment_method',
      error: { code: 'payment_intent_authentication_failure' },
    });
  });

  it('refuses a past expiry, a short CVC, a wrong number and a second payment of the same intent', async () => {
    const intent = await newIntent();
    const secret = intent.clientSecret ?? '';
    expect(card(secret, '4242424242424242', '01/20').error?.code).toBe('invalid_expiry_year');
    expect(card(secret, '4242424242424242', '12/40', '12').error?.code).toBe('invalid_cvc');
    expect(card(secret, '4242424242424241').error?.code).toBe('incorrect_number');
    expect(card(secret, '4242424242424242').status).toBe('succeeded');
    expect(card(secret, '4242424242424242').error?.code).toBe('payment_intent_unexpected_state');
  });

  it('refuses an unknown or forged client secret', async () => {
    const intent = await newIntent();
    expect(() => card(`${intent.id}_secret_forged`, '4242424242424242')).toThrow(/No such payment_intent/);
  });

  it('posts a signed payment_intent.succeeded event that it accepts back', async () => {
    const received: Array<{ payload: string; signature: string }> = [];
    const simulator = createSimulatorProvider({ webhookSecret, eventDelayMs: 0 });
    simulator.deliverEventsTo(async (payload, signature) => void received.push({ payload, signature }));
    const intent = await simulator.createPaymentIntent({
      amountCents: 50,
      currency: 'eur',
      description: 'x',
      metadata: {},
      idempotencyKey: crypto.randomUUID(),
    });
    simulator.confirmCard({
      clientSecret: intent.clientSecret ?? '',
      cardNumber: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    });
    await expect.poll(() => received.length).toBe(1);
    const [delivered] = received;
    const event = simulator.parseWebhookEvent(Buffer.from(delivered?.payload ?? ''), delivered?.signature);
    expect(event).toMatchObject({ type: 'payment_intent.succeeded', paymentIntentId: intent.id });
  });
});
