/**
 * A local HTTP server speaking the part of Stripe's API the Stripe adapter uses (form-encoded requests,
 * JSON answers, bearer key, idempotency keys, Stripe's error shapes), since Stripe itself is unreachable
 * here. Test payment methods confirm as Stripe's do: pm_card_visa succeeds, pm_card_chargeDeclined,
 * pm_card_chargeDeclinedInsufficientFunds and pm_card_authenticationRequired behave like their cards.
 * Stripe Billing's part is in fake-stripe-billing.ts.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeStripeBilling } from './fake-stripe-billing';

export interface FakeStripeServer {
  url: string;
  secretKey: string;
  /** Every request received: method, path, idempotency key, parsed body. */
  requests: Array<{ method: string; path: string; idempotencyKey?: string; body: Record<string, unknown> }>;
  intents: Map<string, Record<string, unknown>>;
  /** Makes the next refunds fail as Stripe does when it cannot refund. */
  failRefunds(on: boolean): void;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

/** Parses `a[b]=1&c[0]=x` into nested objects (arrays kept as index-keyed objects turned into arrays). */
function parseForm(body: string): Json {
  const out: Json = {};
  for (const pair of body.split('&').filter(Boolean)) {
    const [rawKey = '', rawValue = ''] = pair.split('=');
    const key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    const value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    const parts = key.split(/[[\]]+/).filter(Boolean);
    let node: Json = out;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Json;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length > 0 && entries.every(([k], i) => k === String(i))) return entries.map(([, v]) => v);
    return Object.fromEntries(entries);
  };
  return arrays(out) as Json;
}

const TEST_METHODS: Record<string, { error?: Json; requiresAction?: boolean }> = {
  pm_card_visa: {},
  pm_card_chargeDeclined: {
    error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  pm_card_authenticationRequired: { requiresAction: true },
};

export async function startFakeStripeServer(secretKey = 'sk_test_fake_horodoc'): Promise<FakeStripeServer> {
  const intents = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const idempotent = new Map<string, { status: number; body: Json }>();
  const requests: FakeStripeServer['requests'] = [];
  let refundsFail = false;

  const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
  const error = (status: number, type: string, message: string, extra: Json = {}) => ({
    status,
    body: { error: { type, message, ...extra } },
  });
  const missing = (what: string, id: string) =>
    error(404, 'invalid_request_error', `No such ${what}: '${id}'`, {
      code: 'resource_missing',
      param: 'id',
    });

  function newIntent(amount: number, currency: string, metadata: Json, body: Json = {}): Json {
    const id = newId('pi');
    const intent: Json = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      description: body.description ?? null,
      metadata,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      last_payment_error: null,
      latest_charge: null,
      payment_method_types: body.allowed_payment_method_types ?? ['card'],
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    intents.set(id, intent);
    return intent;
  }
  const billing = fakeStripeBilling({ intents, newId, newIntent, missing });

  function route(method: string, path: string, body: Json): { status: number; body: Json } {
    if (method === 'GET' && path === '/v1/balance') {
      return {
        status: 200,
        body: {
          object: 'balance',
          available: [{ amount: 0, currency: 'eur' }],
          pending: [],
          livemode: false,
        },
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 50) {
        return error(400, 'invalid_request_error', 'Amount must be at least €0.50 eur', {
          code: 'amount_too_small',
          param: 'amount',
        });
      }
      const intent = newIntent(amount, String(body.currency), (body.metadata ?? {}) as Json, body);
      return { status: 200, body: intent };
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path);
    if (intentPath) {
      const intent = intents.get(intentPath[1] ?? '');
      if (!intent) return missing('payment_intent', intentPath[1] ?? '');
      if (method === 'GET' && !intentPath[2]) return { status: 200, body: intent };
      if (method === 'POST' && intentPath[2]) {
        if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
          return error(
            400,
            'invalid_request_error',
            `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
            {
              code: 'payment_intent_unexpected_state',
            },
          );
        }
        const behaviour = TEST_METHODS[String(body.payment_method)];
        if (!behaviour) return missing('payment_method', String(body.payment_method));
        if (behaviour.error) {
          Object.assign(intent, { status: 'requires_payment_method', last_payment_error: behaviour.error });
          return error(402, 'card_error', String(behaviour.error.message), {
            ...behaviour.error,
            payment_intent: intent,
          });
        }
        if (behaviour.requiresAction) {
          Object.assign(intent, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
          return { status: 200, body: intent };
        }
        Object.assign(intent, {
          status: 'succeeded',
          amount_received: intent.amount,
          latest_charge: newId('ch'),
          last_payment_error: null,
        });
        billing.onIntentSucceeded(intent);
        return { status: 200, body: intent };
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(body.payment_intent));
      if (!intent) return missing('payment_intent', String(body.payment_intent));
      if (refundsFail) {
        return error(
          400,
          'invalid_request_error',
          'Insufficient funds in Stripe account to cover the refund.',
          {
            code: 'balance_insufficient',
          },
        );
      }
      if (intent.status !== 'succeeded') {
        return error(
          400,
          'invalid_request_error',
          `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
          {
            code: 'charge_not_refundable',
          },
        );
      }
      if ([...refunds.values()].some((refund) => refund.payment_intent === intent.id)) {
        return error(
          400,
          'invalid_request_error',
          `Charge ${intent.latest_charge} has already been refunded.`,
          {
            code: 'charge_already_refunded',
          },
        );
      }
      const refund: Json = {
        id: newId('re'),
        object: 'refund',
        amount: intent.amount,
        currency: intent.currency,
        charge: intent.latest_charge,
        payment_intent: intent.id,
        reason: body.reason ?? null,
        status: 'succeeded',
        metadata: {},
        created: Math.floor(Date.now() / 1000),
      };
      refunds.set(String(refund.id), refund);
      return { status: 200, body: refund };
    }
    const billed = billing.route(method, path, body);
    if (billed) return billed;
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    const body = method === 'GET' ? parseForm(url.searchParams.toString()) : parseForm(raw);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method, path: url.pathname, idempotencyKey, body });

    let answer: { status: number; body: Json };
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      answer = error(401, 'invalid_request_error', 'Invalid API Key provided: sk_****');
    } else if (idempotencyKey && method === 'POST' && idempotent.has(`${url.pathname}:${idempotencyKey}`)) {
      answer = idempotent.get(`${url.pathname}:${idempotencyKey}`) as { status: number; body: Json };
    } else {
      answer = route(method, url.pathname, body);
      // Stripe replays the first answer to a key, errors included (except server errors).
      if (idempotencyKey && method === 'POST' && answer.status < 500) {
        idempotent.set(`${url.pathname}:${idempotencyKey}`, structuredClone(answer));
      }
    }
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': newId('req') });
    response.end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((cause: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(cause) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    intents,
    failRefunds: (on) => {
      refundsFail = on;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
