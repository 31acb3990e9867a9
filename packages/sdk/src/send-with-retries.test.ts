import { describe, expect, it } from 'vitest';
import type { Clock } from './clock';
import { HorodocError, HorodocNetworkError } from './horodoc-error';
import { jsonBody } from './request-body';
import { createTransport } from './send-with-retries';

/** A clock that moves only when the code under test sleeps, and remembers each wait. */
function steppedClock(start = 1_750_000_000_000): Clock & { waits: number[] } {
  let now = start;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    sleep: async (ms) => {
      waits.push(ms);
      now += ms;
    },
  };
}

/** A network that answers each try from the list in turn (an Error is a dropped connection), and records them. */
function scriptedFetch(answers: (Response | Error)[]) {
  const tries: { url: string; headers: Record<string, string>; body: string | undefined }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    tries.push({
      url: String(url),
      headers: init?.headers as Record<string, string>,
      body: init?.body ? new TextDecoder().decode(init.body as Uint8Array) : undefined,
    });
    const answer = answers.shift();
    if (!answer || answer instanceof Error) throw answer ?? new Error('no answer scripted');
    return answer;
  };
  return { fetch: fetch as typeof globalThis.fetch, tries };
}

const transport = (fetch: typeof globalThis.fetch, clock: Clock, maxRetries = 3) =>
  createTransport({
    baseUrl: 'https://horodoc.test/',
    apiKey: 'hk_test',
    apiSecret: 'secret',
    signatureVersion: 2,
    fetch,
    clock,
    maxRetries,
    maxRetryDelayMs: 60_000,
  });

const ok = () => new Response('{"success":true}', { status: 200 });
const tooMany = (retryAfter: string) =>
  new Response('{"code":"too_many_requests","detail":"Trop de requêtes"}', {
    status: 429,
    headers: { 'retry-after': retryAfter },
  });

describe('the SDK transport', () => {
  it('waits as long as Retry-After says after a 429, then signs the retry afresh with the same Idempotency-Key', async () => {
    const clock = steppedClock();
    const network = scriptedFetch([tooMany('7'), ok()]);
    const send = transport(network.fetch, clock);
    await send({
      method: 'POST',
      path: '/pro/certificates/batch',
      body: jsonBody({ documents: [] }),
      idempotencyKey: 'k1',
    });
    expect(clock.waits).toEqual([7000]);
    const [first, second] = network.tries;
    expect(first?.url).toBe('https://horodoc.test/pro/certificates/batch');
    expect(second?.headers['idempotency-key']).toBe('k1');
    expect(second?.body).toBe(first?.body);
    expect(Number(second?.headers['x-timestamp'])).toBe(Number(first?.headers['x-timestamp']) + 7000);
    expect(second?.headers['x-signature']).not.toBe(first?.headers['x-signature']);
    expect(second?.headers['x-signature-version']).toBe('2');
  });

  it('retries a dropped connection with a growing backoff when the call carries an Idempotency-Key', async () => {
    const clock = steppedClock();
    const network = scriptedFetch([new TypeError('fetch failed'), new TypeError('fetch failed'), ok()]);
    const send = transport(network.fetch, clock);
    const response = await send({
      method: 'POST',
      path: '/pro/certificates/upload',
      body: jsonBody({}),
      idempotencyKey: 'k2',
    });
    expect(response.status).toBe(200);
    expect(clock.waits).toEqual([500, 1000]);
  });

  it('does not retry a dropped POST without an Idempotency-Key: it might have been done', async () => {
    const network = scriptedFetch([new TypeError('fetch failed'), ok()]);
    const send = transport(network.fetch, steppedClock());
    await expect(
      send({ method: 'POST', path: '/pro/webhooks/test', body: jsonBody({}) }),
    ).rejects.toBeInstanceOf(HorodocNetworkError);
    expect(network.tries).toHaveLength(1);
  });

  it('gives up after its retries and throws the last refusal with its code', async () => {
    const network = scriptedFetch([tooMany('1'), tooMany('1'), tooMany('1')]);
    const send = transport(network.fetch, steppedClock(), 2);
    const error = await send({ method: 'GET', path: '/pro/credits/balance' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HorodocError);
    expect(error).toMatchObject({ status: 429, code: 'too_many_requests', message: 'Trop de requêtes' });
    expect(network.tries).toHaveLength(3);
  });

  it('throws a 429 at once when Retry-After is longer than it is willing to wait', async () => {
    const clock = steppedClock();
    const network = scriptedFetch([tooMany('1800')]);
    await expect(
      transport(network.fetch, clock)({ method: 'GET', path: '/pro/usage' }),
    ).rejects.toMatchObject({
      status: 429,
    });
    expect(clock.waits).toEqual([]);
  });

  it('reads Retry-After given as an HTTP date', async () => {
    const clock = steppedClock(Date.parse('2026-03-01T10:00:00Z'));
    const network = scriptedFetch([tooMany('Sun, 01 Mar 2026 10:00:03 GMT'), ok()]);
    await transport(network.fetch, clock)({ method: 'GET', path: '/pro/usage', query: { month: '2026-03' } });
    expect(clock.waits).toEqual([3000]);
    expect(network.tries[1]?.url).toBe('https://horodoc.test/pro/usage?month=2026-03');
  });

  it('never signs two requests with the same timestamp, even within one millisecond', async () => {
    const network = scriptedFetch([ok(), ok()]);
    const send = transport(network.fetch, { now: () => 1_750_000_000_000, sleep: async () => {} });
    await send({ method: 'GET', path: '/pro/credits/balance' });
    await send({ method: 'GET', path: '/pro/credits/balance' });
    expect(network.tries.map((t) => t.headers['x-timestamp'])).toEqual(['1750000000000', '1750000000001']);
  });
});
