import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import vectors from '../../shared/src/fixtures/proof-v3-vectors.json';
import { EXIT } from '../src/exit-codes';
import { runCli } from './cli-fixture';

/**
 * `horodoc verify --offline` on the version 3 vectors (anchored once on anvil, kept in packages/shared): the
 * whole path from the document to a block hash with no node, and the RFC 3161 token judged on its own.
 */
const dir = mkdtempSync(join(tmpdir(), 'horodoc-offline-'));
const write = (name: string, content: string | object) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
};
const live = vectors.proofs.live;
const document3 = write('document-3.txt', vectors.documents[2] as string);
const document1 = write('document-1.txt', vectors.documents[0] as string);
const trustedRoot = write('racine.pem', vectors.tsa.trustedRootPem);
const otherRoot = write('autre-racine.pem', vectors.tsa.untrustedRootPem);
const offline = (proof: object, ...extra: string[]) =>
  runCli([
    'verify',
    document3,
    '--proof',
    write(`preuve-${Math.random()}.json`, proof),
    '--offline',
    ...extra,
  ]);

describe('horodoc verify --offline, with a version 3 proof', () => {
  it('checks the file down to the block hash, prints it, and says what it did not check', async () => {
    const result = await offline(live, '--tsa-root', trustedRoot);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(EXIT.valid);
    expect(result.stdout).toContain('✔ Preuve valide hors ligne');
    expect(result.stdout).toMatch(new RegExp(`Hachage du bloc +${vectors.blockHash}`));
    expect(result.stdout).toContain(
      `n° ${live.chainEvidence.receiptIndex} du bloc (son hachage se vérifie avec un nœud)`,
    );
    expect(result.stdout).not.toContain(live.transactionHash);
    expect(result.stdout).toContain('chaîne 31337 nommée par la preuve, non vérifiée hors ligne');
    expect(result.stdout).toMatch(
      /Horodatage RFC 3161 +vérifié : .*Horodoc TSA locale \(non qualifiée\) — autorité non qualifiée/,
    );
  });

  it('calls the authority qualified only when its root is given as a qualified one', async () => {
    const result = await offline(live, '--tsa-qualified-root', trustedRoot);
    expect(result.code).toBe(EXIT.valid);
    expect(result.stdout).toContain('autorité qualifiée (racine donnée avec --tsa-qualified-root)');
  });

  it('exits 18 for a test proof, which holds and proves nothing', async () => {
    const proof = write('preuve-test.json', vectors.proofs.test);
    const result = await runCli(['verify', document1, '--proof', proof, '--offline']);
    expect(result.code).toBe(EXIT.testProof);
    expect(result.stdout).toContain('⚠ Preuve de TEST, sans valeur probante');
    expect(result.stdout).not.toContain('✔');
  });

  const forgeries: Array<[string, object, number, string]> = [
    [
      'backdated one day',
      { blockTimestamp: live.blockTimestamp - 86_400 },
      EXIT.blockTimeMismatch,
      'Date altérée',
    ],
    [
      'backdated one year',
      { blockTimestamp: live.blockTimestamp - 365 * 86_400 },
      EXIT.blockTimeMismatch,
      'Date altérée',
    ],
    ['moved to another block', { blockNumber: live.blockNumber - 1 }, EXIT.blockTimeMismatch, 'Date altérée'],
    [
      'from another contract',
      { contractAddress: `0x${'12'.repeat(20)}` },
      EXIT.evidenceMismatch,
      'le reçu joint',
    ],
  ];
  it.each(forgeries)('refuses a proof %s, with its own exit code', async (_name, change, code, message) => {
    const result = await offline({ ...live, ...change });
    expect(result.code, result.stdout).toBe(code);
    expect(result.stdout).toContain(message);
    expect(result.stdout).not.toContain('Preuve valide');
  });

  it('exits 22 with a proof that carries no chain evidence', async () => {
    const { chainEvidence: _, ...without } = live;
    const result = await offline(without);
    expect(result.code).toBe(EXIT.noChainEvidence);
    expect(result.stdout).toContain('Vérification hors ligne impossible');
  });

  it('never prints a chain name the proof claims: the id names it', async () => {
    const result = await offline({ ...live, chainName: 'Base' });
    expect(result.code).toBe(EXIT.valid);
    expect(result.stdout).not.toContain('Base');
  });
});

describe('the RFC 3161 token, judged apart from the chain', () => {
  const token = live.rfc3161.token;
  const flipped = (() => {
    const bytes = Buffer.from(token, 'base64');
    bytes[bytes.length - 20] = (bytes[bytes.length - 20] as number) ^ 1;
    return bytes.toString('base64');
  })();
  const cases: Array<[string, object, string]> = [
    ['another root’s token', { token: vectors.tsa.otherRootToken }, '✘ JETON INVALIDE'],
    ['a token with one byte flipped', { token: flipped }, '✘ JETON INVALIDE'],
    ['garbage', { token: 'MIIBAAAA' }, '✘ JETON INVALIDE'],
    [
      'a token under a root nobody trusts',
      { token: vectors.tsa.untrustedToken, chain: vectors.tsa.untrustedChain },
      'NON VÉRIFIÉ',
    ],
  ];
  it.each(cases)(
    'reports %s as such, never verified nor qualified, and still judges the chain',
    async (_n, rfc3161, text) => {
      const result = await offline(
        { ...live, rfc3161: { ...live.rfc3161, ...rfc3161 } },
        '--tsa-qualified-root',
        trustedRoot,
      );
      expect(result.code).toBe(EXIT.valid);
      expect(result.stdout).toContain('✔ Preuve valide hors ligne');
      expect(result.stdout).toContain(text);
      expect(result.stdout).not.toContain('autorité qualifiée');
    },
  );

  it('reports a genuine token as not verified when no root, or another root, is given', async () => {
    for (const roots of [[], ['--tsa-root', otherRoot]]) {
      const result = await offline(live, ...roots);
      expect(result.code).toBe(EXIT.valid);
      expect(result.stdout).toMatch(/Horodatage RFC 3161 +NON VÉRIFIÉ/);
      expect(result.stdout).not.toContain('vérifié :');
    }
  });
});
