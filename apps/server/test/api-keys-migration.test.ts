import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/adapters/db/database';
import { apiKeys } from '../src/adapters/db/schema/accounts';
import { migrationsBefore } from './support/migrations';

describe('the api_keys_over_time migration', () => {
  it('carries each existing key over as the main key, with no end', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'horodoc-keys-'));
    const client = new PGlite(dataDir);
    await migrate(drizzle(client), { migrationsFolder: migrationsBefore('_api_keys_over_time') });
    await client.exec(`
      insert into accounts (id, email, password_hash) values ('7d4c2a52-6f0b-4f7e-9a57-1b1f0c3e2a10', 'ancien@example.fr', 'x');
      insert into api_keys (account_id, key_id, secret_ciphertext, secret_iv, secret_tag)
        values ('7d4c2a52-6f0b-4f7e-9a57-1b1f0c3e2a10', 'hk_${'0'.repeat(32)}', 'c', 'i', 't');
    `);
    await client.close();
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await database.db.select().from(apiKeys);
      expect(rows).toEqual([
        expect.objectContaining({ keyId: `hk_${'0'.repeat(32)}`, name: 'Clé principale', expiresAt: null }),
      ]);
    } finally {
      await database.close();
    }
  });
});
