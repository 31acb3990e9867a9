import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/adapters/db/database';
import { rowsOf } from '../src/adapters/db/rows';
import { migrationsBefore } from './support/migrations';

/** SHA-256 of nothing: the one document whose size is truly 0. */
const EMPTY = '0xe3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const hash = (digit: string) => `0x${digit.repeat(64)}`;

describe('the migrations of a certificate’s name: optional (0031), then its account’s alone (0032)', () => {
  it('forgets the made-up "document" and 0 of fingerprints sent alone, keeps every real name and size, and asks none public', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'horodoc-names-'));
    const client = new PGlite(dataDir);
    await migrate(drizzle(client), { migrationsFolder: migrationsBefore('_certificate_names_optional') });
    const certificate = (fileHash: string, name: string, size: number, source = 'api') =>
      `insert into certificates (file_hash, file_name, file_size, source, salt, deadline_at)
        values ('${fileHash}', '${name}', ${size}, '${source}', '0x00', now());`;
    await client.exec(`
      ${certificate(hash('1'), 'document', 0)}
      ${certificate(hash('2'), 'contrat.pdf', 0)}
      ${certificate(hash('3'), 'document', 2048)}
      ${certificate(EMPTY, 'document', 0)}
      ${certificate(hash('4'), 'document', 0, 'web')}
    `);
    await client.close();

    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = rowsOf<{
        file_hash: string;
        file_name: string | null;
        file_size: number | null;
        file_name_public: boolean;
      }>(
        await database.db.execute(
          sql`select file_hash, file_name, file_size::int as file_size, file_name_public
            from certificates order by file_hash`,
        ),
      );
      // No upload ever asked for its name to be public: the API's become their accounts' (a web certificate's
      // stays public by its source).
      expect(rows.map((row) => [row.file_hash, row.file_name, row.file_size, row.file_name_public])).toEqual([
        [hash('1'), null, null, false],
        [hash('2'), 'contrat.pdf', null, false],
        [hash('3'), 'document', 2048, false],
        [hash('4'), 'document', 0, false],
        [EMPTY, 'document', 0, false],
      ]);
      // A web certificate is always named: the page reads the name and size from the file.
      const unnamed = await database.db
        .execute(sql.raw(certificate(hash('5'), 'x', 1, 'web').replace("'x', 1", 'null, null')))
        .catch((error: unknown) => error);
      expect(String((unnamed as { cause?: unknown }).cause ?? unnamed)).toContain(
        'certificates_web_file_named',
      );
    } finally {
      await database.close();
    }
    // Every migration runs from an empty database: on a loaded machine that alone can pass the minute.
  }, 180_000);
});
