import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toEventSelector, toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { anchorLogReadAbi } from './anchor-log-abi';
import { ANCHOR_SELECTORS, ROOT_ANCHORED_TOPIC } from './anchor-log-selectors';
import vectorsV3 from './fixtures/proof-v3-vectors.json';
import { buildMerkleTree, type Hex32, leafHash, nodeHash, type PathStep, rootFromPath } from './merkle';
import { proofSchema } from './proof';
import { verifyProof } from './verify-proof';

// docs/proof-format.md is a contract with outside implementers: every value it shows is recomputed here.
const doc = readFileSync(new URL('../../../docs/proof-format.md', import.meta.url), 'utf8');

/** The bodies of the fenced blocks whose info string is `info`. */
function fencedBlocks(info: string): string[] {
  const pattern = new RegExp(`^\`\`\`${info}\\n([\\s\\S]*?)^\`\`\`$`, 'gm');
  return [...doc.matchAll(pattern)].map((match) => match[1] as string);
}

const sha256 = (text: string) => `0x${createHash('sha256').update(text).digest('hex')}` as Hex32;

interface Vector {
  names: Map<string, Hex32>;
  contents: Map<string, string>;
  paths: Map<number, PathStep[]>;
}

/**
 * Reads a `vecteur` block, evaluating each line's formula (SHA-256 of a text, F, N, or a plain reference)
 * and checking it against the value written after it.
 */
function readVector(block: string): Vector {
  const vector: Vector = { names: new Map(), contents: new Map(), paths: new Map() };
  const lookup = (name: string) => {
    const value = vector.names.get(name.trim());
    if (!value) throw new Error(`unknown name ${name} in the document's vector`);
    return value;
  };
  for (const raw of block.split('\n')) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    if (!line) continue;
    const [name, ...rest] = line.split(/\s+=\s+/).map((part) => part.trim());
    if (!name) continue;
    const path = /^chemin\[(\d+)\]$/.exec(name);
    if (path) {
      const steps = (rest[0] ?? '').replace(/^\[|\]$/g, '').trim();
      vector.paths.set(
        Number(path[1]),
        steps
          ? steps.split(',').map((step) => {
              const [side, sibling] = step.trim().split(/\s+/);
              return { side: side as PathStep['side'], hash: lookup(sibling as string) };
            })
          : [],
      );
      continue;
    }
    if (rest.length === 1 && rest[0]?.startsWith('"')) {
      vector.contents.set(name, JSON.parse(rest[0]));
      continue;
    }
    const [formula, value] = rest as [string, Hex32];
    expect(value, line).toMatch(/^0x[0-9a-f]{64}$/);
    vector.names.set(name, value);
    expect(evaluate(formula, lookup, vector.contents), line).toBe(value);
  }
  return vector;
}

function evaluate(formula: string, lookup: (name: string) => Hex32, contents: Map<string, string>): Hex32 {
  const call = /^(SHA-256|F|N)\((.*)\)$/.exec(formula);
  if (!call) return lookup(formula);
  const [, fn, args] = call as unknown as [string, string, string];
  if (fn === 'SHA-256') {
    const literal = /^"(.*)"$/.exec(args);
    return sha256(literal ? (literal[1] as string) : (contents.get(args) as string));
  }
  const [a, b] = args.split(',').map((arg) => lookup(arg));
  return fn === 'F' ? leafHash(a as Hex32, b as Hex32) : nodeHash(a as Hex32, b as Hex32);
}

describe('docs/proof-format.md', () => {
  const vectors = fencedBlocks('vecteur').map(readVector);

  it('holds a one-leaf, a three-leaf and a five-leaf vector', () => {
    expect(vectors.map((v) => v.contents.size)).toEqual([1, 3, 5]);
  });

  it.each([0, 1, 2])(
    'vector %i: every intermediate hash, the root and every path match the Merkle code',
    (n) => {
      const vector = vectors[n] as Vector;
      const leaves = [...vector.contents.keys()].map((_, i) => vector.names.get(`feuille[${i}]`) as Hex32);
      const root = vector.names.get('racine');
      const tree = buildMerkleTree(leaves);
      expect(tree.root).toBe(root);
      expect(vector.paths.size).toBe(leaves.length);
      for (const [i, leaf] of leaves.entries()) {
        expect(vector.paths.get(i), `chemin[${i}]`).toEqual(tree.pathFor(i));
        expect(rootFromPath(leaf, vector.paths.get(i) as PathStep[])).toBe(root);
      }
    },
  );

  it('shows a complete proof that parses and holds for « document 3 », up to the chain', async () => {
    const [block] = fencedBlocks('json preuve-exemple');
    const proof = proofSchema.parse(JSON.parse(block as string));
    expect(proof.root).toBe(vectors[2]?.names.get('racine'));
    expect(await verifyProof(proof, { fingerprint: sha256('document 3') })).toMatchObject({ valid: true });
    expect(new Date(proof.blockTimestamp * 1000).toISOString()).toBe('2025-10-09T08:53:20.000Z');
  });

  it('shows a complete version 2 proof, address in capitals, that parses and holds up to the chain', async () => {
    const [block] = fencedBlocks('json preuve-exemple-v2');
    const proof = proofSchema.parse(JSON.parse(block as string));
    expect(proof.version).toBe(2);
    expect(proof.contractAddress).not.toBe(proof.contractAddress.toLowerCase());
    expect(await verifyProof(proof, { fingerprint: sha256('document 3') })).toMatchObject({ valid: true });
  });

  it('shows a real version 3 proof that verifies with no node down to the block hash it names', async () => {
    const [block] = fencedBlocks('json preuve-exemple-v3');
    const proof = proofSchema.parse(JSON.parse(block as string));
    expect(proof).toEqual(proofSchema.parse(vectorsV3.proofs.live));
    const result = await verifyProof(proof, { fingerprint: sha256('document 3') });
    expect(result).toMatchObject({ valid: true, test: false, evidence: { blockHash: vectorsV3.blockHash } });
    expect(doc).toContain(`hachage du bloc (§ 5.7) : \`${vectorsV3.blockHash}\``);
  });

  it('numbers the checks the same way in the table, the recipe and the text around them', () => {
    const table = [...doc.matchAll(/^\| (\d+) \| /gm)].map((m) => Number(m[1]));
    expect(table.slice(0, 13)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(doc).not.toMatch(/points \d/);
  });

  it('lists every selector of the contract and the event topic as the verifier uses them', () => {
    for (const [name, selector] of Object.entries(ANCHOR_SELECTORS))
      expect(doc, name).toMatch(new RegExp(`\\| \`${name}\\([^|]*\\| \`${selector}\` \\|`));
    expect(doc).toContain(`| \`topics[0]\` | \`${ROOT_ANCHORED_TOPIC}\``);
    expect(doc).toContain(`0xd1c60a3a\${RACINE#0x}`);
  });

  it('names the right selector of recordOf and topic of RootAnchored for the by-hand chain check', () => {
    const recordOf = anchorLogReadAbi.find((item) => item.type === 'function' && item.name === 'recordOf');
    const event = anchorLogReadAbi.find((item) => item.type === 'event' && item.name === 'RootAnchored');
    expect(doc).toContain(`| \`${toFunctionSelector(recordOf as never)}\` |`);
    expect(doc).toContain(toEventSelector(event as never));
  });

  const python = spawnSync('python3', ['--version']).status === 0;
  it.skipIf(!python)('gives a Python script that accepts the document and refuses a modified copy', () => {
    const dir = mkdtempSync(join(tmpdir(), 'horodoc-doc-'));
    const [script] = fencedBlocks('python');
    const [proof] = fencedBlocks('json preuve-exemple');
    writeFileSync(join(dir, 'verifier.py'), script as string);
    writeFileSync(join(dir, 'preuve.json'), proof as string);
    writeFileSync(join(dir, 'document.txt'), 'document 3');
    writeFileSync(join(dir, 'copie.txt'), 'document 3 ');
    const run = (file: string) =>
      spawnSync('python3', ['verifier.py', file, 'preuve.json'], { cwd: dir, encoding: 'utf8' });
    const ok = run('document.txt');
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain(`racine OK : ${vectors[2]?.names.get('racine')}`);
    const modified = run('copie.txt');
    expect(modified.status).toBe(1);
    expect(modified.stderr).toContain('Fichier modifié');
  });

  const xxd = spawnSync('sh', ['-c', 'command -v xxd && command -v sha256sum']).status === 0;
  it.skipIf(!xxd)('gives shell commands that compute the leaf and the first step of the path', () => {
    const block = fencedBlocks('sh').find((b) => b.includes('SEL=')) as string;
    // The variable lines and the two right-sibling computations, as a reader would paste them.
    const lines = block.split('\n').filter((l) => /^(SEL|EMPREINTE|COURANT|VOISIN)=|^printf/.test(l));
    const run = spawnSync('bash', ['-c', lines.join('\n')], { encoding: 'utf8' });
    const [leaf, step] = run.stdout
      .trim()
      .split('\n')
      .map((l) => `0x${l.split(' ')[0]}`);
    expect(leaf).toBe(vectors[2]?.names.get('feuille[2]'));
    expect(block).toContain(`# → ${leaf?.slice(2)}  (= leaf)`);
    expect(step).toBe(nodeHash(leaf as Hex32, vectors[2]?.names.get('feuille[3]') as Hex32));
  });

  it.skipIf(!python)(
    'gives a Python script that checks the chain evidence with no node, and refuses a forgery',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'horodoc-evidence-'));
      const [script] = fencedBlocks('python elements-de-chaine');
      writeFileSync(join(dir, 'elements.py'), script as string);
      const live = vectorsV3.proofs.live;
      const run = (proof: object) => {
        writeFileSync(join(dir, 'preuve.json'), JSON.stringify(proof));
        return spawnSync('python3', ['elements.py', 'preuve.json'], { cwd: dir, encoding: 'utf8' });
      };
      const ok = run(live);
      expect(ok.status, ok.stderr).toBe(0);
      expect(ok.stdout).toContain(`hachage du bloc ${vectorsV3.blockHash}`);
      expect(run({ ...live, blockTimestamp: live.blockTimestamp - 86_400 }).stderr).toContain('Date altérée');
      expect(run({ ...live, contractAddress: `0x${'12'.repeat(20)}` }).stderr).toContain('Preuve altérée');
      const evidence = live.chainEvidence;
      const last = evidence.receiptProof.length - 1;
      const receiptProof = evidence.receiptProof.map((node, i) =>
        i === last ? `${node.slice(0, -4)}${node.endsWith('00') ? '01' : '00'}${node.slice(-2)}` : node,
      );
      expect(run({ ...live, chainEvidence: { ...evidence, receiptProof } }).status).not.toBe(0);
      const leafless = { ...live } as Record<string, unknown>;
      delete leafless.leaf;
      expect(run(leafless).status).toBe(0);
    },
  );

  it.skipIf(!python)('gives a § 5.2 Python script that accepts a proof without its optional leaf', () => {
    const dir = mkdtempSync(join(tmpdir(), 'horodoc-doc-'));
    const [script] = fencedBlocks('python');
    const { leaf: _, ...proof } = JSON.parse(fencedBlocks('json preuve-exemple')[0] as string);
    writeFileSync(join(dir, 'verifier.py'), script as string);
    writeFileSync(join(dir, 'preuve.json'), JSON.stringify(proof));
    writeFileSync(join(dir, 'document.txt'), 'document 3');
    const run = spawnSync('python3', ['verifier.py', 'document.txt', 'preuve.json'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('racine OK');
  });
});
