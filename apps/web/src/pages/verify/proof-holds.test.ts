import { buildMerkleTree, type Hex32, leafHash } from '@horodoc/shared/merkle';
import type { Proof } from '@horodoc/shared/proof';
import { describe, expect, it } from 'vitest';
import { proofHolds } from './proof-holds';

const hex = (byte: string) => `0x${byte.repeat(32)}` as Hex32;
const fingerprint = hex('ab');
const salt = hex('cd');
const leaf = leafHash(salt, fingerprint);
const tree = buildMerkleTree([hex('01'), hex('02'), leaf]);
const proof = { fingerprint, salt, leaf, path: tree.pathFor(2), root: tree.root } as Proof;

describe('proofHolds', () => {
  it('accepts a proof whose path leads from the fingerprint computed here to its root', () => {
    expect(proofHolds(fingerprint, proof)).toBe(true);
  });

  it('refuses a proof for another fingerprint, or with a tampered salt, path or root', () => {
    expect(proofHolds(hex('aa'), proof)).toBe(false);
    expect(proofHolds(fingerprint, { ...proof, salt: hex('ce') })).toBe(false);
    expect(proofHolds(fingerprint, { ...proof, root: hex('00') })).toBe(false);
    expect(proofHolds(fingerprint, { ...proof, path: [{ side: 'right', hash: hex('03') }] })).toBe(false);
  });
});
