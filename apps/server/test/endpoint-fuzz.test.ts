import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/adapters/db/database';
import { startTestChain, type TestChain } from './support/chain';
import { fuzzRequests } from './support/fuzz-corpus';
import { buildTestApp } from './support/test-app';

/** English as Fastify, zod or Node write it: never in an answer of ours. */
const ENGLISH =
  /\b(the|not|is|must|expected|received|invalid|unsupported|body|route|found|request|error|too|long|large)\b/i;

describe('every endpoint against the attack corpus', () => {
  let chain: TestChain;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    chain = await startTestChain();
    database = await openDatabase({ kind: 'pglite' });
    ({ app } = await buildTestApp({ database, chain: chain.client }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
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
});
