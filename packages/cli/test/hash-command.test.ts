import { randomBytes } from 'node:crypto';
import {
  closeSync,
  ftruncateSync,
  mkdtempSync,
  openSync,
  readFileSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../src/exit-codes';
import { runCli, sha256sum } from './cli-fixture';

describe('horodoc hash FILE', () => {
  const dir = mkdtempSync(join(tmpdir(), 'horodoc-hash-'));
  const files: Record<string, string> = {};

  beforeAll(() => {
    const write = (name: string, content: Buffer) => {
      files[name] = join(dir, name);
      writeFileSync(files[name], content);
    };
    write('vide.txt', Buffer.alloc(0));
    write('texte.txt', Buffer.from('Horodoc — preuve d’antériorité\n'));
    write('aleatoire.bin', randomBytes(3 * 1024 * 1024 + 17));
    // 150 MB, sparse, with bytes at both ends: more than the page accepts, streamed without holding it.
    files['gros.bin'] = join(dir, 'gros.bin');
    const fd = openSync(files['gros.bin'], 'w');
    writeSync(fd, Buffer.from('début'));
    ftruncateSync(fd, 150 * 1024 * 1024);
    writeSync(fd, Buffer.from('fin'), 0, 3, 150 * 1024 * 1024 - 3);
    closeSync(fd);
  });

  it.each(['vide.txt', 'texte.txt', 'aleatoire.bin', 'gros.bin'])(
    'prints the same fingerprint as sha256sum for %s',
    async (name) => {
      const path = files[name] as string;
      const result = await runCli(['hash', path]);
      expect(result.code).toBe(0);
      expect(result.stdout).toBe(`${await sha256sum(path)}\n`);
    },
  );

  it('prints one line per file, like sha256sum, when given several', async () => {
    const paths = [files['vide.txt'] as string, files['texte.txt'] as string];
    const result = await runCli(['hash', ...paths]);
    expect(result.stdout).toBe(
      `${await sha256sum(paths[0] as string)}  ${paths[0]}\n${await sha256sum(paths[1] as string)}  ${paths[1]}\n`,
    );
  });

  it('exits 2 naming a file it cannot read', async () => {
    const result = await runCli(['hash', join(dir, 'absent.txt')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Fichier illisible ou introuvable');
  });
});

describe('horodoc --help and usage', () => {
  it('explains every command, option and exit code in French', async () => {
    const result = await runCli(['--help']);
    expect(result.code).toBe(0);
    for (const text of [
      'horodoc hash FICHIER',
      '--proof',
      '--rpc',
      '--server',
      'Codes de sortie',
      'https://mainnet.base.org',
    ])
      expect(result.stdout).toContain(text);
  });

  it('documents every exit code, in the help and in docs/proof-format.md', async () => {
    const help = (await runCli(['--help'])).stdout;
    const doc = readFileSync(new URL('../../../docs/proof-format.md', import.meta.url), 'utf8');
    for (const code of Object.values(EXIT)) {
      expect(help, `code ${code}`).toMatch(new RegExp(`^  ${code} +\\S`, 'm'));
      expect(doc, `code ${code}`).toMatch(new RegExp(`(\\| ${code} \\||\`${code}\`)`));
    }
  });

  it('exits 2 with the usage for a missing command or an unknown option', async () => {
    expect((await runCli([])).code).toBe(2);
    const unknown = await runCli(['verify', 'a.pdf', '--proff', 'b.json']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Option invalide');
  });
});
