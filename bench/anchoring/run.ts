/**
 * `npm run bench:anchoring`: on a local anvil with 2-second blocks and the embedded PGlite, feeds 20,000
 * fingerprints as fast as possible and measures throughput and pending→completed latency; then anchors
 * batches of 1 to 10,000 and measures gas per document; then lets an engine idle on the embedded database for
 * 60 seconds and measures its CPU share and chain calls. The summary line is the last thing printed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { type Database, openDatabase } from '../../apps/server/src/adapters/db/database';
import { rowsOf } from '../../apps/server/src/adapters/db/rows';
import { anchorBatches } from '../../apps/server/src/adapters/db/schema/anchoring';
import { certificates } from '../../apps/server/src/adapters/db/schema/certificates';
import { loadConfig } from '../../apps/server/src/config';
import type { AnchoringEngine } from '../../apps/server/src/modules/anchoring/anchoring-engine';
import { createAnchoringEngine } from '../../apps/server/src/modules/anchoring/create-anchoring-engine';
import { certificateView, derivedStatus } from '../../apps/server/src/modules/certificates/certificate-view';
// The same real anvil node with the contract deployed that the integration tests use.
import { startTestChain } from '../../apps/server/test/support/chain';
import { type IdleFigures, measureIdle } from './measure-idle';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 20_000);
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BLOCK_TIME_S = 2;
const GAS_SIZES = [1, 10, 100, 1000, 10_000];
const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 60);

const fingerprint = () => `0x${randomBytes(32).toString('hex')}`;

/** Inserts pending certificates in multi-row statements, as many clients at once would. */
async function feed(database: Database, count: number, chunk = 500): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += chunk) {
    const size = Math.min(chunk, count - start);
    const rows = await database.db
      .insert(certificates)
      .values(
        Array.from({ length: size }, (_, i) => ({
          fileHash: fingerprint(),
          fileName: `bench-${start + i}.pdf`,
          fileSize: 1024,
          source: 'api' as const,
          salt: fingerprint(),
          deadlineAt: new Date(Date.now() + 3_600_000),
        })),
      )
      .returning({ id: certificates.id });
    ids.push(...rows.map((r) => r.id));
    // Clients reach a server through its sockets, one event at a time. Embedded PGlite answers without any
    // I/O, so a loop of awaits alone would starve the event loop: the engine's timers and its chain calls
    // would not run until the feed ended, which no client could cause.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return ids;
}

/**
 * Waits until nothing is pending any more, then checks that every one of `ids` completed. The poll is kept
 * light: on the embedded database it shares the one connection with the engine, and a query over 20,000
 * ids every 100 ms took a third of it. Latency comes from the stored timestamps, not from when the poll saw it.
 */
async function waitAllCompleted(database: Database, ids: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [pending] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from certificates c left join anchor_batches b on b.id = c.batch_id
          where c.status = 'pending' and ${derivedStatus('c', 'b')} = 'pending'`,
      ),
    );
    if ((pending?.n ?? 0) === 0) break;
    if (Date.now() > deadline)
      throw new Error(`${pending?.n} certificates still pending after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const [row] = rowsOf<{ n: number }>(
    await database.db.execute(
      sql`select count(*)::int as n from certificates c left join anchor_batches b on b.id = c.batch_id
        where ${derivedStatus('c', 'b')} = 'completed' and c.id = any(${`{${ids.join(',')}}`}::uuid[])`,
    ),
  );
  if ((row?.n ?? 0) !== ids.length) throw new Error(`only ${row?.n} of ${ids.length} completed`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Stack {
  label: string;
  /** The engine's database, and a second connection for the feeder, as separate clients would have. */
  database: Database;
  /** The embedded mode's database: the one an idle server is measured on. */
  embedded: boolean;
  feeder: Database;
  close(): Promise<void>;
}

async function postgresStack(): Promise<Stack | null> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `horodoc_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  const feeder = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  return {
    label: `PostgreSQL (${TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//')})`,
    database,
    embedded: false,
    feeder,
    close: async () => {
      await feeder.close();
      await database.close();
      const dropper = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function pgliteStack(dataDir: string): Promise<Stack> {
  // The embedded database, on disk as `npm start` has it; one process, so the feeder shares it.
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  return {
    label: 'PGlite on disk (embedded mode)',
    database,
    embedded: true,
    feeder: database,
    close: () => database.close(),
  };
}

interface Throughput {
  docsPerS: number;
  p50: number;
  p95: number;
}

/** Feeds DOCUMENTS fingerprints as fast as the database takes them and times each to completion. */
async function measureThroughput(stack: Stack, engine: AnchoringEngine): Promise<Throughput> {
  const fedAt = Date.now();
  const ids = await feed(stack.feeder, DOCUMENTS);
  const fedMs = Date.now() - fedAt;
  await waitAllCompleted(stack.feeder, ids, 180_000);
  const rows = await stack.feeder.db
    .select({
      createdAt: certificates.createdAt,
      completedAt: certificateView.completedAt,
      batchId: certificates.batchId,
    })
    .from(certificates)
    .leftJoin(anchorBatches, eq(anchorBatches.id, certificates.batchId))
    .where(inArray(certificates.id, ids));
  const latencies = rows
    .map((r) => (r.completedAt?.getTime() ?? 0) - r.createdAt.getTime())
    .sort((a, b) => a - b);
  const first = Math.min(...rows.map((r) => r.createdAt.getTime()));
  const last = Math.max(...rows.map((r) => r.completedAt?.getTime() ?? 0));
  const docsPerS = Math.round(DOCUMENTS / ((last - first) / 1000));
  const p50 = percentile(latencies, 50);
  const p95 = percentile(latencies, 95);
  console.log(
    `  fed ${DOCUMENTS} fingerprints in ${fedMs} ms (${Math.round(DOCUMENTS / (fedMs / 1000))}/s offered)`,
  );
  console.log(
    `  anchored in ${new Set(rows.map((r) => r.batchId)).size} batches; first pending → last completed ${last - first} ms`,
  );
  console.log(`  throughput: ${docsPerS} documents/s sustained (target ≥ 2000)`);
  console.log(
    `  latency pending → completed: p50 ${p50} ms, p95 ${p95} ms, max ${latencies[latencies.length - 1]} ms (target p95 ≤ ${BLOCK_TIME_S * 1000 + 1500} ms)`,
  );
  await printBatches(stack, rows, first);
  void engine;
  return { docsPerS, p50, p95 };
}

/** One line per batch, in seconds from the first fingerprint: when its documents came, when it was sent, when done. */
async function printBatches(
  stack: Stack,
  rows: Array<{ createdAt: Date; completedAt: Date | null; batchId: string | null }>,
  first: number,
) {
  const byBatch = new Map<string, typeof rows>();
  for (const row of rows) {
    const own = byBatch.get(row.batchId ?? '') ?? [];
    own.push(row);
    byBatch.set(row.batchId ?? '', own);
  }
  const batches = await stack.feeder.db
    .select()
    .from(anchorBatches)
    .where(inArray(anchorBatches.id, [...byBatch.keys()]));
  const at = (ms: number | undefined) => (ms === undefined ? '?' : ((ms - first) / 1000).toFixed(2));
  batches.sort((a, b) => (a.sentAt?.getTime() ?? 0) - (b.sentAt?.getTime() ?? 0));
  for (const batch of batches) {
    const own = byBatch.get(batch.id) ?? [];
    const created = own.map((r) => r.createdAt.getTime());
    const worst = Math.max(...own.map((r) => (r.completedAt?.getTime() ?? 0) - r.createdAt.getTime()));
    console.log(
      `    ${String(batch.leafCount).padStart(5)} leaves fed ${at(Math.min(...created))}–${at(Math.max(...created))} s, sent ${at(batch.sentAt?.getTime())} s, block ${batch.blockNumber}, completed ${at(batch.confirmedAt?.getTime())} s, slowest ${worst} ms`,
    );
  }
}

/** Anchors one batch of each size (fed while the engine is stopped, so it forms one batch) and reads its gas. */
async function measureGas(stack: Stack, start: () => AnchoringEngine, engine: AnchoringEngine) {
  const gasPerDoc = new Map<number, number>();
  let current = engine;
  for (const size of GAS_SIZES) {
    await current.stop();
    const sized = await feed(stack.feeder, size, 1000);
    current = start();
    await waitAllCompleted(stack.feeder, sized, 120_000);
    const [cert] = await stack.feeder.db
      .select()
      .from(certificates)
      .where(eq(certificates.id, sized[0] ?? ''));
    const [batch] = await stack.feeder.db
      .select()
      .from(anchorBatches)
      .where(eq(anchorBatches.id, cert?.batchId ?? ''));
    if (batch?.leafCount !== size) throw new Error(`expected one batch of ${size}, got ${batch?.leafCount}`);
    const perDoc = Number(batch.gasUsed) / size;
    gasPerDoc.set(size, perDoc);
    console.log(
      `  batch of ${String(size).padStart(6)}: ${batch.gasUsed} gas, ${perDoc.toFixed(2)} gas per document`,
    );
  }
  await current.stop();
  return gasPerDoc;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'horodoc-bench-anchoring-'));
  const settings = loadConfig({ LOCAL_BLOCK_TIME_S: String(BLOCK_TIME_S), DATA_DIR: dataDir }).anchoring;
  console.log(
    `anvil with ${BLOCK_TIME_S}-second blocks; batch cap ${settings.maxBatch}; ${DOCUMENTS} fingerprints per run`,
  );
  const results: Array<{ label: string; throughput: Throughput }> = [];
  let gas: Map<number, number> | null = null;
  let idle: IdleFigures | null = null;
  try {
    const postgres = await postgresStack();
    if (!postgres) console.log('PostgreSQL not reachable: measuring the embedded PGlite only');
    for (const stack of [postgres, await pgliteStack(dataDir)]) {
      if (!stack) continue;
      const testChain = await startTestChain({ blockTime: BLOCK_TIME_S });
      const { node, client: chain } = testChain;
      const start = () => {
        const engine = createAnchoringEngine({
          database: stack.database,
          chain,
          settings,
          log: pino({ level: process.env.BENCH_LOG ?? 'silent' }),
        });
        engine.start();
        return engine;
      };
      try {
        console.log(`\n${stack.label}`);
        const engine = start();
        await new Promise((r) => setTimeout(r, 3000));
        results.push({ label: stack.label, throughput: await measureThroughput(stack, engine) });
        if (!gas) gas = await measureGas(stack, start, engine);
        else await engine.stop();
        if (stack.embedded) {
          idle = await measureIdle(stack.database, testChain, settings, IDLE_S);
          console.log(
            `  idle for ${idle.seconds} s: ${idle.cpuPct.toFixed(2)} % of a core (target < 1 %), ${idle.rpcPerMin.toFixed(1)} chain calls a minute (${(60 / BLOCK_TIME_S).toFixed(0)} blocks a minute)`,
          );
        }
      } finally {
        await stack.close();
        await node.stop();
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const one = gas?.get(1) ?? 0;
  const thousand = gas?.get(1000) ?? 0;
  console.log(`\ngas per document at 1,000 / at 1: ${((thousand / one) * 100).toFixed(3)} % (target < 1 %)`);
  const headline = results[0] as { label: string; throughput: Throughput };
  console.log(`summary from ${headline.label}, the configuration that scales out (DESIGN principle 4)`);
  console.log(
    `anchoring: docs_per_s=${headline.throughput.docsPerS} p95_ms=${headline.throughput.p95} gas_per_doc_1=${Math.round(one)} gas_per_doc_1000=${thousand.toFixed(1)} idle_cpu_pct=${idle?.cpuPct.toFixed(2) ?? 'NaN'} idle_rpc_per_min=${idle?.rpcPerMin.toFixed(1) ?? 'NaN'}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
