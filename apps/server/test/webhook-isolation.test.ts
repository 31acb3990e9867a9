import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../src/adapters/clock/clock';
import type { Database } from '../src/adapters/db/database';
import { webhookAttempts, webhookDeliveries, webhookHosts } from '../src/adapters/db/schema/webhooks';
import { postWebhook } from '../src/adapters/http/post-webhook';
import { createBackgroundJobs } from '../src/jobs/background-jobs';
import type { WebhookDeliveryDeps } from '../src/modules/webhooks/deliver-webhook';
import { scheduledWebhookDelivery } from '../src/modules/webhooks/scheduled-webhook-delivery';
import {
  createWebhookDeliveryJob,
  type WebhookDeliveryJob,
} from '../src/modules/webhooks/webhook-delivery-job';
import { insertAccountWithCredits } from './support/accounts';
import { eventually, insertPendingCertificate, randomFingerprint } from './support/anchoring';
import { databaseTargets } from './support/databases';
import { drivenClock } from './support/driven-clock';
import { startSilentReceiver, startTricklingReceiver } from './support/hostile-receivers';
import { startWebhookReceiver } from './support/webhook-receiver';

const targets = await databaseTargets();

describe.each(targets)('webhook deliveries to several receivers, on $name', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let accountId: string;
  let healthy: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const masterKey = randomBytes(32);

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
    accountId = await insertAccountWithCredits(database, 0);
    healthy = await startWebhookReceiver();
  });
  // Each test starts from an outbox with nothing left to send, and no host on record.
  beforeEach(async () => {
    await database.db
      .update(webhookDeliveries)
      .set({ status: 'failed' })
      .where(eq(webhookDeliveries.status, 'pending'));
    await database.db.delete(webhookHosts);
  });
  afterAll(async () => {
    healthy?.close();
    await cleanup?.();
  });

  const deliveryDeps = (limits: Partial<WebhookDeliveryDeps> = {}): WebhookDeliveryDeps => ({
    db: database.db,
    masterKey,
    publicUrl: 'http://localhost:3000',
    allowLocal: true,
    post: postWebhook,
    timeoutMs: 2000,
    concurrency: 16,
    hostConcurrency: 4,
    ...limits,
  });

  /** `count` outbox rows for `url`, each about a certificate of its own, due at `dueAt`. */
  async function outbox(url: string, count: number, dueAt: Date): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const certificate = await insertPendingCertificate(database.db, {
        fileHash: randomFingerprint(),
        fileName: 'contrat.pdf',
        fileSize: 10,
        source: 'api',
        accountId,
        deadlineMs: 3600_000,
      });
      const [row] = await database.db
        .insert(webhookDeliveries)
        .values({
          certificateId: certificate.id,
          accountId,
          url,
          event: 'certificate.completed',
          payload: { type: 'certificate.completed' },
          nextAttemptAt: dueAt,
        })
        .returning({ id: webhookDeliveries.id });
      if (row) ids.push(row.id);
    }
    return ids;
  }

  const statusesOf = async (ids: string[]) =>
    (
      await database.db
        .select({ status: webhookDeliveries.status })
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.id, ids))
    ).map((row) => row.status);
  const attemptsOf = (ids: string[]) =>
    database.db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, ids));
  const hostOf = (url: string) => new URL(url).host;
  const hostRow = async (url: string) =>
    (
      await database.db
        .select()
        .from(webhookHosts)
        .where(eq(webhookHosts.host, hostOf(url)))
    )[0];

  /** Runs the job as its loop does: again each time a send ends, until `done` holds. */
  async function runUntil(job: WebhookDeliveryJob, done: () => Promise<boolean>) {
    for (let runs = 0; runs < 100; runs++) {
      await job.run();
      if (await done()) return;
      await job.nextSent();
    }
    throw new Error('not done after 100 runs');
  }

  it('delivers every webhook of a healthy receiver while a silent one and a trickling one hold their tries', async () => {
    const silent = await startSilentReceiver();
    const trickling = await startTricklingReceiver(100);
    const clock = drivenClock(Date.parse('2026-03-02T09:00:00Z'));
    const t0 = new Date(clock.now());
    // The hostile receivers' webhooks are due first: a sender serving the outbox in order would meet them first.
    const silentIds = await outbox(silent.url, 4, new Date(t0.getTime() - 1000));
    const tricklingIds = await outbox(trickling.url, 4, new Date(t0.getTime() - 1000));
    const healthyIds = await outbox(`${healthy.origin}/hooks/healthy`, 6, t0);
    // A budget far longer than the healthy receiver's rounds take, even on a busy machine.
    const job = createWebhookDeliveryJob({ ...deliveryDeps({ timeoutMs: 30_000 }), clock });

    await runUntil(job, async () => (await statusesOf(healthyIds)).every((s) => s === 'delivered'));
    // The healthy host's rounds went by (two slots while new, four once it answered), and not one hostile try
    // has ended yet.
    expect(await attemptsOf([...silentIds, ...tricklingIds])).toEqual([]);
    expect(job.sending()).toBe(4);
    const received = healthy.received.filter((r) => r.url === '/hooks/healthy');
    expect(received.map((r) => r.headers['webhook-id']).sort()).toEqual([...healthyIds].sort());

    // The hostile receivers drop their connections: their tries end unanswered, two per host (the slots of a
    // host that has not answered yet).
    silent.close();
    trickling.close();
    await job.settle();
    const hostile = await attemptsOf([...silentIds, ...tricklingIds]);
    expect(hostile.map((attempt) => attempt.statusCode)).toEqual([null, null, null, null]);
    expect(await hostRow(silent.url)).toMatchObject({ failures: 2, pausedUntil: null });
    expect(await hostRow(trickling.url)).toMatchObject({ failures: 2, pausedUntil: null });
    expect(await hostRow(healthy.url)).toMatchObject({ failures: 0, pausedUntil: null });
    expect((await hostRow(healthy.url))?.answeringSince).toBeInstanceOf(Date);
  });

  it('pauses a host that keeps leaving tries unanswered, for itself alone, then lets one try through, and gives it its slots once it answers', async () => {
    const clock = drivenClock(Date.parse('2026-03-03T09:00:00Z'));
    const t0 = new Date(clock.now());
    // A receiver that stops answering (it keeps the request open) until told to answer again.
    let answering = false;
    const flaky = await startWebhookReceiver(() => (answering ? 200 : null));
    const url = `${flaky.origin}/hooks/flaky`;
    try {
      const flakyIds = await outbox(url, 8, t0);
      const job = createWebhookDeliveryJob({ ...deliveryDeps({ timeoutMs: 300 }), clock });
      /** Runs the job once and waits for the sends it started: how many tries that round made. */
      const round = async (of: WebhookDeliveryJob) => {
        const before = (await attemptsOf(flakyIds)).length;
        await of.run();
        await of.settle();
        return (await attemptsOf(flakyIds)).length - before;
      };

      // Never answered: two slots, not four.
      expect(await round(job)).toBe(2);
      expect(await hostRow(url)).toMatchObject({ failures: 2, pausedUntil: null });
      // Still two: the third unanswered try in a row pauses it 10 s, the fourth 20 s.
      expect(await round(job)).toBe(2);
      expect((await hostRow(url))?.pausedUntil?.getTime()).toBe(t0.getTime() + 20_000);

      // Paused: none of its deliveries goes out, while another host's do at once.
      const otherIds = await outbox(`${healthy.origin}/hooks/other`, 3, t0);
      await runUntil(job, async () => (await statusesOf(otherIds)).every((s) => s === 'delivered'));
      expect(await attemptsOf(flakyIds)).toHaveLength(4);
      // With nothing under way, the job sleeps until the pause ends.
      await job.settle();
      await job.run();
      expect(job.dueInMs()).toBe(20_000);

      // Once the pause ends, one try at a time; an answer puts it in good standing, with four slots.
      // (A job with a longer budget, as the answers must not race a busy machine: the record is the database's.)
      clock.advance(20_000);
      answering = true;
      const patient = createWebhookDeliveryJob({ ...deliveryDeps({ timeoutMs: 30_000 }), clock });
      expect(await round(patient)).toBe(1);
      expect(await hostRow(url)).toMatchObject({ failures: 0, pausedUntil: null });
      expect(await round(patient)).toBe(4);
      expect(flaky.received.filter((r) => r.status === 200)).toHaveLength(5);
    } finally {
      flaky.close();
    }
  });

  it('refills a slot as soon as its send ends, without waiting for the sweep', async () => {
    const ids = await outbox(`${healthy.origin}/hooks/one-slot`, 3, new Date());
    // One slot in all, and a sweep half an hour away: only the end of each send can start the next.
    const jobs = createBackgroundJobs({ clock: systemClock, log: pino({ level: 'silent' }) });
    jobs.add(
      scheduledWebhookDelivery({
        ...deliveryDeps({ concurrency: 1, hostConcurrency: 1 }),
        log: pino({ level: 'silent' }),
        sweepEveryMs: 1_800_000,
        clock: systemClock,
        jobs,
      }),
    );
    jobs.start();
    try {
      await eventually(
        async () => (await statusesOf(ids)).every((s) => s === 'delivered'),
        15_000,
        'three deliveries through one slot',
      );
    } finally {
      await jobs.stop();
    }
  });

  it('sends each delivery once when two instances serve the same outbox', async () => {
    const clock = drivenClock(Date.parse('2026-03-04T09:00:00Z'));
    const ids = await outbox(`${healthy.origin}/hooks/shared`, 12, new Date(clock.now()));
    const jobs = [0, 1].map(() =>
      createWebhookDeliveryJob({ ...deliveryDeps({ concurrency: 4, hostConcurrency: 4 }), clock }),
    );
    // Each instance serves until a run of its own starts nothing and none of its sends is under way.
    const serve = async (job: WebhookDeliveryJob) => {
      for (;;) {
        const before = job.started();
        await job.run();
        if (job.started() === before && job.sending() === 0) return;
        await job.nextSent();
      }
    };
    await Promise.all(jobs.map(serve));
    expect(await statusesOf(ids)).toEqual(ids.map(() => 'delivered'));
    const sent = healthy.received
      .filter((r) => r.url === '/hooks/shared')
      .map((r) => r.headers['webhook-id']);
    expect(sent.sort()).toEqual([...ids].sort());
  });
});
