import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/adapters/db/database';
import { isUniqueViolation } from '../src/adapters/db/postgres-errors';
import { rowsOf } from '../src/adapters/db/rows';
import { migrationsBefore } from './support/migrations';

const ACCOUNT = '7d4c2a52-6f0b-4f7e-9a57-1b1f0c3e2a10';
const CERTIFICATE = '0b6f3c1e-2d4a-4c8b-9e7f-5a1d2c3b4e5f';

describe('the idempotency_keys migrations', () => {
  it('carries over each key an upload or a batch used, once, and refuses a key’s second use after', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'horodoc-idempotency-'));
    const client = new PGlite(dataDir);
    await migrate(drizzle(client), { migrationsFolder: migrationsBefore('_idempotency_keys') });
    const batch = (key: string) =>
      `insert into api_batches (account_id, document_count, credits_used, idempotency_key, request_sha256, answer)
        values ('${ACCOUNT}', 1, 1, '${key}', 'sha', '{}');`;
    const upload = (key: string | null) =>
      `insert into api_uploads (account_id, certificate_id, idempotency_key)
        values ('${ACCOUNT}', '${CERTIFICATE}', ${key ? `'${key}'` : 'null'});`;
    await client.exec(`
      insert into accounts (id, email, password_hash) values ('${ACCOUNT}', 'ancien@example.fr', 'x');
      ${upload('commande-1')} ${upload(null)} ${batch('lot-1')}
      -- The race the table closes: one key used by an upload and by a batch.
      ${upload('double-1')} ${batch('double-1')}
    `);
    await client.close();

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const keys = rowsOf<{ idempotency_key: string }>(
        await database.db.execute(sql`select idempotency_key from idempotency_keys order by idempotency_key`),
      );
      expect(keys.map((row) => row.idempotency_key)).toEqual(['commande-1', 'double-1', 'lot-1']);
      for (const again of [sql.raw(batch('commande-1')), sql.raw(upload('lot-1'))]) {
        const refused = await database.db.execute(again).catch((error: unknown) => error);
        expect(isUniqueViolation(refused)).toBe(true);
      }
      await database.db.execute(sql.raw(upload('commande-2')));
      await database.db.execute(sql.raw(upload(null)));
      const [count] = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from idempotency_keys`),
      );
      expect(Number(count?.n)).toBe(4);
    } finally {
      await database.close();
    }
  });
});
