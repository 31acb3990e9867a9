import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/adapters/clock/clock';
import type { Database } from '../src/adapters/db/database';
import { rowsOf } from '../src/adapters/db/rows';
import { databaseSeenSignatures } from '../src/adapters/request-limits/seen-signatures';
import { acceptApiUpload } from '../src/modules/api-intake/accept-api-upload';
import { createApiUploadGroup, type GroupedUploadResult } from '../src/modules/api-intake/api-upload-group';
import { insertPaidApiUploads, type NewApiUpload } from '../src/modules/api-intake/insert-paid-api-uploads';
import { readCreditSummary } from '../src/modules/credits/credit-ledger-repository';
import { insertAccountWithCredits } from './support/accounts';
import { insertPendingCertificate, randomFingerprint } from './support/anchoring';
import { databaseTargets } from './support/databases';

const targets = await databaseTargets();

describe.each(targets)('API uploads written as a group on $name', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
  });
  afterAll(async () => cleanup?.());

  const upload = (accountId: string, fields: Partial<NewApiUpload> = {}): NewApiUpload => ({
    accountId,
    fileHash: randomFingerprint(),
    fileName: 'rapport.pdf',
    fileSize: 10,
    deadlineMs: 60_000,
    ...fields,
  });

  /** A pending certificate of the web flow: its fingerprint is live. */
  const liveCertificate = () =>
    insertPendingCertificate(database.db, {
      fileHash: randomFingerprint(),
      fileName: 'déjà.pdf',
      fileSize: 1,
      source: 'web',
      deadlineMs: 60_000,
    });

  async function recordsOf(accountId: string) {
    return rowsOf<{ certificate_id: string; answer: unknown }>(
      await database.db.execute(
        sql`select certificate_id, answer from api_uploads where account_id = ${accountId}`,
      ),
    );
  }

  async function ledgerOf(accountId: string) {
    return rowsOf<{ delta: number; balance_after: number; certificate_id: string }>(
      await database.db.execute(
        sql`select delta, balance_after, certificate_id from credit_ledger
          where account_id = ${accountId} and reason = 'timestamp'`,
      ),
    );
  }

  it('writes the uploads arriving together, each with its debit, ledger row and own balance after', async () => {
    const accountId = await insertAccountWithCredits(database, 30);
    const group = createApiUploadGroup(database.db, systemClock);
    const uploads = Array.from({ length: 20 }, () => upload(accountId));
    const answers = (await Promise.all(uploads.map((u) => group.add(u)))).map(answerOf);
    answers.forEach((answer, i) => {
      expect(answer).toMatchObject({ fileHash: uploads[i]?.fileHash, status: 'pending', creditsUsed: 1 });
    });
    const remaining = answers.map((answer) => answer?.creditsRemaining).sort((a, b) => Number(a) - Number(b));
    expect(remaining).toEqual(Array.from({ length: 20 }, (_, i) => 10 + i));
    expect((await readCreditSummary(database.db, accountId)).balance).toBe(10);
    const ledger = await ledgerOf(accountId);
    expect(ledger).toHaveLength(20);
    expect(new Set(ledger.map((row) => row.certificate_id))).toEqual(
      new Set(answers.map((answer) => answer?.certificateId)),
    );
    // Plain uploads: each certificate's own row says whose it is, so none needs an upload record.
    expect(await recordsOf(accountId)).toEqual([]);
  });

  it('writes an upload record only for what a certificate cannot carry, in a group and alone alike', async () => {
    const accountId = await insertAccountWithCredits(database, 10);
    const group = createApiUploadGroup(database.db, systemClock);
    const uploads = [
      upload(accountId),
      upload(accountId, { idempotencyKey: `clé-${randomFingerprint().slice(2, 10)}` }),
      upload(accountId, { webhookUrl: 'https://client.example/hook' }),
      upload(accountId, { tags: ['dossier'] }),
      upload(accountId, { metadata: { client: 'C-1' } }),
    ];
    const answers = (await Promise.all(uploads.map((u) => group.add(u)))).map(answerOf);
    const records = await recordsOf(accountId);
    expect(records.map((row) => row.certificate_id).sort()).toEqual(
      answers
        .slice(1)
        .map((answer) => answer?.certificateId)
        .sort(),
    );
    // The record of an upload with a key keeps the very answer the group gave.
    expect(records.find((row) => row.certificate_id === answers[1]?.certificateId)?.answer).toEqual(
      answers[1],
    );

    // Alone (no group), a plain upload writes none either; a live fingerprint submitted again gets one.
    const alone = (fileHash: string) =>
      acceptApiUpload({
        db: database.db,
        accountId,
        mode: 'live',
        fileHash,
        fileName: null,
        fileSize: null,
        deadlineMs: 60_000,
        now: new Date(),
      });
    const plain = await alone(randomFingerprint());
    expect(plain).toMatchObject({ kind: 'created', creditsUsed: 1, creditsRemaining: 4 });
    expect(await recordsOf(accountId)).toHaveLength(4);
    const again = await alone(uploads[0]?.fileHash ?? '');
    expect(again).toMatchObject({
      kind: 'existing',
      certificateId: answers[0]?.certificateId,
      creditsUsed: 0,
    });
    expect(await recordsOf(accountId)).toHaveLength(5);
  });

  it('writes every field an upload carries where it belongs, and nothing it does not carry', async () => {
    const accountId = await insertAccountWithCredits(database, 5);
    const at = new Date('2026-11-28T10:00:00.123Z');
    const full = upload(accountId, {
      fileName: 'contrat signé.pdf',
      fileSize: 123_456_789_012,
      fileNamePublic: true,
      webhookUrl: 'https://client.example/hook',
      idempotencyKey: `clé-${randomFingerprint().slice(2, 10)}`,
      tags: ['dossier', 'été'],
      metadata: { client: 'C-1', 'n°': '7' },
      deadlineMs: 90_000,
    });
    const bare = upload(accountId, { fileName: null, fileSize: null, deadlineMs: 60_000 });
    // A field between two present ones left out: the places after it keep theirs.
    const gap = upload(accountId, { fileNamePublic: false, tags: ['seul'] });
    const { answers } = await insertPaidApiUploads(database.db, [full, bare, gap], at);
    const rowOf = async (fileHash: string) => {
      const [row] = rowsOf<Record<string, unknown>>(
        await database.db.execute(sql`select c.file_name, c.file_size::text as file_size, c.file_name_public,
            c.webhook_url, c.deadline_at, u.idempotency_key, u.webhook_url as record_webhook_url, u.tags, u.metadata
          from certificates c left join api_uploads u on u.certificate_id = c.id
          where c.file_hash = ${fileHash}`),
      );
      return { ...row, deadline_at: new Date(String(row?.deadline_at)).toISOString() };
    };
    expect(await rowOf(full.fileHash)).toEqual({
      file_name: 'contrat signé.pdf',
      file_size: '123456789012',
      file_name_public: true,
      webhook_url: 'https://client.example/hook',
      deadline_at: '2026-11-28T10:01:30.123Z',
      idempotency_key: full.idempotencyKey,
      record_webhook_url: 'https://client.example/hook',
      tags: ['dossier', 'été'],
      metadata: { client: 'C-1', 'n°': '7' },
    });
    expect(await rowOf(bare.fileHash)).toEqual({
      file_name: null,
      file_size: null,
      file_name_public: false,
      webhook_url: null,
      deadline_at: '2026-11-28T10:01:00.123Z',
      idempotency_key: null,
      record_webhook_url: null,
      tags: null,
      metadata: null,
    });
    expect(await rowOf(gap.fileHash)).toMatchObject({
      file_name_public: false,
      tags: ['seul'],
      metadata: {},
    });
    expect(answers.get(bare.fileHash)).toMatchObject({ fileName: null, fileSize: null, creditsUsed: 1 });
  });

  it('leaves to each upload alone what a group cannot answer: a live fingerprint, no credit, a twin', async () => {
    const accountId = await insertAccountWithCredits(database, 3);
    const live = await liveCertificate();
    const group = createApiUploadGroup(database.db, systemClock);
    const twin = randomFingerprint();
    const uploads = [
      upload(accountId, { fileHash: live.fileHash }),
      upload(accountId, { fileHash: twin }),
      upload(accountId, { fileHash: twin }),
      upload(accountId),
      upload(accountId),
    ];
    const answers = (await Promise.all(uploads.map((u) => group.add(u)))).map(answerOf);
    // Tried in order while the balance covers them: the live one is skipped, the twin's double left alone.
    expect(answers.map((answer) => answer?.fileHash)).toEqual([
      undefined,
      twin,
      undefined,
      uploads[3]?.fileHash,
      undefined,
    ]);
    expect((await readCreditSummary(database.db, accountId)).balance).toBe(1);
    expect(await ledgerOf(accountId)).toHaveLength(2);
  });

  it('keeps each account to its own balance within one group', async () => {
    const rich = await insertAccountWithCredits(database, 10);
    const poor = await insertAccountWithCredits(database, 1);
    const group = createApiUploadGroup(database.db, systemClock);
    const answers = (
      await Promise.all([
        group.add(upload(poor)),
        group.add(upload(rich)),
        group.add(upload(poor)),
        group.add(upload(rich)),
      ])
    ).map(answerOf);
    expect(answers.map((answer) => answer?.creditsRemaining)).toEqual([0, 9, undefined, 8]);
    expect((await readCreditSummary(database.db, poor)).balance).toBe(0);
    expect((await readCreditSummary(database.db, rich)).balance).toBe(8);
  });

  it('writes one Idempotency-Key of an account once, leaving its repeat to be answered alone', async () => {
    const accountId = await insertAccountWithCredits(database, 5);
    const group = createApiUploadGroup(database.db, systemClock);
    const answers = await Promise.all([
      group.add(upload(accountId, { idempotencyKey: 'commande-42' })),
      group.add(upload(accountId, { idempotencyKey: 'commande-42' })),
    ]);
    expect(answerOf(answers[0])).toMatchObject({ creditsUsed: 1 });
    expect(answers[1]).toEqual({ kind: 'alone', claimed: false });
    expect((await readCreditSummary(database.db, accountId)).balance).toBe(4);
  });

  describe('carrying the replay claims of the requests', () => {
    const claimFor = () => ({ key: randomFingerprint(), expiresAt: new Date(Date.now() + 300_000) });
    const claimsKept = async (keys: string[]) =>
      rowsOf<{ signature: string }>(
        await database.db.execute(
          sql`select signature from seen_signatures
            where signature in (select json_array_elements_text(${JSON.stringify(keys)}::json))`,
        ),
      ).map((row) => row.signature);

    it('records each claim with its upload, and writes nothing for an upload whose claim was taken', async () => {
      const seen = databaseSeenSignatures(database.db);
      const group = createApiUploadGroup(database.db, systemClock, seen.carried);
      const accountId = await insertAccountWithCredits(database, 10);
      const replayOf = claimFor();
      expect(await seen.claim(replayOf.key, replayOf.expiresAt)).toBe(true);
      const fresh = [claimFor(), claimFor()];
      const replay = upload(accountId, { replayClaim: replayOf });
      const results = await Promise.all([
        ...fresh.map((replayClaim) => group.add(upload(accountId, { replayClaim }))),
        group.add(replay),
      ]);
      expect(results.map((result) => result.kind)).toEqual(['written', 'written', 'replayed']);
      expect((await claimsKept(fresh.map((claim) => claim.key))).sort()).toEqual(
        fresh.map((claim) => claim.key).sort(),
      );
      // Each claim is kept until its own window ends, to the millisecond.
      const [kept] = rowsOf<{ expires_at: string | Date }>(
        await database.db.execute(
          sql`select expires_at from seen_signatures where signature = ${fresh[0]?.key ?? ''}`,
        ),
      );
      expect(new Date(String(kept?.expires_at)).getTime()).toBe(fresh[0]?.expiresAt.getTime());
      // The replay's claim stays the first request's: a claim made alone now is refused.
      expect(await seen.claim(fresh[0]?.key ?? '', fresh[0]?.expiresAt ?? new Date())).toBe(false);
      expect((await readCreditSummary(database.db, accountId)).balance).toBe(8);
      const [written] = rowsOf<{ count: number }>(
        await database.db.execute(
          sql`select count(*)::int as count from certificates where file_hash = ${replay.fileHash}`,
        ),
      );
      expect(Number(written?.count)).toBe(0);
    });

    it('keeps the claim of an upload it leaves to be settled alone, and says so', async () => {
      const group = createApiUploadGroup(
        database.db,
        systemClock,
        databaseSeenSignatures(database.db).carried,
      );
      const poor = await insertAccountWithCredits(database, 0);
      const replayClaim = claimFor();
      const [result] = await Promise.all([group.add(upload(poor, { replayClaim }))]);
      expect(result).toEqual({ kind: 'alone', claimed: true });
      expect(await claimsKept([replayClaim.key])).toEqual([replayClaim.key]);
    });
  });

  // Two connections are needed to take a balance while the group's statement runs: PostgreSQL only.
  it.runIf(target.name === 'postgres')(
    'refuses the whole statement when a balance was taken while it ran, leaving nothing written',
    async () => {
      const accountId = await insertAccountWithCredits(database, 2);
      const uploads = [upload(accountId), upload(accountId)];
      let statement: Promise<unknown> = Promise.resolve();
      await database.db.transaction(async (tx) => {
        // Another instance spends a credit and holds the account's row: the group read the balance of 2
        // before it, and meets the lock at its debit.
        await tx.execute(sql`update accounts set credits_balance = 1 where id = ${accountId}`);
        statement = insertPaidApiUploads(database.db, uploads, new Date()).catch((error: unknown) => error);
        await waitForLockWait(database);
      });
      expect(String(await statement)).toContain('a balance no longer covers the group');
      const [account] = rowsOf<{ balance: number }>(
        await database.db.execute(
          sql`select credits_balance as balance from accounts where id = ${accountId}`,
        ),
      );
      expect(Number(account?.balance)).toBe(1);
      expect(await ledgerOf(accountId)).toEqual([]);
      const [written] = rowsOf<{ count: number }>(
        await database.db.execute(
          sql`select count(*)::int as count from certificates where file_hash in (${uploads[0]?.fileHash}, ${uploads[1]?.fileHash})`,
        ),
      );
      expect(Number(written?.count)).toBe(0);
    },
  );
});

function answerOf(result: GroupedUploadResult | undefined) {
  return result?.kind === 'written' ? result.answer : undefined;
}

/** Until some statement of this database waits on a row lock (polled: the wait has no event to listen to). */
async function waitForLockWait(database: Database) {
  for (let i = 0; i < 500; i++) {
    const [row] = rowsOf<{ waiting: number }>(
      await database.db.execute(
        sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      ),
    );
    if (Number(row?.waiting) > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('no statement came to wait on the lock');
}
