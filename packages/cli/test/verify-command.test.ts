import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort } from '@horodoc/contracts/start-anvil';
import type { Proof } from '@horodoc/shared/proof';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnchoredFiles, anchorFiles, runCli, sha256sum } from './cli-fixture';

describe('horodoc verify FILE --proof PROOF.json, against a real chain', () => {
  let anchored: AnchoredFiles;
  let rpc: string[];
  const proofOf = (name: string) => anchored.proofs.get(name) as Proof;
  const fileOf = (name: string) => anchored.files.get(name) as string;

  beforeAll(async () => {
    anchored = await anchorFiles({
      'contrat.pdf': Buffer.from('%PDF-1.7 contrat de bail signé le 3 mars'),
      'photo.jpg': randomBytes(300_000),
      'devis.txt': Buffer.from('Devis n° 42 : 1 250,00 € HT\n'),
      'vide.txt': Buffer.alloc(0),
      'plan.dwg': randomBytes(4096),
    });
    rpc = ['--rpc', anchored.node.rpcUrl];
  });
  afterAll(async () => anchored?.stop());

  it('accepts the anchored file and prints the date in French and UTC, the block, transaction and contract', async () => {
    const proof = proofOf('devis.txt');
    const result = await runCli([
      'verify',
      fileOf('devis.txt'),
      '--proof',
      anchored.writeProof('devis', proof),
      ...rpc,
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('✔ Preuve valide');
    const iso = new Date(proof.blockTimestamp * 1000).toISOString().replace('.000Z', 'Z');
    expect(result.stdout).toContain(`${iso} (UTC)`);
    expect(result.stdout).toMatch(
      /Date d'ancrage +\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4} à \d{2}:\d{2}:\d{2} \(GMT\+[12]\)/,
    );
    expect(result.stdout).toMatch(new RegExp(`Bloc +${proof.blockNumber}\\n`));
    expect(result.stdout).toContain(proof.transactionHash);
    expect(result.stdout).toContain(anchored.contract);
    expect(result.stdout).toContain('n° 1 du journal');
  });

  it('accepts every file of the batch, including an empty one', async () => {
    for (const name of ['contrat.pdf', 'photo.jpg', 'vide.txt', 'plan.dwg']) {
      const result = await runCli([
        'verify',
        fileOf(name),
        '--proof',
        anchored.writeProof(name, proofOf(name)),
        ...rpc,
      ]);
      expect(result.code, name).toBe(0);
    }
  });

  it('refuses a copy with one byte changed: exit 1, « Fichier modifié », with the fingerprint sha256sum gives', async () => {
    const copy = join(anchored.dir, 'contrat-modifie.pdf');
    const bytes = readFileSync(fileOf('contrat.pdf'));
    bytes[10] = (bytes[10] as number) ^ 0x01;
    writeFileSync(copy, bytes);
    const proof = proofOf('contrat.pdf');
    const result = await runCli(['verify', copy, '--proof', anchored.writeProof('contrat', proof), ...rpc]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('✘ Fichier modifié');
    const copyHash = await sha256sum(copy);
    expect(copyHash).not.toBe(proof.fingerprint);
    expect(result.stdout).toContain(`Empreinte du fichier    ${copyHash}`);
    expect(result.stdout).toContain(`Empreinte de la preuve  ${proof.fingerprint}`);
  });

  it('refuses a proof whose Merkle path was altered: exit 3, « Preuve altérée »', async () => {
    const proof = proofOf('photo.jpg');
    const path = proof.path.map((step, i) =>
      i === 1 ? { ...step, side: step.side === 'left' ? 'right' : 'left' } : step,
    );
    const result = await runCli([
      'verify',
      fileOf('photo.jpg'),
      '--proof',
      anchored.writeProof('photo-altered', { ...proof, path } as Proof),
      ...rpc,
    ]);
    expect(result.code).toBe(3);
    expect(result.stdout).toContain('✘ Preuve altérée : le chemin de Merkle ne mène pas à la racine');
  });

  it('refuses a proof whose date was moved: exit 3', async () => {
    const proof = proofOf('plan.dwg');
    const result = await runCli([
      'verify',
      fileOf('plan.dwg'),
      '--proof',
      anchored.writeProof('plan-date', { ...proof, blockTimestamp: proof.blockTimestamp - 86_400 }),
      ...rpc,
    ]);
    expect(result.code).toBe(3);
    expect(result.stdout).toContain('la date de la preuve diffère');
  });

  it('refuses a consistent proof whose root was never anchored: exit 4, « Racine absente de la chaîne »', async () => {
    const proof = await anchored.unanchoredProof('devis.txt');
    const result = await runCli([
      'verify',
      fileOf('devis.txt'),
      '--proof',
      anchored.writeProof('ghost', proof),
      ...rpc,
    ]);
    expect(result.code).toBe(4);
    expect(result.stdout).toContain('✘ Racine absente de la chaîne');
  });

  it('refuses a proof naming the wrong contract: exit 4, « Mauvais contrat » or root absent from that log', async () => {
    const proof = proofOf('contrat.pdf');
    const noCode = await runCli([
      'verify',
      fileOf('contrat.pdf'),
      '--proof',
      anchored.writeProof('no-contract', { ...proof, contractAddress: `0x${'12'.repeat(20)}` }),
      ...rpc,
    ]);
    expect(noCode.code).toBe(4);
    expect(noCode.stdout).toContain('✘ Mauvais contrat');

    const otherLog = await anchored.deployAnother();
    const other = await runCli([
      'verify',
      fileOf('contrat.pdf'),
      '--proof',
      anchored.writeProof('other-contract', { ...proof, contractAddress: otherLog }),
      ...rpc,
    ]);
    expect(other.code).toBe(4);
    expect(other.stdout).toContain('✘ Racine absente de la chaîne');
  });

  it('says the chain is unreachable when the node is down: exit 5, « Chaîne injoignable »', async () => {
    const deadRpc = `http://127.0.0.1:${await findFreePort()}`;
    const result = await runCli([
      'verify',
      fileOf('devis.txt'),
      '--proof',
      anchored.writeProof('devis-down', proofOf('devis.txt')),
      '--rpc',
      deadRpc,
    ]);
    expect(result.code).toBe(5);
    expect(result.stdout).toContain('✘ Chaîne injoignable');
    expect(result.stdout).toContain(`Nœud interrogé          ${deadRpc}`);
  });

  it('names a missing file (exit 2) and a proof that is not JSON (exit 3)', async () => {
    const missing = await runCli(['verify', join(anchored.dir, 'absent.pdf'), '--proof', 'x.json', ...rpc]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Fichier illisible ou introuvable');
    const garbage = join(anchored.dir, 'garbage.json');
    writeFileSync(garbage, 'pas du json');
    const notJson = await runCli(['verify', fileOf('devis.txt'), '--proof', garbage, ...rpc]);
    expect(notJson.code).toBe(3);
    expect(notJson.stderr).toContain('Preuve illisible');
  });
});
