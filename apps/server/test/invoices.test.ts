import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { issueInvoice } from '../src/modules/invoices/issue-invoice';
import { insertPayment } from '../src/modules/payments/payment-repository';
import { databaseTargets } from './support/databases';

const targets = await databaseTargets();

describe.each(targets)('invoice numbers on $name', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
  });
  afterAll(async () => cleanup?.());

  const newPayment = () =>
    insertPayment(database.db, {
      provider: 'simulator',
      providerPaymentId: `pi_${randomUUID()}`,
      kind: 'web_timestamp',
      fileHash: `0x${'ab'.repeat(32)}`,
      fileName: 'a.pdf',
      fileSize: 1,
      amountHtCents: 100,
      vatCents: 21,
      amountTtcCents: 121,
    });
  const issue = (paymentId: string, issuedAt?: Date) =>
    issueInvoice(database.db, {
      paymentId,
      lineLabel: 'Horodatage blockchain — a.pdf',
      htCents: 100,
      vatCents: 21,
      ttcCents: 121,
      vatRateBasisPoints: 2100,
      issuedAt: issuedAt ?? new Date(),
    });

  it('numbers concurrent invoices of a year without gap or duplicate', async () => {
    const paymentsDone = await Promise.all(Array.from({ length: 25 }, newPayment));
    // A year of its own, so the other tests' invoices take none of its numbers.
    const midyear = new Date('2032-06-15T12:00:00Z');
    const issued = await Promise.all(paymentsDone.map((payment) => issue(payment.id, midyear)));
    const sequences = issued.map((invoice) => invoice.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    for (const invoice of issued)
      expect(invoice.number).toBe(`2032-${String(invoice.sequence).padStart(6, '0')}`);
  });

  it('answers the same invoice to concurrent issuers of one payment, and the next number stays contiguous', async () => {
    const payment = await newPayment();
    const same = await Promise.all(Array.from({ length: 8 }, () => issue(payment.id)));
    expect(new Set(same.map((invoice) => invoice.id)).size).toBe(1);
    const next = await issue((await newPayment()).id);
    expect(next.sequence).toBe((same[0]?.sequence ?? 0) + 1);
  });

  it('starts a new sequence with the new year in Madrid', async () => {
    const first = await issue((await newPayment()).id, new Date('2031-01-01T00:30:00+01:00'));
    expect(first.number).toBe('2031-000001');
    const late = await issue((await newPayment()).id, new Date('2030-12-31T23:30:00+01:00'));
    expect(late.number).toBe('2030-000001');
    // 23:00 UTC on the last day is already midnight in Madrid.
    const eve = await issue((await newPayment()).id, new Date('2033-12-31T22:59:59Z'));
    const newYear = await issue((await newPayment()).id, new Date('2033-12-31T23:00:01Z'));
    expect([eve.number, newYear.number]).toEqual(['2033-000001', '2034-000001']);
  });
});
