/**
 * Fails when the Drizzle schema has changes that no checked-in migration holds: generates into a copy of
 * the migrations folder and looks for a new file.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'horodoc-migrations-'));
try {
  cpSync(join(serverDir, 'drizzle'), join(scratch, 'drizzle'), { recursive: true });
  writeFileSync(
    join(scratch, 'drizzle.config.ts'),
    // drizzle-kit only takes an output folder relative to the working directory.
    `export default { dialect: 'postgresql', schema: './src/adapters/db/schema/*.ts', out: '${relative(serverDir, join(scratch, 'drizzle'))}' };\n`,
  );
  const before = readdirSync(join(scratch, 'drizzle')).length;
  const result = spawnSync(
    'npx',
    ['drizzle-kit', 'generate', '--config', join(scratch, 'drizzle.config.ts')],
    {
      cwd: serverDir,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0 || /error/i.test(result.stderr)) {
    console.error(result.stdout, result.stderr);
    process.exit(1);
  }
  const after = readdirSync(join(scratch, 'drizzle')).length;
  if (after !== before) {
    console.error(
      'The Drizzle schema changed without a migration: run `npm run db:generate -w @horodoc/server`.',
    );
    process.exit(1);
  }
  console.log('migrations: checked-in SQL matches the schema');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
