import { describe, expect, it } from 'vitest';
import { buildMerkleTree, type Hex32, leafHash } from './merkle';
import { verifyProof } from './verify-proof';

const fingerprint = `0x${'ab'.repeat(32)}` as Hex32;
const salt = `0x${'cd'.repeat(32)}` as Hex32;
const others = [1, 2, 3, 4].map((n) => `0x${String(n).repeat(64)}` as Hex32);
const leaf = leafHash(salt, fingerprint);
const tree = buildMerkleTree([others[0] as Hex32, leaf, ...others.slice(1)]);

const proof = {
  format: 'horodoc-proof',
  version: 1,
  fingerprint,
  salt,
  leaf,
  path: tree.pathFor(1),
  root: tree.root,
  chainId: 8453,
  chainName: 'Base',
  contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  transactionHash: `0x${'ef'.repeat(32)}`,
  blockNumber: 12,
  blockTimestamp: 1_760_000_000,
  explorerUrl: null,
};

describe('verifyProof without a chain', () => {
  it('accepts a proof whose path leads from the salted fingerprint to its root', async () => {
    expect(await verifyProof(proof, { fingerprint })).toMatchObject({ valid: true, checkedOnChain: false });
  });

  it('rejects a document whose fingerprint differs from the proof', async () => {
    const result = await verifyProof(proof, { fingerprint: `0x${'aa'.repeat(32)}` });
    expect(result).toMatchObject({ valid: false, reason: 'fingerprint_mismatch' });
  });

  it('rejects a tampered salt, path, root or fingerprint', async () => {
    const hash = `0x${'99'.repeat(32)}`;
    expect(await verifyProof({ ...proof, salt: hash })).toMatchObject({ reason: 'leaf_mismatch' });
    expect(await verifyProof({ ...proof, fingerprint: hash })).toMatchObject({ reason: 'leaf_mismatch' });
    expect(await verifyProof({ ...proof, root: hash })).toMatchObject({ reason: 'root_mismatch' });
    const path = proof.path.map((s, i) => (i === 0 ? { ...s, hash } : s));
    expect(await verifyProof({ ...proof, path })).toMatchObject({ reason: 'root_mismatch' });
  });

  it('explains a malformed proof instead of throwing', async () => {
    expect(await verifyProof({ ...proof, version: 2 })).toMatchObject({ valid: false, reason: 'malformed' });
    expect(await verifyProof('not json')).toMatchObject({ valid: false, reason: 'malformed' });
    expect(await verifyProof({ ...proof, root: proof.root.toUpperCase() })).toMatchObject({
      reason: 'malformed',
    });
  });
});
