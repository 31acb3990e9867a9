import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const migrationsDir = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * A copy of the migrations folder that stops just before the migration whose tag ends with `tagEnd`, so a
 * test can write rows as an older schema held them, then migrate on.
 */
export function migrationsBefore(tagEnd: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'horodoc-migrations-'));
  cpSync(migrationsDir, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tagEnd));
  if (at <= 0) throw new Error(`no migration ending with ${tagEnd}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}
