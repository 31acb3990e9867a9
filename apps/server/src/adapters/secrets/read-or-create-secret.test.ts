import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readOrCreateSecret } from './read-or-create-secret';

const run = promisify(execFile);

describe('readOrCreateSecret', () => {
  it('creates the secret once, owner-only, and reads it back afterwards', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'horodoc-secret-')), 'secrets');
    const first = readOrCreateSecret(dir, 'key', () => randomBytes(8).toString('hex'));
    expect(readOrCreateSecret(dir, 'key', () => 'another')).toBe(first);
    expect(statSync(join(dir, 'key')).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(readdirSync(dir)).toEqual(['key']);
  });

  it('gives processes starting at once the same secret', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'horodoc-secret-')), 'secrets');
    const module = new URL('./read-or-create-secret.ts', import.meta.url).pathname;
    const script = `import { readOrCreateSecret } from ${JSON.stringify(module)};
      import { randomBytes } from 'node:crypto';
      process.stdout.write(readOrCreateSecret(${JSON.stringify(dir)}, 'key', () => randomBytes(16).toString('hex')));`;
    const outputs = await Promise.all(
      Array.from({ length: 4 }, () =>
        run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]),
      ),
    );
    const secrets = new Set(outputs.map((output) => output.stdout));
    expect(secrets.size).toBe(1);
    expect([...secrets][0]).toBe(readFileSync(join(dir, 'key'), 'utf8').trim());
    expect(readdirSync(dir)).toEqual(['key']);
  });
});
