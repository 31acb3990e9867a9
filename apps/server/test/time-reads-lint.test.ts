import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../../..', import.meta.url).pathname;
const biome = join(root, 'node_modules/.bin/biome');

/**
 * The plugins of the repository's own biome.json, in a folder of their own: files that read the time where
 * a module, a module's test and the scheduler would be.
 */
function lintedFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'horodoc-time-lint-'));
  const { plugins } = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as { plugins: unknown };
  writeFileSync(join(dir, 'biome.json'), JSON.stringify({ plugins }));
  cpSync(join(root, 'lint'), join(dir, 'lint'), { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('the lint rule on reading the time in modules', () => {
  const reads = 'export const at = 1;\nexport const now = Date.now();\nexport const today = new Date();\n';
  const dir = lintedFolder({
    'apps/server/src/modules/probe/read-time.ts': reads,
    'apps/server/src/modules/probe/read-time.test.ts': reads,
    'apps/server/src/jobs/read-time.ts': reads,
    'apps/server/src/modules/probe/dates-given.ts': 'export const day = new Date(86_400_000);\n',
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails on Date.now() and new Date() in a module, naming the file and the line', () => {
    const result = spawnSync(biome, ['lint', '--colors=off', '--max-diagnostics=50', '.'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const out = `${result.stdout}${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(out).toContain('apps/server/src/modules/probe/read-time.ts:2:20 plugin');
    expect(out).toContain('apps/server/src/modules/probe/read-time.ts:3:22 plugin');
    expect(out).toContain('A module reads the time from the injected clock');
    // A module's tests, the code outside modules, and a date built from a given time are left alone.
    expect(out).not.toContain('read-time.test.ts');
    expect(out).not.toContain('jobs/read-time.ts');
    expect(out).not.toContain('dates-given.ts');
  });
});
