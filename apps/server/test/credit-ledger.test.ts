import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { rowsOf } from '../src/adapters/db/rows';
import { accounts, creditLedger } from '../src/adapters/db/schema/accounts';
import { anchorBatches } from '../src/adapters/db/schema/anchoring';
import { certificates } from '../src/adapters/db/schema/certificates';
import { expireOverdue, failBatch } from '../src/modules/anchoring/batch-repository';
import { type AcceptApiBatchOptions, acceptApiBatch } from '../src/modules/api-intake/accept-api-batch';
import { acceptApiUpload } from '../src/modules/api-intake/accept-api-upload';
import { insertPaidApiUploads } from '../src/modules/api-intake/insert-paid-api-uploads';
import { withdrawUnbatchedCertificate } from '../src/modules/certificates/certificate-repository';
import {
  creditPurchase,
  readCreditSummary,
  refundCertificateCredits,
} from '../src/modules/credits/credit-ledger-repository';
import { debitCredits } from '../src/modules/credits/debit-credits';
import { insertAccountWithCredits } from './support/accounts';
import { insertPendingCertificate, randomFingerprint } from './support/anchoring';
import { databaseTargets } from './support/databases';

const targets = await databaseTargets();

describe.each(targets)('the credit ledger on $name', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
  });
  afterAll(async () => cleanup?.());

  /** The running balance and the sum of the ledger must always agree. */
  async function expectConsistent(accountId: string, balance: number) {
    const [account] = await database.db.select().from(accounts).where(eq(accounts.id, accountId));
    const [sum] = rowsOf<{ total: number }>(
      await database.db.execute(
        sql`select coalesce(sum(delta), 0)::int as total from credit_ledger where account_id = ${accountId}`,
      ),
    );
    expect(account?.creditsBalance).toBe(balance);
    expect(Number(sum?.total)).toBe(balance);
    expect((await readCreditSummary(database.db, accountId)).balance).toBe(balance);
  }

  /** A pending API certificate that took one credit, as an upload does. */
  async function certificateWithCredit(accountId: string) {
    const certificate = await insertPendingCertificate(database.db, {
      fileHash: randomFingerprint(),
      fileName: 'rapport.pdf',
      fileSize: 10,
      source: 'api',
      accountId,
      deadlineMs: 60_000,
    });
    expect(
      await debitCredits(database.db, { accountId, credits: 1, certificateId: certificate.id }),
    ).not.toBeNull();
    return certificate;
  }

  const ledgerRows = (accountId: string, reason: 'timestamp' | 'refund') =>
    database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.accountId, accountId), eq(creditLedger.reason, reason)));

  /** Past their deadline, without a batch having taken them: the ids the engine's expiry then takes. */
  async function expireNow(certificateIds: string[]) {
    await database.db
      .update(certificates)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(inArray(certificates.id, certificateIds));
    return expireOverdue(database.db, 'live', new Date());
  }

  /** A batch of the account's live key, as `POST /pro/certificates/batch` accepts it. */
  const acceptLiveBatch = (accountId: string, documents: AcceptApiBatchOptions['documents']) =>
    acceptApiBatch({
      db: database.db,
      accountId,
      mode: 'live',
      documents,
      deadlineMs: 60_000,
      now: new Date(),
    });

  it('takes exactly 50 of 100 parallel debits on 50 credits, and never goes below zero', async () => {
    const accountId = await insertAccountWithCredits(database, 50);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        debitCredits(database.db, { accountId, credits: 1, certificateId: randomUUID() }),
      ),
    );
    const taken = results.filter((balance) => balance !== null);
    expect(taken).toHaveLength(50);
    expect(new Set(taken).size).toBe(50);
    expect(Math.min(...(taken as number[]))).toBe(0);
    await expectConsistent(accountId, 0);
    expect(await readCreditSummary(database.db, accountId)).toEqual({ balance: 0, used: 50, purchased: 50 });
  });

  it('pays an upload alone with one ledger row, refuses it without a credit, and takes none for a test', async () => {
    const accountId = await insertAccountWithCredits(database, 1);
    const upload = (mode: 'live' | 'test') =>
      acceptApiUpload({
        db: database.db,
        accountId,
        mode,
        fileHash: randomFingerprint(),
        fileName: 'devis.pdf',
        fileSize: 3,
        tags: ['client-7'],
        deadlineMs: 60_000,
        now: new Date(),
      });
    const paid = await upload('live');
    expect(paid).toMatchObject({ kind: 'created', status: 'pending', creditsUsed: 1, creditsRemaining: 0 });
    await expectConsistent(accountId, 0);
    const debits = await ledgerRows(accountId, 'timestamp');
    expect(debits).toMatchObject([
      { delta: -1, balanceAfter: 0, certificateId: (paid as { certificateId: string }).certificateId },
    ]);

    // Nothing of a refused upload stays: neither its certificate nor a record.
    expect(await upload('live')).toEqual({ kind: 'insufficient_credits', balance: 0, required: 1 });
    const test = await upload('test');
    expect(test).toMatchObject({ kind: 'created', creditsUsed: 0, creditsRemaining: 0 });
    await expectConsistent(accountId, 0);
    const written = rowsOf<{ mode: string; tags: string[] }>(
      await database.db.execute(
        sql`select c.mode, u.tags from certificates c left join api_uploads u on u.certificate_id = c.id
          where c.account_id = ${accountId} order by c.created_at`,
      ),
    );
    expect(written).toEqual([
      { mode: 'live', tags: ['client-7'] },
      { mode: 'test', tags: ['client-7'] },
    ]);
  });

  // The ledger has no foreign key to accounts: every writer inserts from the account row it updates.
  it('writes no ledger row for an account that does not exist, whichever writer is asked', async () => {
    const missing = randomUUID();
    const certificate = await insertPendingCertificate(database.db, {
      fileHash: randomFingerprint(),
      fileName: 'orphelin.pdf',
      fileSize: 1,
      source: 'api',
      accountId: missing,
      deadlineMs: 60_000,
    });
    expect(
      await debitCredits(database.db, { accountId: missing, credits: 1, certificateId: certificate.id }),
    ).toBeNull();
    expect(
      await debitCredits(database.db, { accountId: missing, credits: 3, apiBatchId: randomUUID() }),
    ).toBeNull();
    expect(
      await database.db.transaction((tx) =>
        creditPurchase(tx, { accountId: missing, paymentId: randomUUID(), credits: 50 }),
      ),
    ).toBeNull();
    expect(await refundCertificateCredits(database.db, [certificate.id])).toEqual([]);
    const grouped = await insertPaidApiUploads(
      database.db,
      [
        {
          accountId: missing,
          fileHash: randomFingerprint(),
          fileName: null,
          fileSize: null,
          deadlineMs: 60_000,
        },
      ],
      new Date(),
    );
    expect(grouped.answers.size).toBe(0);
    expect(await database.db.select().from(creditLedger).where(eq(creditLedger.accountId, missing))).toEqual(
      [],
    );
  });

  it('credits a purchase once, however many times it is asked', async () => {
    const accountId = await insertAccountWithCredits(database, 0);
    const paymentId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        database.db
          .transaction((tx) => creditPurchase(tx, { accountId, paymentId, credits: 50 }))
          .catch(() => null),
      ),
    );
    expect(answers.filter((balance) => balance !== null)).toEqual([50]);
    await expectConsistent(accountId, 50);
  });

  it('gives the credit back when a certificate is withdrawn before any batch took it', async () => {
    const accountId = await insertAccountWithCredits(database, 2);
    const certificate = await certificateWithCredit(accountId);
    await expectConsistent(accountId, 1);
    expect(await withdrawUnbatchedCertificate(database.db, certificate.id, 'test', new Date())).toBe(true);
    await expectConsistent(accountId, 2);
    expect(await readCreditSummary(database.db, accountId)).toEqual({ balance: 2, used: 0, purchased: 2 });
  });

  it('gives the credits of a failed batch back, one per certificate, once', async () => {
    const accountId = await insertAccountWithCredits(database, 5);
    const first = await certificateWithCredit(accountId);
    const second = await certificateWithCredit(accountId);
    const webCertificate = await insertPendingCertificate(database.db, {
      fileHash: randomFingerprint(),
      fileName: 'web.pdf',
      fileSize: 1,
      source: 'web',
      deadlineMs: 60_000,
    });
    const [batch] = await database.db
      .insert(anchorBatches)
      .values({ chainId: 31337, contractAddress: '0x0', root: '0x0', leafCount: 3, state: 'sent' })
      .returning();
    await database.db
      .update(certificates)
      .set({ batchId: batch?.id })
      .where(sql`${certificates.id} in (${first.id}, ${second.id}, ${webCertificate.id})`);
    await expectConsistent(accountId, 3);

    const failed = await failBatch(database.db, batch?.id ?? '', 'reverted three times', new Date());
    expect(failed.sort()).toEqual([first.id, second.id, webCertificate.id].sort());
    await expectConsistent(accountId, 5);
    const refunds = await ledgerRows(accountId, 'refund');
    expect(refunds.map((row) => row.balanceAfter).sort()).toEqual([4, 5]);

    // Asked again (a retried job), nothing more comes back.
    expect(await refundCertificateCredits(database.db, [first.id, second.id])).toEqual([]);
    await expectConsistent(accountId, 5);
  });

  it('gives the credit of an expired certificate back', async () => {
    const accountId = await insertAccountWithCredits(database, 1);
    const certificate = await certificateWithCredit(accountId);
    await expectConsistent(accountId, 0);
    expect(await expireNow([certificate.id])).toContain(certificate.id);
    await expectConsistent(accountId, 1);
  });

  it('pays a batch with one ledger row, and gives each of its certificates its credit back once', async () => {
    const accountId = await insertAccountWithCredits(database, 5);
    const documents = Array.from({ length: 3 }, (_, i) => ({
      fileHash: randomFingerprint(),
      fileName: `facture-${i}.pdf`,
      fileSize: 1,
    }));
    const accepted = await acceptLiveBatch(accountId, documents);
    if (accepted.kind !== 'accepted') throw new Error(accepted.kind);
    await expectConsistent(accountId, 2);
    const debits = await ledgerRows(accountId, 'timestamp');
    expect(debits).toMatchObject([{ delta: -3, balanceAfter: 2, apiBatchId: accepted.batchId }]);
    const [first, second, third] = accepted.entries.map((entry) => entry.certificateId) as [
      string,
      string,
      string,
    ];

    // One withdrawn, then the other two expire: each credit comes back once, and never again.
    expect(await withdrawUnbatchedCertificate(database.db, first, 'test', new Date())).toBe(true);
    await expectConsistent(accountId, 3);
    expect(await expireNow([second, third])).toEqual(expect.arrayContaining([second, third]));
    await expectConsistent(accountId, 5);
    expect(await refundCertificateCredits(database.db, [first, second, third])).toEqual([]);
    await expectConsistent(accountId, 5);
    expect(await readCreditSummary(database.db, accountId)).toEqual({ balance: 5, used: 0, purchased: 5 });
  });

  it('gives nothing back for a certificate a batch returned for free', async () => {
    const accountId = await insertAccountWithCredits(database, 2);
    const live = await certificateWithCredit(accountId);
    const accepted = await acceptLiveBatch(accountId, [
      { fileHash: live.fileHash, fileName: 'rapport.pdf', fileSize: 10 },
    ]);
    expect(accepted).toMatchObject({ kind: 'accepted', created: 0 });
    await expectConsistent(accountId, 1);
    expect(await withdrawUnbatchedCertificate(database.db, live.id, 'test', new Date())).toBe(true);
    // Its own debit only: one credit back, not two.
    await expectConsistent(accountId, 2);
  });
});
