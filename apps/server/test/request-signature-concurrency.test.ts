import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { signedHeaders } from './support/accounts';
import { randomFingerprint } from './support/anchoring';
import { keyWithCredits } from './support/api-keys';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import type { ApiKey } from './support/pro-api';
import { TEST_REDIS_URL, testRedisAvailable } from './support/redis';
import { buildTestApp } from './support/test-app';

const UPLOAD = '/pro/certificates/upload';
const BALANCE = '/pro/credits/balance';

const UPLOADERS = 16;
const UPLOADS_EACH = 20;
const READERS = 8;
const READS_EACH = 25;

/** One request as sent (its headers and body), and the status it was answered with. */
interface Sent {
  headers: Record<string, string>;
  payload?: string;
  status: number;
}

/**
 * Clients as integrators write them: each signs every request with the wall clock in milliseconds
 * (`Date.now()`), all with one key, all at once. Many requests of the same millisecond share a version-1
 * signature; none may be taken for a replay.
 */
async function runClients(app: FastifyInstance, key: ApiKey): Promise<Sent[]> {
  const client = async (requests: number, method: 'GET' | 'POST', path: string) => {
    const sent: Sent[] = [];
    for (let i = 0; i < requests; i += 1) {
      const payload = method === 'POST' ? JSON.stringify({ file_hash: randomFingerprint() }) : undefined;
      const headers = {
        ...signedHeaders({ ...key, method, path, timestamp: Date.now() }),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      };
      const response = await app.inject({ method, url: path, headers, payload });
      sent.push({ headers, payload, status: response.statusCode });
    }
    return sent;
  };
  const all = await Promise.all([
    ...Array.from({ length: UPLOADERS }, () => client(UPLOADS_EACH, 'POST', UPLOAD)),
    ...Array.from({ length: READERS }, () => client(READS_EACH, 'GET', BALANCE)),
  ]);
  return all.flat();
}

const targets = await databaseTargets();
const redisUp = await testRedisAvailable();
const stores = [
  ...targets.map((target) => ({ name: target.name, target, env: {} })),
  ...(redisUp && targets[0]
    ? [{ name: 'redis' as const, target: targets[0], env: { REDIS_URL: TEST_REDIS_URL } }]
    : []),
];

describe.each(stores)('concurrent clients signing with the wall clock, seen signatures on $name', (store) => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    chain = await startTestChain();
    ({ database, cleanup } = await store.target.open());
    ({ app } = await buildTestApp({ database, chain: chain.client, env: store.env }));
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
    await chain?.stop();
  });

  it('answers 16 × 20 distinct version-1 uploads and 8 × 25 balance reads without one 401, and still refuses an exact replay', async () => {
    const credits = UPLOADERS * UPLOADS_EACH + 1;
    const key = await keyWithCredits(app, database, credits);
    const sent = await runClients(app, key);
    expect(sent).toHaveLength(UPLOADERS * UPLOADS_EACH + READERS * READS_EACH);
    expect(sent.filter((request) => request.status !== 200).map((request) => request.status)).toEqual([]);
    // The case under test did happen: requests of the same millisecond, under one signature.
    const bySignature = new Map<string, number>();
    for (const { headers } of sent) {
      const signature = headers['x-signature'] ?? '';
      bySignature.set(signature, (bySignature.get(signature) ?? 0) + 1);
    }
    expect([...bySignature.values()].some((count) => count > 1)).toBe(true);

    const captured = sent.find((request) => request.payload !== undefined);
    if (!captured) throw new Error('no upload sent');
    const replayed = await app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: captured.headers,
      payload: captured.payload,
    });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().details).toContain('déjà été utilisée');
    const balance = await app.inject({
      url: BALANCE,
      headers: signedHeaders({ ...key, method: 'GET', path: BALANCE }),
    });
    expect(balance.json()).toMatchObject({ credits_balance: 1, credits_used: UPLOADERS * UPLOADS_EACH });
  });
});
