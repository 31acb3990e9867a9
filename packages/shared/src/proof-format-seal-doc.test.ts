import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import vectors from './fixtures/proof-v4-vectors.json';
import { verifyProof } from './verify-proof';

// § 9 of docs/proof-format.md, the seal on Ethereum: its vector and its Python recipe, run as printed.
const doc = readFileSync(new URL('../../../docs/proof-format.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('## 9. Le sceau sur Ethereum'));
const fenced = (info: string) =>
  (new RegExp(`^\`\`\`${info}\\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(section) as RegExpExecArray)[1] as string;

describe('docs/proof-format.md, § 9', () => {
  it('shows a version 4 vector that verifies with no node, down to the L1 block hash it names', async () => {
    const proof = JSON.parse(fenced('json v4'));
    expect(proof).toEqual(vectors.proofs.live);
    const result = await verifyProof(proof, {
      fingerprint: proof.fingerprint,
    });
    expect(result).toMatchObject({ valid: true, checkpoint: { blockHash: vectors.checkpoint.l1BlockHash } });
    expect(section).toContain(vectors.checkpoint.l1BlockHash);
  });

  it('prints a Python recipe that follows the path and unpacks the L1 evidence as § 5.7 reads it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'horodoc-sceau-'));
    writeFileSync(join(dir, 'sceau.py'), fenced('python sceau'));
    writeFileSync(join(dir, 'preuve.json'), JSON.stringify(vectors.proofs.live));
    const run = spawnSync('python3', ['sceau.py', 'preuve.json'], { cwd: dir, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(`chemin OK : racine du point de contrôle ${vectors.checkpoint.root}`);
    const elements = JSON.parse(readFileSync(join(dir, 'sceau-elements.json'), 'utf8'));
    expect(elements).toMatchObject({
      chainId: 1337,
      root: vectors.checkpoint.root,
      blockNumber: vectors.proofs.live.checkpoint.blockNumber,
      chainEvidence: { header: vectors.checkpoint.header, receiptProof: vectors.checkpoint.receiptProof },
    });

    const seal = vectors.proofs.live.checkpoint;
    const forged = { ...vectors.proofs.live, checkpoint: { ...seal, sequence: seal.sequence + 1 } };
    writeFileSync(join(dir, 'forgee.json'), JSON.stringify(forged));
    const refused = spawnSync('python3', ['sceau.py', 'forgee.json'], { cwd: dir, encoding: 'utf8' });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('Sceau altéré');
  });
});
