import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { acceptApiUpload } from '../src/modules/certificates/accept-api-upload';
import { createPendingCertificate } from '../src/modules/certificates/create-pending-certificate';
import { insertAccountWithCredits } from './support/accounts';
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
    const upload = { db: database.db, accountId, fileName: 'a.pdf', fileSize: 1, deadlineMs: 60_000 };
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
});
