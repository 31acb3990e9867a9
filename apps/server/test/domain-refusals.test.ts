import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { createPasswordHasher } from '../src/adapters/password-hasher';
import { findAccountById } from '../src/modules/accounts/account-repository';
import { checkAccountPassword } from '../src/modules/accounts/check-account-password';
import { openOrResumeAccount } from '../src/modules/accounts/open-or-resume-account';
import { acceptApiUpload } from '../src/modules/api-intake/accept-api-upload';
import { createPendingCertificate } from '../src/modules/certificates/create-pending-certificate';
import { pricedPack } from '../src/modules/credits/create-credit-purchase';
import { insertAccountWithCredits, randomEmail } from './support/accounts';
import { randomFingerprint } from './support/anchoring';
import { databaseTargets } from './support/databases';

const targets = await databaseTargets();

/** Modules answer a refusal as a result, never by throwing: the routes map it to HTTP. */
describe.each(targets)('domain refusals on $name', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
  });
  afterAll(async () => cleanup?.());

  const document = (fileHash: string) => ({
    fileHash,
    fileName: 'contrat.pdf',
    fileSize: 12,
    source: 'web' as const,
    deadlineMs: 60_000,
    now: new Date(),
  });

  it('answers fingerprint_taken for a fingerprint already pending, and the transaction goes on', async () => {
    const fileHash = randomFingerprint();
    const first = await createPendingCertificate(database.db, document(fileHash));
    expect(first.kind).toBe('created');
    const other = randomFingerprint();
    const [again, afterwards] = await database.db.transaction(async (tx) => [
      await createPendingCertificate(tx, document(fileHash)),
      // No savepoint: the skipped insert did not abort the transaction.
      await createPendingCertificate(tx, document(other)),
    ]);
    expect(again).toEqual({ kind: 'fingerprint_taken' });
    expect(afterwards).toMatchObject({ kind: 'created', certificate: { fileHash: other } });
  });

  it('answers insufficient_credits and idempotency_key_reused for an API upload, writing nothing', async () => {
    const accountId = await insertAccountWithCredits(database, 1);
    const upload = {
      db: database.db,
      accountId,
      mode: 'live' as const,
      fileName: 'a.pdf',
      fileSize: 1,
      deadlineMs: 60_000,
      now: new Date(),
    };
    const paid = await acceptApiUpload({ ...upload, fileHash: randomFingerprint(), idempotencyKey: 'k-1' });
    expect(paid).toMatchObject({ kind: 'created', creditsRemaining: 0 });
    const unpaidHash = randomFingerprint();
    expect(await acceptApiUpload({ ...upload, fileHash: unpaidHash })).toEqual({
      kind: 'insufficient_credits',
      balance: 0,
      required: 1,
    });
    // Rolled back: the fingerprint is free again.
    expect((await createPendingCertificate(database.db, document(unpaidHash))).kind).toBe('created');
    expect(
      await acceptApiUpload({ ...upload, fileHash: randomFingerprint(), idempotencyKey: 'k-1' }),
    ).toEqual({ kind: 'idempotency_key_reused' });
  });

  it('answers signup_password_mismatch, email_taken and wrong_credentials for accounts', async () => {
    const passwords = createPasswordHasher();
    const client = { ip: '198.18.0.1', userAgent: 'test' };
    const email = randomEmail();
    const open = (password: string) =>
      openOrResumeAccount({ db: database.db, passwords, email, password, client, now: new Date() });
    expect(await open('mot-de-passe-1')).toMatchObject({ kind: 'opened', account: { email } });
    expect(await open('mot-de-passe-2')).toEqual({ kind: 'signup_password_mismatch' });
    const paid = await findAccountById(database.db, await insertAccountWithCredits(database, 1));
    expect(
      await openOrResumeAccount({
        db: database.db,
        passwords,
        email: paid?.email ?? '',
        password: 'x',
        client,
        now: new Date(),
      }),
    ).toEqual({ kind: 'email_taken' });

    const check = (address: string, password: string) =>
      checkAccountPassword({ db: database.db, passwords, email: address, password, client });
    expect(await check(email, 'mot-de-passe-1')).toMatchObject({ kind: 'valid', account: { email } });
    expect(await check(email, 'mot-de-passe-2')).toEqual({ kind: 'wrong_credentials' });
    expect(await check(randomEmail(), 'mot-de-passe-1')).toEqual({ kind: 'wrong_credentials' });
  });

  it('answers credit_pack_unknown and credit_price_changed for a pack not sold as asked', () => {
    expect(pricedPack(7, 100)).toEqual({ kind: 'credit_pack_unknown' });
    expect(pricedPack(20, 1)).toEqual({ kind: 'credit_price_changed' });
  });
});
