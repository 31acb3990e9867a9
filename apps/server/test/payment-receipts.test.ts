import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { invoices } from '../src/adapters/db/schema/invoices';
import { payments } from '../src/adapters/db/schema/payments';
import type { SimulatorProvider } from '../src/adapters/payments/simulator-provider';
import type { Deps } from '../src/deps';
import { createBackgroundJobs } from '../src/jobs/background-jobs';
import { claimInvoiceEmail, releaseInvoiceEmail } from '../src/modules/invoices/invoice-repository';
import { paymentContext } from '../src/modules/payments/payment-context';
import { paymentReceiptsJob } from '../src/modules/payments/payment-receipts-job';
import { PAYMENT_RECEIPTS, paymentReceipts } from '../src/modules/payments/receipt-handovers';
import { signUp } from './support/accounts';
import { eventually } from './support/anchoring';
import { databaseTargets } from './support/databases';
import { drivenClock } from './support/driven-clock';
import { createFakeChain } from './support/fake-chain';
import { buildTestApp } from './support/test-app';
import { watchedOutbox } from './support/watched-outbox';
import { muteSimulatorEvents } from './support/web-flow';

const targets = await databaseTargets();
const silent = pino({ level: 'silent' });
/** A receipt's claim keeps other senders off this long (`RECEIPT_CLAIM_LEASE_MS`, 5 minutes). */
const LEASE_MS = 5 * 60_000;

/** Lets the promises and queries under way settle: no time passes on the driven clock. */
async function settle() {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe.each(targets)('the payment-receipts job on $name', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  let deps: Deps;
  const clock = drivenClock(Date.now());
  const outbox = watchedOutbox();

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
    // A credit pack (the signup's) is fulfilled by its confirmation alone: no chain is needed.
    const chain = createFakeChain({ clock, blockTimeMs: 0 });
    ({ app, deps } = await buildTestApp({
      database,
      chain: chain.client,
      deps: { clock, mailer: outbox.mailer },
    }));
    muteSimulatorEvents(deps.payments as SimulatorProvider);
  });
  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  /** Another process on the same database: its own hand-overs, its own jobs and its receipts job. */
  function instance() {
    const jobs = createBackgroundJobs({ clock, log: silent });
    const receipts = paymentReceipts(() => jobs.runSoon(PAYMENT_RECEIPTS));
    const job = paymentReceiptsJob(paymentContext({ ...deps, paymentReceipts: receipts }, silent));
    jobs.add(job);
    return { jobs, job };
  }
  const mailsTo = (email: string) => outbox.sent((mail) => mail.to === email);
  const invoiceOf = async (email: string) =>
    (
      await database.db
        .select({ emailedAt: invoices.emailedAt, emailClaimedAt: invoices.emailClaimedAt })
        .from(invoices)
        .innerJoin(payments, eq(payments.id, invoices.paymentId))
        .where(eq(payments.buyerEmail, email))
    )[0];
  const emailedAt = async (email: string) => (await invoiceOf(email))?.emailedAt;

  it('sends the receipt once, woken by the fulfilment, without waiting for its pace', async () => {
    deps.jobs.add(paymentReceiptsJob(paymentContext(deps, silent)));
    deps.jobs.start();
    // Stopped whatever happens: the next tests count on no receipts job running in this process.
    try {
      await settle();
      const { email, invoice_id } = await signUp(app);
      const mail = await outbox.waitFor((sent) => sent.to === email, 1);
      expect(mail.attachments?.map((file) => file.filename)).toEqual([expect.stringMatching(/^facture-/)]);
      expect(invoice_id).toBeTruthy();
      // Marked sent once the mailer took it (its own statement after the send), under the claim made before.
      await eventually(async () => (await emailedAt(email)) != null, 10_000, 'the receipt marked sent');
      expect(await invoiceOf(email)).toEqual({
        emailedAt: expect.any(Date),
        emailClaimedAt: expect.any(Date),
      });
      // Its pace passes, and again: the claimed invoice is not sent twice.
      for (let i = 0; i < 3; i++) {
        clock.advance(30_000);
        await settle();
      }
      expect(mailsTo(email)).toHaveLength(1);
    } finally {
      await deps.jobs.stop();
    }
  });

  it('finds a receipt again after a crash before its claim, once its invoice is 30 s old', async () => {
    // The jobs are stopped: the hand-over stays in this process's memory, which the crash then loses.
    const { email } = await signUp(app);
    await settle();
    expect(mailsTo(email)).toHaveLength(0);
    expect(await emailedAt(email)).toBeNull();

    const restarted = instance();
    restarted.jobs.start();
    await settle();
    expect(mailsTo(email)).toHaveLength(0);
    clock.advance(30_000);
    await outbox.waitFor((sent) => sent.to === email, 1);
    clock.advance(30_000);
    await settle();
    await restarted.jobs.stop();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('sends each receipt once when two instances sweep at the same moment', async () => {
    const emails: string[] = [];
    for (let i = 0; i < 3; i++) emails.push((await signUp(app)).email);
    clock.advance(30_000);
    const [one, two] = [instance(), instance()];
    await Promise.all([one.job.run(), two.job.run(), one.job.run()]);
    for (const email of emails) expect(mailsTo(email)).toHaveLength(1);
  });

  it('sends a receipt whose sender died between its claim and its send once the lease has passed, not before, once', async () => {
    // The jobs are stopped: the hand-over stays in this process's memory, lost with it.
    const { email, invoice_id } = await signUp(app);
    await settle();
    // The sender claims the invoice, then is killed before its send.
    expect(await claimInvoiceEmail(database.db, invoice_id, new Date(clock.now()))).toBeInstanceOf(Date);
    const [one, two] = [instance(), instance()];
    const sweepBoth = () => Promise.all([one.job.run(), two.job.run(), one.job.run()]);

    // The invoice is old enough for the sweep, but its claim still holds.
    clock.advance(30_000);
    await sweepBoth();
    expect(mailsTo(email)).toHaveLength(0);
    clock.advance(LEASE_MS - 30_000 - 1);
    await sweepBoth();
    expect(mailsTo(email)).toHaveLength(0);
    expect(await emailedAt(email)).toBeNull();

    // The lease has passed: the sweeps racing on two instances take it over, and the buyer gets one e-mail.
    clock.advance(1);
    await sweepBoth();
    expect(mailsTo(email)).toHaveLength(1);
    expect(await invoiceOf(email)).toEqual({
      emailedAt: new Date(clock.now()),
      emailClaimedAt: new Date(clock.now()),
    });
    // Sent: no later sweep sends it again, however long after.
    clock.advance(LEASE_MS);
    await sweepBoth();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('sweeps a claim given back (a failed send) at its next pace, and a release names its own claim', async () => {
    const { email, invoice_id } = await signUp(app);
    await settle();
    const claim = await claimInvoiceEmail(database.db, invoice_id, new Date(clock.now()));
    if (!claim) throw new Error('the invoice was not claimed');
    const sweeper = instance();
    clock.advance(30_000);
    // A sender whose claim was taken over after its lease gives back only its own: the new claim holds.
    await releaseInvoiceEmail(database.db, invoice_id, new Date(claim.getTime() - LEASE_MS));
    await sweeper.job.run();
    expect(mailsTo(email)).toHaveLength(0);
    // Given back after a failed send: swept at once, not after the lease.
    await releaseInvoiceEmail(database.db, invoice_id, claim);
    await sweeper.job.run();
    expect(mailsTo(email)).toHaveLength(1);
  });
});
