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

  it('accepts a version 1 proof without the fields the format calls optional', async () => {
    const { leaf: _, chainName: __, explorerUrl: ___, ...required } = proof;
    expect(await verifyProof(required, { fingerprint })).toMatchObject({ valid: true });
  });

  it('accepts a version 2 proof, with or without its optional deployment block, finality and token', async () => {
    const v2 = { ...proof, version: 2 };
    expect(await verifyProof(v2, { fingerprint })).toMatchObject({ valid: true });
    const full = {
      ...v2,
      deploymentBlock: 3,
      finalizedAt: '2025-10-09T09:20:00.000Z',
      rfc3161: { token: 'MIIB', authority: 'TSA', time: '2025-10-09T08:53:21Z', qualified: false },
    };
    expect(await verifyProof(full, { fingerprint })).toMatchObject({ valid: true, proof: { version: 2 } });
  });

  it('accepts a contract address in any case, and refuses a hash in capitals', async () => {
    expect(
      await verifyProof({ ...proof, contractAddress: proof.contractAddress.toLowerCase() }),
    ).toMatchObject({ valid: true });
    expect(await verifyProof({ ...proof, root: proof.root.toUpperCase() })).toMatchObject({
      reason: 'malformed',
    });
  });

  it('rejects a document whose fingerprint differs from the proof', async () => {
    const result = await verifyProof(proof, { fingerprint: `0x${'aa'.repeat(32)}` });
    expect(result).toMatchObject({ valid: false, reason: 'fingerprint_mismatch' });
  });

  it('rejects a tampered salt, leaf, path, root or fingerprint', async () => {
    const hash = `0x${'99'.repeat(32)}`;
    expect(await verifyProof({ ...proof, salt: hash })).toMatchObject({ reason: 'leaf_mismatch' });
    expect(await verifyProof({ ...proof, leaf: hash })).toMatchObject({ reason: 'leaf_mismatch' });
    expect(await verifyProof({ ...proof, fingerprint: hash })).toMatchObject({ reason: 'leaf_mismatch' });
    expect(await verifyProof({ ...proof, root: hash })).toMatchObject({ reason: 'root_mismatch' });
    const path = proof.path.map((s, i) => (i === 0 ? { ...s, hash } : s));
    expect(await verifyProof({ ...proof, path })).toMatchObject({ reason: 'root_mismatch' });
  });

  it('explains a malformed proof instead of throwing', async () => {
    expect(await verifyProof({ ...proof, version: 3 })).toMatchObject({ valid: false, reason: 'malformed' });
    expect(await verifyProof('not json')).toMatchObject({ valid: false, reason: 'malformed' });
    const { salt: _, ...noSalt } = proof;
    expect(await verifyProof(noSalt)).toMatchObject({ reason: 'malformed' });
  });
});
