/**
 * `npm run bench:api`: sustained signed uploads per second against the real application (embedded PGlite,
 * local anvil, anchoring engine running), by fingerprint (JSON) and as a 1 MB multipart file, with p50 and
 * p99 latency; then a bare Fastify route answering the same JSON on the same machine, and the ratio of the
 * two. The load comes from worker threads, never the server's own event loop.
 */
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import { openDatabase } from '../../apps/server/src/adapters/db/database';
import { findAccountByEmail } from '../../apps/server/src/modules/accounts/account-repository';
import { creditPurchase } from '../../apps/server/src/modules/credits/credit-ledger-repository';
import { signUp } from '../../apps/server/test/support/accounts';
import { startTestChain } from '../../apps/server/test/support/chain';
import { buildTestApp } from '../../apps/server/test/support/test-app';

interface LoadOptions {
  origin: string;
  kind: 'hash' | 'file' | 'bare';
  keyId: string;
  secret: string;
  connections: number;
  durationMs: number;
}

interface LoadReport {
  ok: number;
  failed: number;
  statuses: Record<string, number>;
  latenciesMs: number[];
  elapsedMs: number;
}

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8000);
const WORKERS = 1;

function load(options: Omit<LoadOptions, 'durationMs'>, durationMs = DURATION_MS): Promise<LoadReport> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { ...options, durationMs },
    });
    worker.once('message', (report: LoadReport) => {
      void worker.terminate();
      resolve(report);
    });
    worker.once('error', reject);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summarise(name: string, report: LoadReport) {
  const sorted = [...report.latenciesMs].sort((a, b) => a - b);
  const rps = (report.ok / report.elapsedMs) * 1000;
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  console.log(
    `${name}: ${Math.round(rps)} req/s, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ` +
      `${report.ok} ok, ${report.failed} failed ${JSON.stringify(report.statuses)}`,
  );
  return { rps, p50, p99 };
}

async function main() {
  const chain = await startTestChain({ blockTime: 2 });
  // BENCH_DATABASE_URL: a PostgreSQL database to run against, as in production; PGlite otherwise.
  const url = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
  const { app, deps } = await buildTestApp({
    database,
    chain: chain.client,
    // The per-key limit (1,000 an hour) is not what is measured here.
    env: { LOCAL_BLOCK_TIME_S: '2', API_RATE_LIMIT_PER_HOUR: '1000000000' },
  });
  if (process.env.BENCH_ENGINE !== '0') deps.anchoring.start();
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const signup = await signUp(app);
  const account = await findAccountByEmail(database.db, signup.email);
  if (!account) throw new Error('no account');
  await database.db.transaction((tx) =>
    creditPurchase(tx, { accountId: account.id, paymentId: randomUUID(), credits: 10_000_000 }),
  );
  const key = { keyId: signup.apiKey, secret: signup.apiSecret };
  const engine = process.env.BENCH_ENGINE === '0' ? 'engine stopped' : 'engine running';
  const where = url ? 'PostgreSQL' : 'embedded PGlite';
  console.log(`api bench: ${DURATION_MS} ms per run, ${WORKERS} load worker, ${where}, ${engine}`);

  await load({ origin, kind: 'hash', ...key, connections: 16 }, 1500); // warm-up
  const hash = summarise('upload by hash', await load({ origin, kind: 'hash', ...key, connections: 16 }));
  const file = summarise(
    'upload of a 1 MB file',
    await load({ origin, kind: 'file', ...key, connections: 4 }),
  );
  await deps.anchoring.stop();
  await app.close();
  await database.close();
  await chain.stop();

  const bare = Fastify({ logger: false });
  const answer = {
    success: true,
    certificate_id: randomUUID(),
    file_hash: `0x${'ab'.repeat(32)}`,
    file_name: 'document',
    file_size: 0,
    status: 'pending',
    credits_used: 1,
    credits_remaining: 41,
  };
  bare.post('/bare/upload', async () => answer);
  const bareOrigin = await bare.listen({ port: 0, host: '127.0.0.1' });
  await load({ origin: bareOrigin, kind: 'bare', ...key, connections: 16 }, 1500);
  const bareRun = summarise(
    'bare Fastify route',
    await load({ origin: bareOrigin, kind: 'bare', ...key, connections: 16 }),
  );
  await bare.close();

  console.log(
    `api: hash_rps=${Math.round(hash.rps)} file_rps=${Math.round(file.rps)} p99_ms=${hash.p99.toFixed(1)} ratio_to_bare=${(hash.rps / bareRun.rps).toFixed(2)}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
