import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { logIn, reauthenticate } from './support/accounts';
import { signUpWithKey } from './support/api-keys';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { fuzzRequests } from './support/fuzz-corpus';
import { signedFuzzCases } from './support/signed-fuzz-corpus';
import { buildTestApp } from './support/test-app';

/** English as Fastify, zod or Node write it: never in an answer of ours. */
const ENGLISH =
  /\b(the|not|is|must|expected|received|invalid|unsupported|body|route|found|request|error|too|long|large)\b/i;

const targets = await databaseTargets();

let lastTimestamp = 0;
const nextTimestamp = () => {
  lastTimestamp = Math.max(Date.now(), lastTimestamp + 1);
  return lastTimestamp;
};

describe.each(targets)('every endpoint against the attack corpus, on $name', (target) => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    chain = await startTestChain();
    ({ database, cleanup } = await target.open());
    ({ app } = await buildTestApp({ database, chain: chain.client }));
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
    await chain?.stop();
  });

  it('knows the routes it replays against', () => {
    const routes = [...app.routeTable().keys()];
    // A new route is covered without being listed: these only prove the table is the real one.
    expect(routes).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/check-document.php',
        '/api/create-payment.php',
        '/api/confirm-payment.php',
        '/api/webhooks/stripe',
        '/api/verify/:file_hash',
        '/api/certificates/:id/certificate.pdf',
      ]),
    );
  });

  it('never answers 5xx, and every refusal is JSON with a French message', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const [pattern, methods] of app.routeTable()) {
      for (const request of fuzzRequests(pattern, methods)) {
        sent += 1;
        const response = await app.inject(request);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const label = `${request.method} ${String(request.url).slice(0, 80)} → ${response.statusCode}`;
        if (response.statusCode >= 500) failures.push(`${label} ${response.body.slice(0, 200)}`);
        if (response.statusCode < 400 || request.method === 'HEAD') continue;
        let body: { message?: unknown; details?: unknown };
        try {
          body = response.json();
        } catch {
          failures.push(`${label}: not JSON: ${response.body.slice(0, 120)}`);
          continue;
        }
        const text = `${String(body.message ?? '')} ${String(body.details ?? '')}`;
        if (typeof body.message !== 'string' || body.message === '' || ENGLISH.test(text)) {
          failures.push(`${label}: ${response.body.slice(0, 200)}`);
        }
        if (response.statusCode === 405 && !response.headers.allow) failures.push(`${label}: no Allow`);
      }
    }
    console.log(`fuzz: ${sent} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 300_000);

  it('answers malformed multipart and unstorable text in any field with a 400 naming the field, in French', async () => {
    const signup = await signUpWithKey(app);
    const login = await logIn(app, signup.email, signup.password);
    const session = { keyId: login.api_key, secret: login.api_secret };
    expect((await reauthenticate(app, session, signup.password)).statusCode).toBe(200);
    const failures: string[] = [];
    const cases = signedFuzzCases({ key: signup.key, session, nextTimestamp });
    for (const { label, request, field } of cases) {
      const response = await app.inject(request);
      const text = `${response.json().message ?? ''} ${response.json().details ?? ''}`;
      const named = field === undefined || String(response.json().details ?? '').includes(field);
      if (response.statusCode !== 400 || !named || ENGLISH.test(text)) {
        failures.push(`${label} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(cases.length).toBeGreaterThan(50);
  });
});
