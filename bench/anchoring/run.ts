/**
 * `npm run bench:anchoring`: on a local anvil with 2-second blocks, finds the anchoring engine's ceiling by
 * offering more documents than it can take (bulk inserts over several connections), then measures the
 * pending→completed latency at a pace below that ceiling, then the gas per document of batches of 1 to
 * 10,000; last, it starts the server as `npm start` does and lets it idle for 60 seconds, measuring its CPU
 * share (and its anvil child's, apart) and its chain calls. The summary line is the last thing printed.
 *
 * The embedded PGlite by default; BENCH_DATABASE_URL=postgres://… runs the engine on PostgreSQL, in a fresh
 * database created beside the one named (and dropped at the end). BENCH_DOCUMENTS sets the offer that finds
 * the ceiling, BENCH_IDLE_S the idle window.
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { systemClock } from '../../apps/server/src/adapters/clock/clock';
import { type Database, openDatabase } from '../../apps/server/src/adapters/db/database';
import { loadConfig } from '../../apps/server/src/config';
import type { AnchoringEngine } from '../../apps/server/src/modules/anchoring/anchoring-engine';
import { createAnchoringEngine } from '../../apps/server/src/modules/anchoring/create-anchoring-engine';
// The same real anvil node with the contract deployed that the integration tests use.
import { startTestChain } from '../../apps/server/test/support/chain';
import { embeddedFeeder, type Fed, type Feeder, insertPending, postgresFeeder } from './feed-certificates';
import { type IdleFigures, measureServerIdle } from './measure-server-idle';
import { batchGas, countPending, type Outcome, outcomesOf } from './read-outcomes';

const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const BLOCK_TIME_S = 2;
const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? (DATABASE_URL ? 100_000 : 40_000));
/** The latency run offers the target rate, or this share of the ceiling found if lower, for this long. */
const PACED_SHARE = 0.8;
const PACED_S = 12;
const GAS_SIZES = [1, 10, 100, 1000, 10_000];
const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 60);
const TARGETS = DATABASE_URL
  ? { docsPerS: 10_000, p95Ms: BLOCK_TIME_S * 1000 + 1000 }
  : { docsPerS: 2000, p95Ms: BLOCK_TIME_S * 1000 + 1000 };

interface Stack {
  label: string;
  database: Database;
  feeder: Feeder;
  close(): Promise<void>;
}

/** A fresh database on the server BENCH_DATABASE_URL names, dropped at the end. */
async function postgresStack(adminUrl: string): Promise<Stack> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const url = new URL(adminUrl);
  const name = `${url.pathname.slice(1) || 'horodoc'}_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  await admin.end();
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    label: `PostgreSQL (${url.host}, database ${name})`,
    database,
    feeder: postgresFeeder(url.toString()),
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
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
    feeder: embeddedFeeder(database),
    close: () => database.close(),
  };
}

/** Waits until nothing is pending any more (a light poll: on PGlite it shares the engine's connection). */
async function waitNonePending(database: Database, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pending = await countPending(database);
    if (pending === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending} certificates still pending after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

// No spread of the outcomes into Math.min or Math.max: 150,000 arguments overflow the stack.
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function completedOnly(outcomes: Outcome[], expected: number) {
  const done = outcomes.filter((o): o is Outcome & { completedAt: number } => o.completedAt !== null);
  if (done.length !== expected) throw new Error(`only ${done.length} of ${expected} completed`);
  return done;
}

const perS = (count: number, ms: number) => Math.round(count / (ms / 1000));

/**
 * The ceiling: documents completed per second while a backlog waited. Completions come a batch at a time,
 * so the window opens at the first completion and those documents (anchored before it) are not counted.
 */
async function measureCeiling(stack: Stack) {
  const tag = `ceiling-${randomBytes(3).toString('hex')}`;
  const fed = await stack.feeder.offer({ tag, count: DOCUMENTS });
  await waitNonePending(stack.database, 600_000);
  const done = completedOnly(await outcomesOf(stack.database, tag), DOCUMENTS);
  const times = done.map((o) => o.completedAt).sort((a, b) => a - b);
  const first = times[0] ?? 0;
  const last = times[times.length - 1] ?? 0;
  const atFirst = times.filter((t) => t === first).length;
  const firstCreated = done.reduce((min, o) => Math.min(min, o.createdAt), Number.POSITIVE_INFINITY);
  const ceiling =
    last > first ? perS(DOCUMENTS - atFirst, last - first) : perS(DOCUMENTS, last - firstCreated);
  const offered = perS(fed.inserted, fed.endedAt - fed.startedAt);
  const batches = new Set(done.map((o) => o.batchId)).size;
  console.log(
    `  offered ${DOCUMENTS} documents in ${fed.endedAt - fed.startedAt} ms: ${offered}/s (${stack.feeder.label})`,
  );
  console.log(
    `  anchored in ${batches} batches, ${((last - firstCreated) / 1000).toFixed(1)} s from the first pending to the last completed`,
  );
  console.log(
    `  ceiling: ${ceiling} documents/s sustained while a backlog waited (target ≥ ${TARGETS.docsPerS})`,
  );
  if (offered <= ceiling)
    console.log('  (the feeder offered no more than the engine took: the real ceiling is higher)');
  return ceiling;
}

/**
 * Latency at a pace the engine can hold, what a client waits from pending to completed: at the target rate
 * (the targets pair the two: that many documents a second, with that p95), or below the ceiling if lower.
 */
async function measureLatency(stack: Stack, ceiling: number) {
  const tag = `paced-${randomBytes(3).toString('hex')}`;
  const ratePerS = Math.max(10, Math.min(TARGETS.docsPerS, Math.round(ceiling * PACED_SHARE)));
  const count = ratePerS * PACED_S;
  const fed: Fed = await stack.feeder.offer({ tag, count, ratePerS });
  await waitNonePending(stack.database, 300_000);
  const done = completedOnly(await outcomesOf(stack.database, tag), count);
  const latencies = done.map((o) => o.completedAt - o.createdAt).sort((a, b) => a - b);
  const last = done.reduce((max, o) => Math.max(max, o.completedAt), 0);
  const p50 = percentile(latencies, 50);
  const p95 = percentile(latencies, 95);
  console.log(
    `  paced at ${ratePerS}/s for ${PACED_S} s (${perS(fed.inserted, fed.endedAt - fed.startedAt)}/s offered, ${perS(count, last - fed.startedAt)}/s first pending to last completed)`,
  );
  console.log(
    `  latency pending → completed: p50 ${p50} ms, p95 ${p95} ms, max ${latencies[latencies.length - 1]} ms (target p95 ≤ ${TARGETS.p95Ms} ms)`,
  );
  return p95;
}

/** Anchors one batch of each size (fed while the engine is stopped, so it forms one batch) and reads its gas. */
async function measureGas(stack: Stack, start: () => AnchoringEngine, engine: AnchoringEngine) {
  const gasPerDoc = new Map<number, number>();
  let current = engine;
  for (const size of GAS_SIZES) {
    await current.stop();
    const tag = `gas-${size}-${randomBytes(3).toString('hex')}`;
    for (let first = 0; first < size; first += 1000)
      await insertPending(stack.database, tag, first, Math.min(1000, size - first));
    current = start();
    await waitNonePending(stack.database, 120_000);
    const [one] = await outcomesOf(stack.database, tag);
    const batch = await batchGas(stack.database, one?.batchId ?? '');
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
    `anvil with ${BLOCK_TIME_S}-second blocks; batch cap ${settings.maxBatch}; ${DOCUMENTS} documents offered to find the ceiling`,
  );
  let ceiling = 0;
  let p95 = 0;
  let gas = new Map<number, number>();
  let idle: IdleFigures;
  let label = '';
  try {
    const stack = DATABASE_URL ? await postgresStack(DATABASE_URL) : await pgliteStack(dataDir);
    label = stack.label;
    const testChain = await startTestChain({ blockTime: BLOCK_TIME_S });
    const start = () => {
      const engine = createAnchoringEngine({
        database: stack.database,
        chain: testChain.client,
        settings,
        log: pino({ level: process.env.BENCH_LOG ?? 'silent' }),
        clock: systemClock,
      });
      engine.start();
      return engine;
    };
    let engine: AnchoringEngine | null = null;
    try {
      console.log(`\n${stack.label}`);
      engine = start();
      await new Promise((r) => setTimeout(r, 3000));
      ceiling = await measureCeiling(stack);
      p95 = await measureLatency(stack, ceiling);
      const running = engine;
      engine = null;
      gas = await measureGas(stack, start, running);
    } finally {
      // A failed measure leaves the engine running: the pool would wait for its lock's connection forever.
      await engine?.stop();
      await stack.close();
      await testChain.node.stop();
    }
    console.log(`\nthe server idling as \`npm start\` runs it (embedded PGlite and anvil, every job)`);
    idle = await measureServerIdle(IDLE_S);
    const { http, webSocketRequests, subscriptionMessages } = idle.detail;
    console.log(
      `  idle for ${idle.seconds} s: server ${idle.serverCpuPct.toFixed(2)} % of a core (target < 1 %), anvil child ${idle.anvilCpuPct.toFixed(2)} % apart`,
    );
    console.log(
      `  chain calls: ${idle.callsPerMin.toFixed(1)} a minute (${(60 / BLOCK_TIME_S).toFixed(0)} blocks a minute): ${http} HTTP, ${webSocketRequests} WebSocket requests, ${subscriptionMessages} subscription messages`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const one = gas.get(1) ?? 0;
  const thousand = gas.get(1000) ?? 0;
  console.log(`\ngas per document at 1,000 / at 1: ${((thousand / one) * 100).toFixed(3)} % (target < 1 %)`);
  console.log(`summary: throughput and latency from ${label}; idle from the embedded server`);
  console.log(
    `anchoring: docs_per_s=${ceiling} p95_ms=${p95} gas_per_doc_1=${Math.round(one)} gas_per_doc_1000=${thousand.toFixed(1)} idle_cpu_pct=${idle.serverCpuPct.toFixed(2)} idle_rpc_per_min=${idle.callsPerMin.toFixed(1)}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
