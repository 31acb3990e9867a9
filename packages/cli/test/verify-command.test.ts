import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort } from '@horodoc/contracts/start-anvil';
import type { Proof } from '@horodoc/shared/proof';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../src/exit-codes';
import { type AnchoredFiles, anchorFiles, nodeLacking, runCli, sha256sum } from './cli-fixture';

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

  it('refuses a proof whose Merkle path was altered: exit 5, « Preuve altérée »', async () => {
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
    expect(result.code).toBe(5);
    expect(result.stdout).toContain('✘ Preuve altérée : le chemin de Merkle ne mène pas à la racine');
  });

  it('refuses a claimed time that differs from the block header: exit 10, « Date altérée »', async () => {
    const proof = proofOf('plan.dwg');
    const result = await runCli([
      'verify',
      fileOf('plan.dwg'),
      '--proof',
      anchored.writeProof('plan-date', { ...proof, blockTimestamp: proof.blockTimestamp - 86_400 }),
      ...rpc,
    ]);
    expect(result.code).toBe(10);
    expect(result.stdout).toContain(
      '✘ Date altérée : la date de la preuve diffère de l’horodatage de l’en-tête du bloc',
    );
    expect(result.stdout).toContain('block_time_mismatch (code de sortie 10)');
  });

  it('refuses a consistent proof whose root was never anchored: exit 11, « Racine absente de la chaîne »', async () => {
    const proof = await anchored.unanchoredProof('devis.txt');
    const result = await runCli([
      'verify',
      fileOf('devis.txt'),
      '--proof',
      anchored.writeProof('ghost', proof),
      ...rpc,
    ]);
    expect(result.code).toBe(11);
    expect(result.stdout).toContain('✘ Racine absente de la chaîne');
  });

  it('refuses a proof naming the wrong contract: exit 7 « Mauvais contrat », exit 11 for another genuine log', async () => {
    const proof = proofOf('contrat.pdf');
    const noCode = await runCli([
      'verify',
      fileOf('contrat.pdf'),
      '--proof',
      anchored.writeProof('no-contract', { ...proof, contractAddress: `0x${'12'.repeat(20)}` }),
      ...rpc,
    ]);
    expect(noCode.code).toBe(7);
    expect(noCode.stdout).toContain('✘ Mauvais contrat');

    const otherLog = await anchored.deployAnother();
    const other = await runCli([
      'verify',
      fileOf('contrat.pdf'),
      '--proof',
      anchored.writeProof('other-contract', { ...proof, contractAddress: otherLog }),
      ...rpc,
    ]);
    expect(other.code).toBe(11);
    expect(other.stdout).toContain('✘ Racine absente de la chaîne');
  });

  it('says the chain is unreachable when the node is down: exit 13, « Chaîne injoignable »', async () => {
    const deadRpc = `http://127.0.0.1:${await findFreePort()}`;
    const result = await runCli([
      'verify',
      fileOf('devis.txt'),
      '--proof',
      anchored.writeProof('devis-down', proofOf('devis.txt')),
      '--rpc',
      deadRpc,
    ]);
    expect(result.code).toBe(13);
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

  it('refuses a look-alike contract whose recordOf answers a backdated time: exit 8, « Contrat contrefait »', async () => {
    const proof = proofOf('devis.txt');
    const yearEarlier = proof.blockTimestamp - 365 * 86_400;
    const forged = await anchored.lookAlikeProof(proof, yearEarlier);
    const result = await runCli([
      'verify',
      fileOf('devis.txt'),
      '--proof',
      anchored.writeProof('forged', forged),
      ...rpc,
    ]);
    expect(result.code).toBe(8);
    expect(result.stdout).toContain('✘ Contrat contrefait');
    expect(result.stdout).not.toContain('Preuve valide');
  });

  it('refuses a look-alike contract even when it records the true block time: exit 8', async () => {
    const forged = await anchored.lookAlikeProof(proofOf('photo.jpg'));
    const result = await runCli([
      'verify',
      fileOf('photo.jpg'),
      '--proof',
      anchored.writeProof('forged-true', forged),
      ...rpc,
    ]);
    expect(result.code).toBe(8);
    expect(result.stdout).toContain('✘ Contrat contrefait');
  });

  it('accepts a version 1 proof holding only the fields the format requires', async () => {
    const { leaf: _, chainName: __, explorerUrl: ___, ...required } = proofOf('devis.txt');
    const result = await runCli([
      'verify',
      fileOf('devis.txt'),
      '--proof',
      anchored.writeProof('minimal', required as Proof),
      ...rpc,
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('✔ Preuve valide');
  });

  it('accepts a version 2 proof, with its deployment block, and says the block is final once it is', async () => {
    const v2 = {
      ...proofOf('contrat.pdf'),
      version: 2,
      deploymentBlock: anchored.deploymentBlock,
      finalizedAt: null,
    };
    const result = await runCli([
      'verify',
      fileOf('contrat.pdf'),
      '--proof',
      anchored.writeProof('v2', v2 as Proof),
      ...rpc,
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Bloc du déploiement     ${anchored.deploymentBlock}`);
    expect(result.stdout).toContain('code authentique : HorodocAnchor version 1');
    expect(result.stdout).toContain('réseau local de développement : aucun journal officiel');
    expect(result.stdout).toMatch(/Finalité +(bloc final sur Ethereum|pas encore final sur Ethereum)/);
    expect(result.stdout).toContain('absent de cette preuve');
  });

  const alterations: Array<[field: string, alter: (p: Proof) => object, code: number, message: string]> = [
    ['format', (p) => ({ ...p, format: 'autre' }), 3, 'Preuve illisible'],
    ['version', (p) => ({ ...p, version: 3 }), 3, 'Preuve illisible'],
    ['fingerprint', (p) => ({ ...p, fingerprint: `0x${'12'.repeat(32)}` }), 1, 'Fichier modifié'],
    ['salt', (p) => ({ ...p, salt: `0x${'34'.repeat(32)}` }), 4, 'la feuille ne correspond pas'],
    ['leaf', (p) => ({ ...p, leaf: `0x${'56'.repeat(32)}` }), 4, 'la feuille ne correspond pas'],
    [
      'path[0].hash',
      (p) => ({ ...p, path: p.path.map((s, i) => (i ? s : { ...s, hash: `0x${'78'.repeat(32)}` })) }),
      5,
      'chemin de Merkle',
    ],
    [
      'path[0].side',
      (p) => ({
        ...p,
        path: p.path.map((s, i) => (i ? s : { ...s, side: s.side === 'left' ? 'right' : 'left' })),
      }),
      5,
      'chemin de Merkle',
    ],
    ['root', (p) => ({ ...p, root: `0x${'9a'.repeat(32)}` }), 5, 'chemin de Merkle'],
    ['chainId', (p) => ({ ...p, chainId: 8453 }), 6, 'Mauvaise chaîne'],
    ['contractAddress', (p) => ({ ...p, contractAddress: `0x${'bc'.repeat(20)}` }), 7, 'Mauvais contrat'],
    ['blockTimestamp', (p) => ({ ...p, blockTimestamp: p.blockTimestamp + 1 }), 10, 'Date altérée'],
    ['blockNumber', (p) => ({ ...p, blockNumber: p.blockNumber - 1 }), 10, 'Date altérée'],
    [
      'transactionHash',
      (p) => ({ ...p, transactionHash: `0x${'de'.repeat(32)}` }),
      9,
      'la transaction indiquée',
    ],
  ];
  it.each(alterations)(
    'refuses the proof with its %s altered, with its own exit code',
    async (field, alter, code, message) => {
      const altered = alter(proofOf('plan.dwg'));
      const result = await runCli([
        'verify',
        fileOf('plan.dwg'),
        '--proof',
        anchored.writeProof(`altered-${field}`, altered as Proof),
        ...rpc,
      ]);
      expect(result.code, result.stdout + result.stderr).toBe(code);
      expect(result.stdout + result.stderr).toContain(message);
    },
  );

  it('refuses a block and time moved together to another real block: exit 12, the contract’s date differs', async () => {
    const proof = proofOf('plan.dwg');
    const other = anchored.deploymentBlock;
    const header = await fetch(anchored.node.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_getBlockByNumber',
        params: [`0x${other.toString(16)}`, false],
      }),
    }).then((r) => r.json() as Promise<{ result: { timestamp: string } }>);
    const moved = { ...proof, blockNumber: other, blockTimestamp: Number(header.result.timestamp) };
    expect(moved.blockTimestamp).not.toBe(proof.blockTimestamp);
    const result = await runCli([
      'verify',
      fileOf('plan.dwg'),
      '--proof',
      anchored.writeProof('moved', moved),
      ...rpc,
    ]);
    expect(result.code).toBe(12);
    expect(result.stdout).toContain('celle que le contrat a enregistrée');
  });

  it('accepts a version 3 proof with a node: its header is the chain’s block, and prints its hash', async () => {
    const proof = await anchored.v3Proof('devis.txt');
    const result = await runCli([
      'verify',
      fileOf('devis.txt'),
      '--proof',
      anchored.writeProof('v3', proof),
      ...rpc,
    ]);
    expect(result.code, result.stdout).toBe(EXIT.valid);
    expect(result.stdout).toContain('✔ Preuve valide : ce fichier est horodaté sur la blockchain');
    expect(result.stdout).toContain('recalculé de l’en-tête joint, identique à celui du nœud');
    expect(result.stdout).toContain(proof.transactionHash);
  });

  it('exits 18 for a test proof checked on chain', async () => {
    const proof = await anchored.v3Proof('devis.txt', 'test');
    const result = await runCli([
      'verify',
      fileOf('devis.txt'),
      '--proof',
      anchored.writeProof('v3-test', proof),
      ...rpc,
    ]);
    expect(result.code).toBe(EXIT.testProof);
    expect(result.stdout).toContain('⚠ Preuve de TEST, sans valeur probante');
  });

  it('names the chain from its id, never from the proof’s chainName', async () => {
    const proof = { ...proofOf('devis.txt'), chainName: 'Base' };
    const result = await runCli([
      'verify',
      fileOf('devis.txt'),
      '--proof',
      anchored.writeProof('base', proof),
      ...rpc,
    ]);
    expect(result.code).toBe(EXIT.valid);
    expect(result.stdout).toMatch(/Réseau +réseau local de développement — chaîne 31337/);
    expect(result.stdout).not.toContain('Base');
  });

  const forgeries: Array<[string, (p: Proof) => object, number]> = [
    [
      'backdated one year',
      (p) => ({ blockTimestamp: p.blockTimestamp - 365 * 86_400 }),
      EXIT.blockTimeMismatch,
    ],
    ['a fake transaction', () => ({ transactionHash: `0x${'5e'.repeat(32)}` }), EXIT.transactionMismatch],
    ['chain id 8453', () => ({ chainId: 8453 }), EXIT.chainMismatch],
  ];
  it.each(forgeries)('refuses a version 3 proof with %s', async (_name, change, code) => {
    const proof = await anchored.v3Proof('plan.dwg');
    const forged = { ...proof, ...change(proof) } as Proof;
    const result = await runCli([
      'verify',
      fileOf('plan.dwg'),
      '--proof',
      anchored.writeProof('v3-forged', forged),
      ...rpc,
    ]);
    expect(result.code, result.stdout).toBe(code);
    expect(result.stdout).not.toContain('Preuve valide');
  });

  it('refuses a version 3 proof naming another real transaction, of another block: exit 9', async () => {
    const proof = await anchored.v3Proof('plan.dwg');
    const other = (await anchored.lookAlikeProof(proofOf('plan.dwg'))).transactionHash;
    const result = await runCli([
      'verify',
      fileOf('plan.dwg'),
      '--proof',
      anchored.writeProof('v3-other-tx', { ...proof, transactionHash: other }),
      ...rpc,
    ]);
    expect(result.code, result.stdout).toBe(EXIT.transactionMismatch);
  });

  it('refuses a version 3 proof moved to another genuine log (exit 20: its receipt names its own) or another block (exit 10)', async () => {
    const proof = await anchored.v3Proof('plan.dwg');
    const otherLog = await anchored.deployAnother();
    const elsewhere = await runCli([
      'verify',
      fileOf('plan.dwg'),
      '--proof',
      anchored.writeProof('v3-other-log', { ...proof, contractAddress: otherLog }),
      ...rpc,
    ]);
    // The proof's own receipt is checked before any node is asked: it records the root in the genuine log.
    expect(elsewhere.code, elsewhere.stdout).toBe(EXIT.evidenceMismatch);
    const moved = await runCli([
      'verify',
      fileOf('plan.dwg'),
      '--proof',
      anchored.writeProof('v3-moved', { ...proof, blockNumber: anchored.deploymentBlock }),
      ...rpc,
    ]);
    expect(moved.code).toBe(EXIT.blockTimeMismatch);
  });

  it('says a node without the receipt or the block lacks history (exit 19), not that the proof is altered', async () => {
    const proof = proofOf('devis.txt');
    const path = anchored.writeProof('history', proof);
    const noReceipt = await nodeLacking(
      anchored.node.rpcUrl,
      (method) => method === 'eth_getTransactionReceipt',
    );
    const noBlock = await nodeLacking(
      anchored.node.rpcUrl,
      (method, params) => method === 'eth_getBlockByNumber' && params[0] !== 'finalized',
    );
    try {
      for (const node of [noReceipt, noBlock]) {
        const result = await runCli(['verify', fileOf('devis.txt'), '--proof', path, '--rpc', node.rpcUrl]);
        expect(result.code, result.stdout).toBe(EXIT.historyUnavailable);
        expect(result.stdout).toContain('✘ Historique indisponible');
        expect(result.stdout).toContain('nœud d’archive');
      }
      // The same node answers a version 3 proof, which carries its own receipt.
      const v3 = anchored.writeProof('history-v3', await anchored.v3Proof('devis.txt'));
      const result = await runCli(['verify', fileOf('devis.txt'), '--proof', v3, '--rpc', noReceipt.rpcUrl]);
      expect(result.code).toBe(EXIT.valid);
    } finally {
      await noReceipt.stop();
      await noBlock.stop();
    }
  });

  it('exits 14 when the certificate given is not a PDF carrying a proof', async () => {
    const notPdf = join(anchored.dir, 'faux-certificat.pdf');
    writeFileSync(notPdf, '%PDF-1.7\n% nothing attached\n');
    const result = await runCli(['verify', fileOf('devis.txt'), '--certificate', notPdf, ...rpc]);
    expect(result.code).toBe(14);
    expect(result.stderr).toContain('Certificat sans preuve lisible');
  });
});

describe('horodoc audit --rpc URL --contract ADDR', () => {
  let anchored: AnchoredFiles;
  beforeAll(async () => {
    anchored = await anchorFiles({ 'a.txt': Buffer.from('a'), 'b.txt': Buffer.from('b') });
  });
  afterAll(async () => anchored?.stop());

  it('replays the log from its deployment block and says it is whole', async () => {
    const result = await runCli(['audit', '--rpc', anchored.node.rpcUrl, '--contract', anchored.contract]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('✔ Journal intègre');
    expect(result.stdout).toContain(`Bloc du déploiement     ${anchored.deploymentBlock}`);
    expect(result.stdout).toContain('Racines                 1 (count() = 1)');
    expect(result.stdout).toContain('Documents               2');
    expect(result.stdout).toContain(anchored.proofs.get('a.txt')?.root as string);
  });

  it('refuses to audit a look-alike log: exit 8', async () => {
    const forged = await anchored.lookAlikeProof(anchored.proofs.get('a.txt') as Proof);
    const result = await runCli([
      'audit',
      '--rpc',
      anchored.node.rpcUrl,
      '--contract',
      forged.contractAddress,
    ]);
    expect(result.code).toBe(8);
    expect(result.stdout).toContain('Contrat contrefait');
  });

  it('needs --rpc, and --contract on a chain without an official log: exit 2', async () => {
    expect((await runCli(['audit'])).code).toBe(2);
    const result = await runCli(['audit', '--rpc', anchored.node.rpcUrl]);
    expect(result.code).toBe(2);
    expect(result.stdout).toContain('--contract');
  });
});
