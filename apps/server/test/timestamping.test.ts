import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { httpJsonRpc } from '@horodoc/shared/json-rpc';
import { verifyProof } from '@horodoc/shared/verify-proof';
import { certificatesFromPem, verifyTimeStampToken } from '@horodoc/shared/verify-timestamp-token';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { anchorBatches } from '../src/adapters/db/schema/anchoring';
import { loadLocalTsaSigner } from '../src/adapters/tsa/local-tsa-keys';
import { type LocalTsaServer, startLocalTsaServer } from '../src/adapters/tsa/local-tsa-server';
import { createTimeStamper } from '../src/adapters/tsa/request-timestamp';
import { createBackgroundJobs } from '../src/jobs/background-jobs';
import type { AnchoringEngine } from '../src/modules/anchoring/anchoring-engine';
import { type TimestampingJob, timestampingJob } from '../src/modules/timestamping/timestamping-job';
import { createCertificates, eventually, startEngine } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
import { openMigratedPglite } from './support/databases';
import { drivenClock } from './support/driven-clock';
import { buildTestApp } from './support/test-app';

/** `openssl ts -verify`, as docs/proof-format.md prints it: the root as digest, the token, the root CA. */
function opensslVerify(root: string, tokenPath: string, caPath: string) {
  return spawnSync(
    'openssl',
    ['ts', '-verify', '-digest', root.slice(2), '-token_in', '-in', tokenPath, '-CAfile', caPath],
    { encoding: 'utf8' },
  );
}

describe('RFC 3161 time stamps of batch roots, from the local TSA', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'horodoc-tsa-'));
  let chain: TestChain;
  let database: Database;
  let engine: AnchoringEngine;
  let tsa: LocalTsaServer;
  let caPath: string;
  let timestamping: TimestampingJob;
  const clock = drivenClock(Date.now());

  beforeAll(async () => {
    chain = await startTestChain({ blockTime: 1 });
    database = await openMigratedPglite();
    engine = startEngine({ database, chain: chain.client });
    const signer = await loadLocalTsaSigner(dataDir);
    caPath = signer.caCertificatePath;
    tsa = await startLocalTsaServer(signer);
    timestamping = timestampingJob({
      db: database.db,
      stamper: createTimeStamper({ url: tsa.url, qualified: false, timeoutMs: 2000 }),
      // Each round is run by the test, on its own clock, but the last test's, run by the scheduler.
      intervalMs: 3_600_000,
      retryMs: 60_000,
      log: pino({ level: 'silent' }),
      clock,
    });
  });
  afterAll(async () => {
    await engine?.stop();
    await tsa?.stop();
    await database?.close();
    await chain?.stop();
  });

  it('generates a TSA certificate with the critical extendedKeyUsage timeStamping, kept in the data folder', () => {
    const text = execFileSync(
      'openssl',
      ['x509', '-in', join(dataDir, 'tsa', 'tsa.pem'), '-noout', '-text'],
      {
        encoding: 'utf8',
      },
    );
    expect(text).toMatch(/X509v3 Extended Key Usage: critical\s+Time Stamping/);
    expect(text).toContain('Horodoc TSA locale');
  });

  it('keeps anchoring while the TSA is down, and adds the token once it answers again', async () => {
    const port = tsa.port;
    await tsa.stop();
    const [certificate] = await createCertificates(database, 1);
    const done = await engine.anchorNowAndWait(certificate?.id as string, 30_000);
    expect(done.status).toBe('completed');

    const down = await timestamping.runOnce();
    expect(down).toEqual({ stamped: 0, failed: true });
    const [waiting] = await database.db
      .select()
      .from(anchorBatches)
      .where(eq(anchorBatches.id, done.batchId as string));
    expect(waiting).toMatchObject({ state: 'confirmed', tsaToken: null, tsaAttempts: 1 });
    expect(waiting?.tsaLastError).toBeTruthy();

    // Back on the same address; before the retry time nothing is asked, after it the token arrives.
    tsa = await startLocalTsaServer(await loadLocalTsaSigner(dataDir), { port });
    expect(await timestamping.runOnce()).toEqual({ stamped: 0, failed: false });
    clock.advance(61_000);
    expect(await timestamping.runOnce()).toMatchObject({ stamped: 1, failed: false });
    const [stamped] = await database.db
      .select()
      .from(anchorBatches)
      .where(eq(anchorBatches.id, done.batchId as string));
    expect(stamped?.tsaToken).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(stamped?.tsaAuthority).toBe('Horodoc TSA locale (non qualifiée)');
    expect(stamped?.tsaQualified).toBe(false);

    // The proof file carries it, and openssl accepts it for that root, and refuses it altered.
    const { app } = await buildTestApp({ database, chain: chain.client, deps: { anchoring: engine } });
    const response = await app.inject({ url: `/api/certificates/${done.id}/proof.json` });
    const proof = response.json();
    // Version 3: the mode, the chain evidence read at confirmation, the token with its signer's certificate.
    expect(proof).toMatchObject({ version: 3, mode: 'live', rfc3161: { token: stamped?.tsaToken } });
    expect(proof.rfc3161.qualified).toBeUndefined();
    expect(proof.rfc3161.chain).toHaveLength(1);
    expect(await verifyProof(proof, { rpc: httpJsonRpc(chain.node.rpcUrl) })).toMatchObject({
      valid: true,
      evidence: { receiptIndex: expect.any(Number) },
    });
    const anchors = certificatesFromPem(readFileSync(caPath, 'utf8')).map((certificate) => ({
      certificate,
      qualified: false,
    }));
    expect(
      await verifyTimeStampToken({
        token: proof.rfc3161.token,
        root: proof.root,
        chain: proof.rfc3161.chain,
        anchors,
      }),
    ).toMatchObject({ status: 'verified', qualified: false });
    const dir = mkdtempSync(join(tmpdir(), 'horodoc-token-'));
    const tokenPath = join(dir, 'jeton.tsr');
    writeFileSync(tokenPath, Buffer.from(proof.rfc3161.token, 'base64'));
    const ok = opensslVerify(proof.root, tokenPath, caPath);
    expect(ok.stdout + ok.stderr).toContain('Verification: OK');
    expect(ok.status).toBe(0);

    const otherRoot = `0x${'00'.repeat(31)}01`;
    expect(opensslVerify(otherRoot, tokenPath, caPath).status).not.toBe(0);
    const altered = Buffer.from(readFileSync(tokenPath));
    altered[altered.length - 10] = (altered[altered.length - 10] as number) ^ 0xff;
    writeFileSync(join(dir, 'altere.tsr'), altered);
    const refused = opensslVerify(proof.root, join(dir, 'altere.tsr'), caPath);
    expect(refused.status).not.toBe(0);
    expect(refused.stdout + refused.stderr).toContain('Verification: FAILED');
    await app.close();
  });

  it('serves the local authority’s root at a public route, as PEM and as JSON, never as qualified', async () => {
    const { app } = await buildTestApp({ database, chain: chain.client, env: { DATA_DIR: dataDir } });
    const root = readFileSync(caPath, 'utf8');
    const pem = await app.inject({ url: '/api/timestamp-authority/roots.pem' });
    expect(pem.statusCode).toBe(200);
    expect(pem.body).toBe(root);
    const json = await app.inject({ url: '/api/timestamp-authority' });
    expect(json.json()).toEqual({ roots_pem: root, qualified: false });
    await app.close();
    const { app: none } = await buildTestApp({ database, chain: chain.client });
    const missing = await none.inject({ url: '/api/timestamp-authority/roots.pem' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('certificat racine');
    await none.close();
  });

  it('stamps a batch as soon as the engine wakes the job, without waiting for its pace', async () => {
    const jobs = createBackgroundJobs({ clock, log: pino({ level: 'silent' }) });
    jobs.add(timestamping);
    jobs.start();
    // The first round, at the start, finds nothing: the next waits `retryMs` on a clock only the test moves.
    await eventually(
      async () => clock.sleeping() === 1,
      15_000,
      'the scheduler asleep after its first round',
    );
    const [certificate] = await createCertificates(database, 1);
    const done = await engine.anchorNowAndWait(certificate?.id as string, 30_000);
    // Woken as the engine wakes it: the round comes now, with no time passing.
    jobs.runSoon(timestamping.name);
    await eventually(
      async () => {
        const [batch] = await database.db
          .select()
          .from(anchorBatches)
          .where(eq(anchorBatches.id, done.batchId as string));
        return batch?.tsaToken != null;
      },
      15_000,
      'the token',
    );
    await jobs.stop();
  });
});
