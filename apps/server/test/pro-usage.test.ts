import { createHash, randomBytes } from 'node:crypto';
import { CERTIFICATE_EXPORT_COLUMNS } from '@horodoc/shared/pro-usage-api';
import { verifyProof } from '@horodoc/shared/verify-proof';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { apiKeys } from '../src/adapters/db/schema/accounts';
import { apiUsageDays } from '../src/adapters/db/schema/api-usage';
import type { Deps } from '../src/deps';
import { listAccountCertificates } from '../src/modules/certificates/list-account-certificates';
import { logIn } from './support/accounts';
import { eventually } from './support/anchoring';
import { signUpWithKey } from './support/api-keys';
import { startTestChain, type TestChain } from './support/chain';
import { openMigratedPglite } from './support/databases';
import { clockReading } from './support/driven-clock';
import { parseCsv } from './support/parse-csv';
import { type ApiKey, callPro, uploadPro } from './support/pro-api';
import { buildTestApp } from './support/test-app';
import { randomHash } from './support/web-flow';

const DAY_MS = 86_400_000;

describe('the usage report and the certificate archive of /pro', () => {
  let chain: TestChain;
  let database: Database;
  let app: FastifyInstance;
  let deps: Deps;
  let key: ApiKey;
  let otherKey: ApiKey;
  let email: string;
  let password: string;
  // The application's clock, which dates the counted requests and judges the signatures' freshness: held
  // still while the first test dates its requests, then the real one, which the anchoring engine runs on.
  let heldAt: number | null = Date.UTC(2026, 2, 10, 23, 59, 0);
  const appNow = () => heldAt ?? Date.now();
  let signed = 0;
  /** A request signed at the application's time, each with its own timestamp (a signature serves once). */
  const signedCall: typeof callPro = (target, asKey, options) =>
    callPro(target, asKey, { timestamp: appNow() + signed++, ...options });

  beforeAll(async () => {
    chain = await startTestChain({ blockTime: 1 });
    database = await openMigratedPglite();
    ({ app, deps } = await buildTestApp({
      database,
      chain: chain.client,
      env: { LOCAL_BLOCK_TIME_S: '1' },
      deps: { clock: clockReading(appNow) },
    }));
    deps.anchoring.start();
    ({ email, password, key } = await signUpWithKey(app));
    ({ key: otherKey } = await signUpWithKey(app));
  });
  afterAll(async () => {
    await deps?.anchoring.stop();
    await app?.close();
    await database?.close();
    await chain?.stop();
  });

  const usageOf = (month: string, asKey = key) =>
    signedCall(app, asKey, { method: 'GET', path: `/pro/usage?month=${month}` });
  const statusOf = (id: string) =>
    signedCall(app, key, { method: 'GET', path: `/pro/certificates/${id}/status` });

  it('counts signed requests by key and by UTC day, with their failures, written only when flushed', async () => {
    const balance = () => signedCall(app, key, { method: 'GET', path: '/pro/credits/balance' });
    expect((await balance()).statusCode).toBe(200);
    expect((await balance()).statusCode).toBe(200);
    const missing = await statusOf('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    heldAt = appNow() + DAY_MS;
    expect((await balance()).statusCode).toBe(200);
    expect(
      (await signedCall(app, otherKey, { method: 'GET', path: '/pro/credits/balance' })).statusCode,
    ).toBe(200);

    // Nothing written on the request path: the rows appear with the flush.
    expect(await database.db.select().from(apiUsageDays)).toEqual([]);
    await deps.apiUsage.flush();
    expect(await database.db.select().from(apiUsageDays)).toHaveLength(3);

    // The usage calls themselves are counted on the day they happen, and flushing twice adds, never replaces.
    heldAt = appNow() + DAY_MS;
    const first = await usageOf('2026-03');
    expect(first.statusCode).toBe(200);
    await deps.apiUsage.flush();
    const usage = (await usageOf('2026-03')).json();
    expect(usage.month).toBe('2026-03');
    expect(usage.days).toHaveLength(31);
    expect(usage.days[9]).toMatchObject({ date: '2026-03-10', requests: 3, failed_requests: 1 });
    expect(usage.days[10]).toMatchObject({ date: '2026-03-11', requests: 1, failed_requests: 0 });
    // The call before this one is not flushed yet, and counted all the same.
    expect(usage.days[11]).toMatchObject({ date: '2026-03-12', requests: 1, failed_requests: 0 });
    expect(usage.totals).toMatchObject({ requests: 5, failed_requests: 1 });
    expect(usage.keys).toEqual([
      {
        api_key: key.keyId,
        requests: 5,
        failed_requests: 1,
        days: [
          { date: '2026-03-10', requests: 3, failed_requests: 1 },
          { date: '2026-03-11', requests: 1, failed_requests: 0 },
          { date: '2026-03-12', requests: 1, failed_requests: 0 },
        ],
      },
    ]);
    const others = (await usageOf('2026-03', otherKey)).json();
    expect(others.keys).toEqual([
      {
        api_key: otherKey.keyId,
        requests: 1,
        failed_requests: 0,
        days: [{ date: '2026-03-11', requests: 1, failed_requests: 0 }],
      },
    ]);
    expect((await usageOf('2026-02')).json().totals.requests).toBe(0);
  });

  it('counts certificates and credits per day from the uploads, and leaves the credits page out', async () => {
    heldAt = null;
    const month = new Date(appNow()).toISOString().slice(0, 7);
    const today = new Date(appNow()).toISOString().slice(0, 10);
    const first = await uploadPro(app, key, { file_hash: randomHash(), file_name: 'un.pdf' });
    const second = await uploadPro(app, key, { file_hash: randomHash(), file_name: 'deux.pdf' });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);

    const session = await logIn(app, email, password);
    const page = { keyId: session.api_key, secret: session.api_secret };
    const seen = await usageOf(month, page);
    expect(seen.statusCode).toBe(200);
    const usage = (await usageOf(month, page)).json();
    const day = usage.days.find((entry: { date: string }) => entry.date === today);
    expect(day).toMatchObject({ requests: 2, failed_requests: 0, certificates: 2, failures: 0, credits: 2 });
    expect(usage.keys.map((entry: { api_key: string }) => entry.api_key)).toEqual([key.keyId]);
  });

  it.each([
    ['2026-13', 'AAAA-MM'],
    ['2026-3', 'AAAA-MM'],
    ['mars', 'AAAA-MM'],
    ['', 'AAAA-MM'],
  ])('refuses the month %j with a French 400', async (month, expected) => {
    const response = await usageOf(encodeURIComponent(month));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_fields' });
    expect(response.json().details).toContain(expected);
  });

  it('refuses a usage call without month, or with an unknown parameter', async () => {
    const none = await signedCall(app, key, { method: 'GET', path: '/pro/usage' });
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toContain('month est requis');
    const extra = await usageOf('2026-03&key=x');
    expect(extra.statusCode).toBe(400);
  });

  it('exports every certificate of the account as CSV, each anchored one with a proof that verifies', async () => {
    const content = randomBytes(1000);
    const upload = await uploadPro(
      app,
      key,
      { file_name: '=formule, "citée".pdf' },
      { file: { name: 'x.pdf', content } },
    );
    expect(upload.statusCode).toBe(200);
    const id = upload.json().certificate_id as string;
    await eventually(async () => (await statusOf(id)).json().status === 'completed', 30_000, 'completion');
    await uploadPro(app, otherKey, { file_hash: randomHash() });

    const response = await signedCall(app, key, { method: 'GET', path: '/pro/certificates/export.csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="certificats-horodoc-/);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([...CERTIFICATE_EXPORT_COLUMNS]);
    // The two uploads of the second test, then this one; none of the other account's.
    expect(rows).toHaveLength(3);
    const record = (row: string[]) =>
      Object.fromEntries(CERTIFICATE_EXPORT_COLUMNS.map((column, index) => [column, row[index]]));
    const mine = rows.map(record);
    const anchored = mine.find((row) => row.certificate_id === id);
    const fingerprint = `0x${createHash('sha256').update(content).digest('hex')}`;
    expect(anchored).toMatchObject({
      status: 'completed',
      file_name: '\'=formule, "citée".pdf',
      file_size: '1000',
      file_hash: fingerprint,
    });
    expect(anchored?.blockchain_tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    const result = await verifyProof(JSON.parse(anchored?.proof ?? ''), {
      fingerprint,
      publicClient: chain.client.publicClient as never,
    });
    expect(result).toMatchObject({ valid: true, checkedOnChain: true });
    expect(mine.map((row) => row.created_at)).toEqual(mine.map((row) => row.created_at).sort());
  });

  it('reads the archive page by page without repeating or missing a certificate', async () => {
    const [row] = await database.db.select().from(apiKeys).where(eq(apiKeys.keyId, key.keyId));
    const ids: string[] = [];
    for await (const { certificate } of listAccountCertificates({
      db: database.db,
      chain: chain.client,
      mode: 'live',
      accountId: row?.accountId ?? '',
      pageSize: 1,
    })) {
      ids.push(certificate.id);
    }
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });
});
