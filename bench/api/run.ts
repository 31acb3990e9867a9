/**
 * `npm run bench:api`: sustained signed uploads per second against the real application (local anvil,
 * anchoring engine running), by fingerprint (JSON) and as a 1 MB multipart file, with p50 and p99 latency;
 * then a bare Fastify route answering the same JSON on the same machine, and the ratio of the two. The
 * load comes from a worker thread, never the server's own event loop.
 *
 * Both databases are measured: embedded PGlite, and PostgreSQL when it answers (a fresh database created
 * at TEST_DATABASE_URL's server, as the tests do, or BENCH_DATABASE_URL as is). BENCH_DATABASES=pglite (or
 * postgres) keeps one. The last line gives PostgreSQL's figures when it ran, PGlite's otherwise, and the
 * line before it says which: `api: hash_rps=N p99_ms=N floor_share=N false_401=N batch_fps=N batch_p99_ms=N`.
 *
 * Then uploads by hash from version-1 clients signing with the wall clock's millisecond, as the published
 * samples do, so that distinct requests sent in the same millisecond carry the same signature: every 401 is
 * a false refusal (`false_401`, with the other runs' 401s).
 *
 * Then batches: fingerprints per second accepted through `POST /pro/certificates/batch` requests of 1,000
 * fresh fingerprints each, and the p99 of one batch request.
 *
 * On PostgreSQL, just before and just after the uploads by hash, the floor of any upload durable before its
 * answer (`durable-floor.ts`): the bare route awaiting one grouped row committed to disk, and the share of it
 * the uploads by hash reach. Beside it, what one request of each costs the whole machine (every process, the
 * load generator, PostgreSQL and the kernel included): on a machine both runs keep as busy, the share is set by
 * the ratio of the two, and that line says how far the uploads' own work allows. Each PostgreSQL run also says
 * what it cost the database per request: its backends' CPU, and the bytes of write-ahead log, a count that
 * moves far less from run to run than any time on a shared machine.
 *
 * Options: BENCH_DURATION_MS (8000 per run), BENCH_CONNECTIONS (16 for hashes), BENCH_ENGINE=0 (the
 * anchoring engine stopped), BENCH_BATCH_SIZE (1000), BENCH_BATCH_CONNECTIONS (4).
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { type Database, openDatabase } from '../../apps/server/src/adapters/db/database';
import { rowsOf } from '../../apps/server/src/adapters/db/rows';
import { findAccountByEmail } from '../../apps/server/src/modules/accounts/account-repository';
import { creditPurchase } from '../../apps/server/src/modules/credits/credit-ledger-repository';
import { signUp } from '../../apps/server/test/support/accounts';
import { startTestChain } from '../../apps/server/test/support/chain';
import { type DatabaseTarget, databaseTargets } from '../../apps/server/test/support/databases';
import { buildTestApp } from '../../apps/server/test/support/test-app';
import { benchDurableFloor } from './durable-floor';
import { cpuMsOf, type DatabaseProbe, load, type RunFigures, summarise } from './load';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ENGINE = process.env.BENCH_ENGINE !== '0';
const BATCH_SIZE = Number(process.env.BENCH_BATCH_SIZE ?? 1000);
const BATCH_CONNECTIONS = Number(process.env.BENCH_BATCH_CONNECTIONS ?? 4);

/** One database's figures: uploads by hash and by file, and batches. */
interface ApplicationFigures {
  hash: RunFigures;
  /** Uploads by hash from clients signing with the wall clock's millisecond: distinct requests, some in one. */
  wallClock: RunFigures;
  file: RunFigures;
  batch: RunFigures;
  /** PostgreSQL's durable floor, measured just before and just after the uploads by hash, averaged. */
  floor?: RunFigures;
}

const load1 = () => loadavg()[0]?.toFixed(2);

/**
 * What a run costs PostgreSQL, when it runs on this machine: the CPU used so far by the backends serving this
 * database (a backend that started meanwhile counts from zero), and the write-ahead log written so far.
 */
function postgresProbe(database: Database): DatabaseProbe {
  const seen = new Map<number, number>();
  return {
    async cpuMs() {
      const pids = rowsOf<{ pid: number }>(
        await database.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`),
      );
      let total = 0;
      for (const { pid } of pids) {
        const cpu = cpuMsOf(Number(pid));
        if (cpu === undefined) return undefined;
        seen.set(Number(pid), cpu);
      }
      for (const cpu of seen.values()) total += cpu;
      return total;
    },
    async walBytes() {
      const [row] = rowsOf<{ bytes: string }>(
        await database.db.execute(sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text as bytes`),
      );
      return Number(row?.bytes);
    },
  };
}

const mean = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined ? undefined : (a + b) / 2;

/** The floor measured before and after the uploads, as one: rates and CPU averaged. */
function averageFloor(before: RunFigures, after: RunFigures): RunFigures {
  return {
    ...after,
    rps: (before.rps + after.rps) / 2,
    machineCpuPerRequestMs: mean(before.machineCpuPerRequestMs, after.machineCpuPerRequestMs),
    machineBusy: mean(before.machineBusy, after.machineBusy),
  };
}

/**
 * What one request costs the whole machine, floor and upload: where both keep it as busy, the share of the
 * floor the uploads can reach is the inverse ratio of the two, whatever the server does with its time.
 */
function machineCostLine(floor: RunFigures, hash: RunFigures): string | undefined {
  const { machineCpuPerRequestMs: floorMs, machineBusy: floorBusy } = floor;
  const { machineCpuPerRequestMs: hashMs, machineBusy: hashBusy } = hash;
  if (floorMs === undefined || hashMs === undefined || floorBusy === undefined || hashBusy === undefined) {
    return undefined;
  }
  const busy = (share: number) => `${Math.round(share * 100)} % busy`;
  return (
    `machine CPU per request: floor ${floorMs.toFixed(3)} ms (${busy(floorBusy)}), upload by hash ` +
    `${hashMs.toFixed(3)} ms (${busy(hashBusy)}); a machine kept as busy answers ${(floorMs / hashMs).toFixed(2)} ` +
    'of the floor in uploads'
  );
}

/** The uploads by hash and by file against the whole application on one database. */
async function benchApplication(database: Database): Promise<ApplicationFigures> {
  const chain = await startTestChain({ blockTime: 2 });
  const { app, deps } = await buildTestApp({
    database,
    chain: chain.client,
    // The per-key limit (1,000 an hour) is not what is measured here.
    env: { LOCAL_BLOCK_TIME_S: '2', API_RATE_LIMIT_PER_HOUR: '1000000000' },
  });
  if (ENGINE) deps.anchoring.start();
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const signup = await signUp(app);
    const account = await findAccountByEmail(database.db, signup.email);
    if (!account) throw new Error('no account');
    await database.db.transaction((tx) =>
      creditPurchase(tx, { accountId: account.id, paymentId: randomUUID(), credits: 10_000_000 }),
    );
    const key = { origin, keyId: signup.apiKey, secret: signup.apiSecret };
    const probe = database.kind === 'postgres' ? postgresProbe(database) : undefined;
    await load({ ...key, kind: 'hash', connections: CONNECTIONS, durationMs: 1500 }); // warm-up
    // The disk's flush, which sets the floor, drifts from minute to minute on a shared machine: the floor
    // is measured on either side of the uploads, under the same conditions (the engine running), and the two
    // averaged. PGlite keeps no disk here: a floor of durable writes is PostgreSQL's only.
    const floorRun = () =>
      benchDurableFloor(database, { connections: CONNECTIONS, durationMs: DURATION_MS / 2 }, probe);
    const floorBefore = database.kind === 'postgres' ? await floorRun() : undefined;
    const hash = summarise(
      `  upload by hash (${CONNECTIONS} connections)`,
      await load({ ...key, kind: 'hash', connections: CONNECTIONS, durationMs: DURATION_MS }, probe),
    );
    const floorAfter = floorBefore ? await floorRun() : undefined;
    const floor = floorBefore && floorAfter && averageFloor(floorBefore, floorAfter);
    const wallClock = summarise(
      `  upload by hash, signed with the wall clock's millisecond (${CONNECTIONS} connections)`,
      await load({
        ...key,
        kind: 'hash',
        connections: CONNECTIONS,
        durationMs: DURATION_MS / 2,
        wallClock: true,
      }),
    );
    const file = summarise(
      '  upload of a 1 MB file (4 connections)',
      await load({ ...key, kind: 'file', connections: 4, durationMs: DURATION_MS }, probe),
    );
    const batchLoad = {
      ...key,
      kind: 'batch' as const,
      batchSize: BATCH_SIZE,
      connections: BATCH_CONNECTIONS,
    };
    await load({ ...batchLoad, durationMs: 1500 }); // warm-up
    const batch = summarise(
      `  batches of ${BATCH_SIZE} fingerprints (${BATCH_CONNECTIONS} connections)`,
      await load({ ...batchLoad, durationMs: DURATION_MS }, probe),
    );
    console.log(`  = ${Math.round(batch.rps * BATCH_SIZE)} fingerprints/s accepted through batches`);
    return { hash, wallClock, file, batch, floor };
  } finally {
    await deps.anchoring.stop();
    await app.close();
    await chain.stop();
  }
}

/** The same JSON answered by a bare Fastify route: what the machine allows any route at all. */
async function benchBareRoute(): Promise<RunFigures> {
  const bare = Fastify({ logger: false });
  const answer = {
    success: true,
    certificate_id: randomUUID(),
    file_hash: `0x${'ab'.repeat(32)}`,
    file_name: null,
    file_size: null,
    status: 'pending',
    credits_used: 1,
    credits_remaining: 41,
  };
  bare.post('/bare/upload', async () => answer);
  const origin = await bare.listen({ port: 0, host: '127.0.0.1' });
  const options = { origin, kind: 'bare' as const, keyId: 'none', secret: 'none', connections: CONNECTIONS };
  await load({ ...options, durationMs: 1500 });
  const figures = summarise('bare Fastify route', await load({ ...options, durationMs: DURATION_MS }));
  await bare.close();
  return figures;
}

async function openTarget(target: DatabaseTarget) {
  const url = process.env.BENCH_DATABASE_URL;
  if (target.name === 'postgres' && url) {
    const database = await openDatabase({ kind: 'postgres', url });
    return { database, cleanup: () => database.close() };
  }
  return target.open();
}

/** One database's line, with the figures the last line leaves out. */
function databaseLine({ hash, file, batch }: ApplicationFigures, bare: RunFigures): string {
  return (
    `hash_rps=${Math.round(hash.rps)} file_rps=${Math.round(file.rps)} p99_ms=${hash.p99.toFixed(1)} ` +
    `ratio_to_bare=${(hash.rps / bare.rps).toFixed(2)} ` +
    `batch_fps=${Math.round(batch.rps * BATCH_SIZE)} batch_p99_ms=${batch.p99.toFixed(1)}`
  );
}

/** The last line: `floor_share` is the uploads by hash over the durable floor (PostgreSQL's only). */
function summaryLine({ hash, wallClock, batch }: ApplicationFigures, floor: RunFigures | undefined): string {
  const floorShare = floor ? (hash.rps / floor.rps).toFixed(2) : 'n/a';
  return (
    `hash_rps=${Math.round(hash.rps)} p99_ms=${hash.p99.toFixed(1)} floor_share=${floorShare} ` +
    `false_401=${hash.refused401 + wallClock.refused401} ` +
    `batch_fps=${Math.round(batch.rps * BATCH_SIZE)} batch_p99_ms=${batch.p99.toFixed(1)}`
  );
}

async function main() {
  const wanted = process.env.BENCH_DATABASES?.split(',');
  const targets = (await databaseTargets()).filter((t) => !wanted || wanted.includes(t.name));
  console.log(
    `api bench: ${DURATION_MS} ms per run, 1 load worker, anchoring engine ${ENGINE ? 'running' : 'stopped'}, ` +
      `load average ${load1()}`,
  );
  const bareBefore = await benchBareRoute();
  const results = new Map<string, ApplicationFigures>();
  for (const target of targets) {
    console.log(`${target.name === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'} (load average ${load1()}):`);
    const { database, cleanup } = await openTarget(target);
    try {
      results.set(target.name, await benchApplication(database));
    } finally {
      await cleanup();
    }
  }
  const bareAfter = await benchBareRoute();
  // The machine is shared: the bare route is measured before and after, and the two averaged.
  const bare: RunFigures = { ...bareAfter, rps: (bareBefore.rps + bareAfter.rps) / 2 };
  console.log(`load average at the end ${load1()}`);
  const hashOnPostgres = results.get('postgres')?.hash;
  const floor = results.get('postgres')?.floor;
  if (floor && hashOnPostgres) {
    console.log(
      `floor[postgres]: one durable row per request ${Math.round(floor.rps)} req/s, ` +
        `ratio_to_bare=${(floor.rps / bare.rps).toFixed(2)}; uploads by hash reach ` +
        `${((hashOnPostgres.rps / floor.rps) * 100).toFixed(0)} % of it`,
    );
    const cost = machineCostLine(floor, hashOnPostgres);
    if (cost) console.log(`floor[postgres]: ${cost}`);
  }

  for (const [name, figures] of results) console.log(`api[${name}]: ${databaseLine(figures, bare)}`);
  const chosen = results.has('postgres') ? 'postgres' : 'pglite';
  const figures = results.get(chosen);
  if (!figures) throw new Error('no database measured');
  console.log(
    `The line below gives the ${chosen === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'} figures` +
      (chosen === 'postgres' ? ' (the production database; PGlite runs in the server’s own thread).' : '.'),
  );
  console.log(`api: ${summaryLine(figures, chosen === 'postgres' ? floor : undefined)}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
