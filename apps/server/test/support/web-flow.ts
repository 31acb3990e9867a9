import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SimulatorProvider } from '../../src/adapters/payments/simulator-provider';

const csrf = randomBytes(32).toString('hex');

/** The headers of a browser call: JSON, and the anti-forgery cookie repeated in its header. */
export const browserHeaders = {
  cookie: `horodoc_csrf=${csrf}`,
  'x-csrf-token': csrf,
  'content-type': 'application/json',
};

export const randomHash = () => `0x${randomBytes(32).toString('hex')}` as `0x${string}`;

export function post(app: FastifyInstance, url: string, payload: unknown) {
  return app.inject({ method: 'POST', url, headers: browserHeaders, payload: JSON.stringify(payload) });
}

/** create-payment as the page calls it; answers the provider payment id and client secret. */
export async function createPayment(
  app: FastifyInstance,
  options: { fileHash?: string; fileName?: string; amount?: number; email?: string } = {},
) {
  const response = await post(app, '/api/create-payment.php', {
    file_hash: options.fileHash ?? randomHash(),
    file_name: options.fileName ?? 'contrat.pdf',
    file_size: 12_345,
    amount_ttc: options.amount ?? 121,
    ...(options.email ? { email: options.email } : {}),
  });
  if (response.statusCode !== 200)
    throw new Error(`create-payment answered ${response.statusCode}: ${response.body}`);
  return response.json() as { payment_id: string; client_secret: string; amount_ttc: number };
}

/** What the simulator's card fields do when the visitor presses Pay. */
export async function payWithCard(
  app: FastifyInstance,
  clientSecret: string,
  cardNumber = '4242 4242 4242 4242',
) {
  const response = await post(app, '/api/simulator/confirm', {
    client_secret: clientSecret,
    card_number: cardNumber,
    expiry: '12/40',
    cvc: '123',
  });
  return response.json() as { status: string; error?: { code: string } };
}

export function confirm(app: FastifyInstance, paymentId: string) {
  return post(app, '/api/confirm-payment.php', { payment_intent_id: paymentId });
}

/** A simulator that keeps its events to itself, so a test decides whether the webhook ever comes. */
export function muteSimulatorEvents(simulator: SimulatorProvider) {
  simulator.deliverEventsTo(async () => {});
}
