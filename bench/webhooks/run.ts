/**
 * `npm run bench:webhooks`: how long a healthy receiver waits for its webhooks, alone and beside hostile ones.
 *
 * The whole application on a local chain (one-second blocks): the anchoring engine settles certificates and
 * wakes the webhook delivery job, as the server wires them, with the production limits (a 5 s deadline per
 * try, 64 slots, 16 per host in good standing). One account uploads 200 certificates at a steady pace with a
 * webhook URL on a healthy local receiver, which gets two webhooks per certificate (anchored, then final); a
 * webhook's delay runs from its outbox row (the certificate settled, or its block final) to the receiver
 * holding its body.
 *
 * First alone (calm), then beside 10 hostile receivers of 10 other accounts, 20 certificates each: 5 that
 * accept the connection and never answer, 5 that trickle their status line one byte every 3 s. Their
 * webhooks are due first, and retried throughout the healthy run. The target: the healthy receiver's p95 in
 * the hostile run within 2 s of the calm one.
 *
 * Both databases are measured: embedded PGlite, and PostgreSQL when it answers (a fresh database at
 * TEST_DATABASE_URL's server, as the tests make); BENCH_DATABASES=pglite (or postgres) keeps one. The last line
 * gives PostgreSQL's figures when it ran, PGlite's otherwise, and the line before it says which. Options:
 * BENCH_CERTIFICATES (200), BENCH_HOSTILE_CERTIFICATES (20 per hostile receiver).
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { Database } from '../../apps/server/src/adapters/db/database';
import { webhookAttempts, webhookDeliveries } from '../../apps/server/src/adapters/db/schema/webhooks';
import { scheduledWebhookDelivery } from '../../apps/server/src/modules/webhooks/scheduled-webhook-delivery';
import { eventually } from '../../apps/server/test/support/anchoring';
import { keyWithCredits } from '../../apps/server/test/support/api-keys';
import { startTestChain } from '../../apps/server/test/support/chain';
import { type DatabaseTarget, databaseTargets } from '../../apps/server/test/support/databases';
import {
  type HostileReceiver,
  startSilentReceiver,
  startTricklingReceiver,
} from '../../apps/server/test/support/hostile-receivers';
import { type ApiKey, uploadPro } from '../../apps/server/test/support/pro-api';
import { buildTestApp } from '../../apps/server/test/support/test-app';
import { startWebhookReceiver } from '../../apps/server/test/support/webhook-receiver';

const CERTIFICATES = Number(process.env.BENCH_CERTIFICATES ?? 200);
const HOSTILE_CERTIFICATES = Number(process.env.BENCH_HOSTILE_CERTIFICATES ?? 20);
/** The healthy account's uploads: one every 25 ms, 5 s for 200, over several blocks. */
const UPLOAD_EVERY_MS = 25;
const TARGET_MS = 2000;

const load1 = () => loadavg()[0]?.toFixed(2);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Uploads `count` fresh fingerprints for `key` with `webhookUrl`, one every `everyMs`. */
async function uploadMany(
  app: FastifyInstance,
  key: ApiKey,
  webhookUrl: string,
  count: number,
  everyMs: number,
) {
  for (let i = 0; i < count; i++) {
    const response = await uploadPro(app, key, {
      file_hash: `0x${randomBytes(32).toString('hex')}`,
      webhook_url: webhookUrl,
    });
    if (response.statusCode !== 200) throw new Error(`upload refused: ${response.body}`);
    if (everyMs > 0) await sleep(everyMs);
  }
}

/**
 * The healthy receiver's delays on `path`, once all `count` webhooks are in (each certificate's
 * `certificate.completed`, then its `certificate.finalized`): from the outbox row to the receiver.
 */
async function delaysOf(
  database: Database,
  receiver: Awaited<ReturnType<typeof startWebhookReceiver>>,
  path: string,
  count: number,
): Promise<Delay[]> {
  const mine = () => receiver.received.filter((r) => r.url === path);
  await eventually(async () => mine().length >= count, 600_000, `${count} webhooks on ${path}`);
  const received = mine();
  const rows = await database.db
    .select({ id: webhookDeliveries.id, createdAt: webhookDeliveries.createdAt })
    .from(webhookDeliveries)
    .where(
      inArray(
        webhookDeliveries.id,
        received.map((r) => String(r.headers['webhook-id'])),
      ),
    );
  const createdAt = new Map(rows.map((row) => [row.id, row.createdAt.getTime()]));
  return received.map((r) => ({
    event: (JSON.parse(r.body) as { type: string }).type,
    ms: r.receivedAt - (createdAt.get(String(r.headers['webhook-id'])) ?? Number.NaN),
  }));
}

interface Delay {
  event: string;
  ms: number;
}

/** Prints a run's delays, in all and by event; returns their p95. */
function summarise(name: string, delays: Delay[]): number {
  const sorted = (of: Delay[]) => of.map((delay) => delay.ms).sort((a, b) => a - b);
  const all = sorted(delays);
  const byEvent = [...new Set(delays.map((delay) => delay.event))]
    .map((event) => {
      const mine = sorted(delays.filter((delay) => delay.event === event));
      return `${event} p95=${Math.round(percentile(mine, 95))} ms`;
    })
    .join(', ');
  console.log(
    `  ${name}: ${all.length} webhooks, delay p50=${Math.round(percentile(all, 50))} ms ` +
      `p95=${Math.round(percentile(all, 95))} ms max=${Math.round(all.at(-1) ?? Number.NaN)} ms ` +
      `(${byEvent}; load average ${load1()})`,
  );
  return percentile(all, 95);
}

/** Both runs on one database: the healthy receiver's p95, calm and beside the hostile receivers. */
async function benchOn(target: DatabaseTarget): Promise<{ calm: number; hostile: number }> {
  const chain = await startTestChain({ blockTime: 1 });
  const { database, cleanup } = await target.open();
  const { app, deps, config } = await buildTestApp({
    database,
    chain: chain.client,
    env: { LOCAL_BLOCK_TIME_S: '1', API_RATE_LIMIT_PER_HOUR: '1000000000' },
  });
  const healthy = await startWebhookReceiver();
  const hostile: HostileReceiver[] = [];
  deps.anchoring.start();
  // As the server runs it: a job of the one scheduler, woken by the engine as certificates settle.
  deps.jobs.add(
    scheduledWebhookDelivery({
      ...deps.webhookDelivery,
      log: pino({ level: 'silent' }),
      clock: deps.clock,
      jobs: deps.jobs,
    }),
  );
  deps.jobs.start();
  const { timeoutMs, concurrency, hostConcurrency } = config.webhooks;
  console.log(
    `${target.name === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}: a try's deadline ${timeoutMs} ms, ` +
      `${concurrency} slots, ${hostConcurrency} per host in good standing (load average ${load1()})`,
  );
  try {
    const key = await keyWithCredits(app, database, CERTIFICATES * 2 + 10);
    await uploadMany(app, key, `${healthy.origin}/calm`, CERTIFICATES, UPLOAD_EVERY_MS);
    // Each certificate's webhook when it is anchored, and another when its block is final: two each.
    const calm = summarise('calm', await delaysOf(database, healthy, '/calm', 2 * CERTIFICATES));

    for (let i = 0; i < 5; i++) hostile.push(await startSilentReceiver());
    for (let i = 0; i < 5; i++) hostile.push(await startTricklingReceiver(3000));
    for (const receiver of hostile) {
      const attacker = await keyWithCredits(app, database, HOSTILE_CERTIFICATES + 1);
      await uploadMany(app, attacker, receiver.url, HOSTILE_CERTIFICATES, 0);
    }
    // Their webhooks are due, and their first tries hold slots, before the healthy ones start.
    await eventually(
      async () =>
        (await database.db.$count(webhookDeliveries)) >=
        2 * CERTIFICATES + hostile.length * HOSTILE_CERTIFICATES,
      120_000,
      'the hostile webhooks in the outbox',
    );
    await uploadMany(app, key, `${healthy.origin}/hostile`, CERTIFICATES, UPLOAD_EVERY_MS);
    const underAttack = summarise(
      'beside 5 silent and 5 trickling receivers',
      await delaysOf(database, healthy, '/hostile', 2 * CERTIFICATES),
    );
    const unanswered = await database.db.$count(webhookAttempts, isNull(webhookAttempts.statusCode));
    console.log(`  meanwhile, ${unanswered} tries to the hostile receivers ended unanswered`);
    const met = underAttack - calm <= TARGET_MS;
    console.log(
      `  target: hostile p95 within ${TARGET_MS} ms of calm: ${met ? 'met' : 'MISSED'} ` +
        `(${Math.round(underAttack - calm)} ms apart)`,
    );
    return { calm, hostile: underAttack };
  } finally {
    for (const receiver of hostile) receiver.close();
    healthy.close();
    await deps.jobs.stop();
    await deps.anchoring.stop();
    await app.close();
    await cleanup();
    await chain.stop();
  }
}

async function main() {
  const wanted = process.env.BENCH_DATABASES?.split(',');
  const targets = (await databaseTargets()).filter((t) => !wanted || wanted.includes(t.name));
  console.log(
    `webhooks bench: ${CERTIFICATES} certificates to one healthy receiver, alone then beside 10 hostile ones ` +
      `(load average ${load1()})`,
  );
  const results = new Map<string, { calm: number; hostile: number }>();
  for (const target of targets) results.set(target.name, await benchOn(target));
  for (const [name, { calm, hostile }] of results) {
    console.log(`webhooks[${name}]: calm_p95_ms=${Math.round(calm)} hostile_p95_ms=${Math.round(hostile)}`);
  }
  const chosen = results.has('postgres') ? 'postgres' : 'pglite';
  const figures = results.get(chosen);
  if (!figures) throw new Error('no database measured');
  console.log(`the last line gives ${chosen === 'postgres' ? 'PostgreSQL' : 'PGlite'}'s figures`);
  console.log(
    `webhooks: calm_p95_ms=${Math.round(figures.calm)} hostile_p95_ms=${Math.round(figures.hostile)}`,
  );
}

await main();
