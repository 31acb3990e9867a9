import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { accounts } from '../src/adapters/db/schema/accounts';
import { certificates } from '../src/adapters/db/schema/certificates';
import { databaseTargets } from './support/databases';

const targets = await databaseTargets();

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const certificate = (fileHash: string, status: 'pending' | 'failed' | 'expired' = 'pending') => ({
  fileHash,
  fileName: 'contrat.pdf',
  fileSize: 1234,
  source: 'web' as const,
  status,
  salt: `0x${'11'.repeat(32)}`,
  deadlineAt: new Date(Date.now() + 60_000),
});

describe.each(targets)('schema v1 on $name', (target) => {
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ database, cleanup } = await target.open());
  });
  afterAll(async () => cleanup?.());

  it('creates every table of the product', async () => {
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = (result as unknown as { rows: Array<{ table_name: string }> }).rows.map(
      (r) => r.table_name,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'accounts',
        'anchor_batches',
        'anchor_transactions',
        'api_keys',
        'auth_events',
        'certificates',
        'credit_ledger',
        'invoice_counters',
        'invoices',
        'payments',
        'provider_events',
        'sessions',
        'signer_nonces',
        'webhook_deliveries',
      ]),
    );
  });

  it('applies the migrations only once when opened again', async () => {
    const result = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(
      readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
    );
    expect((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(journal.entries.length);
  });

  it('refuses a second live certificate for the same fingerprint', async () => {
    await database.db.insert(certificates).values(certificate(hash(1)));
    await expect(database.db.insert(certificates).values(certificate(hash(1)))).rejects.toThrow();
  });

  it('allows a new attempt for a fingerprint whose earlier certificate failed or expired', async () => {
    await database.db.insert(certificates).values(certificate(hash(2), 'failed'));
    await database.db.insert(certificates).values(certificate(hash(2), 'expired'));
    await database.db.insert(certificates).values(certificate(hash(2), 'pending'));
    const rows = await database.db
      .select()
      .from(certificates)
      .where(sql`${certificates.fileHash} = ${hash(2)}`);
    expect(rows.map((r) => r.status).sort()).toEqual(['expired', 'failed', 'pending']);
  });

  it('never lets a credit balance go below zero', async () => {
    const [account] = await database.db
      .insert(accounts)
      .values({ email: 'dev@example.com', passwordHash: 'x' })
      .returning();
    await expect(
      database.db.execute(sql`update accounts set credits_balance = -1 where id = ${account?.id}`),
    ).rejects.toThrow();
  });

  it('keeps account e-mails unique', async () => {
    await expect(
      database.db.insert(accounts).values({ email: 'dev@example.com', passwordHash: 'y' }),
    ).rejects.toThrow();
  });
});
