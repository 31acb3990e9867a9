import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { packChainEvidence, unpackChainEvidence } from './checkpoint-evidence';
import {
  base64ToBytes,
  buildCheckpointTree,
  bytesToBase64,
  type CheckpointEntry,
  checkpointLeaf,
  checkpointRootFromPath,
  decodeCheckpointPath,
  encodeCheckpointPath,
} from './checkpoint-tree';
import { leafHash, nodeHash } from './merkle';

// An independent reference, written from docs/proof-format.md § 9 with Node's own SHA-256.
const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const u64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return b;
};
const refLeaf = (e: CheckpointEntry) =>
  sha(
    Buffer.from([2]),
    u64(e.chainId),
    Buffer.from(e.contractAddress.slice(2), 'hex'),
    u64(e.sequence),
    u64(e.blockTimestamp),
    Buffer.from(e.root.slice(2), 'hex'),
  );
function refRoot(leaves: Buffer[]): string {
  let level = leaves;
  while (level.length > 1) {
    const next: Buffer[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const right = level[i + 1];
      next.push(right ? sha(Buffer.from([3]), level[i] as Buffer, right) : (level[i] as Buffer));
    }
    level = next;
  }
  return `0x${(level[0] as Buffer).toString('hex')}`;
}

const entry = (sequence: number): CheckpointEntry => ({
  chainId: 8453,
  contractAddress: `0x${'Ab'.repeat(20)}`,
  sequence,
  blockTimestamp: 1_795_000_000 + sequence * 2,
  root: `0x${randomBytes(32).toString('hex')}`,
});

describe('the checkpoint tree', () => {
  it('hashes a leaf as SHA-256(0x02 ‖ chain ‖ contract ‖ sequence ‖ time ‖ root), whatever the address case', () => {
    const e = entry(7);
    expect(Buffer.from(checkpointLeaf(e))).toEqual(
      refLeaf({ ...e, contractAddress: e.contractAddress.toLowerCase() }),
    );
  });

  it.each([1, 2, 3, 5, 8, 13, 100])(
    'has the reference root for %i leaves, and every path folds back to it',
    (count) => {
      const leaves = Array.from({ length: count }, (_, i) => checkpointLeaf(entry(i + 1)));
      const tree = buildCheckpointTree(leaves);
      expect(tree.root).toBe(refRoot(leaves.map((l) => Buffer.from(l))));
      for (let i = 0; i < count; i++) {
        const path = decodeCheckpointPath(encodeCheckpointPath(tree.siblingsFor(i)));
        expect(checkpointRootFromPath(leaves[i] as Uint8Array, i, count, path)).toBe(tree.root);
      }
    },
  );

  it('refuses a path at another index, with a sibling too many or too few', () => {
    const leaves = Array.from({ length: 5 }, (_, i) => checkpointLeaf(entry(i + 1)));
    const tree = buildCheckpointTree(leaves);
    const path = tree.siblingsFor(2);
    expect(checkpointRootFromPath(leaves[2] as Uint8Array, 3, 5, path)).not.toBe(tree.root);
    expect(
      checkpointRootFromPath(leaves[2] as Uint8Array, 2, 5, [...path, path[0] as Uint8Array]),
    ).toBeNull();
    expect(checkpointRootFromPath(leaves[2] as Uint8Array, 2, 5, path.slice(1))).toBeNull();
    expect(checkpointRootFromPath(leaves[2] as Uint8Array, 5, 5, path)).toBeNull();
  });

  it('is separated from the document tree: a document node is no checkpoint node', () => {
    const a = leafHash(`0x${'11'.repeat(32)}`, `0x${'22'.repeat(32)}`);
    const b = leafHash(`0x${'33'.repeat(32)}`, `0x${'44'.repeat(32)}`);
    const asCheckpoint = buildCheckpointTree([
      Buffer.from(a.slice(2), 'hex'),
      Buffer.from(b.slice(2), 'hex'),
    ]);
    expect(asCheckpoint.root).not.toBe(nodeHash(a, b));
  });

  it('writes a path as base64 of whole hashes and refuses anything else', () => {
    expect(encodeCheckpointPath([])).toBe('');
    expect(() => decodeCheckpointPath(bytesToBase64(new Uint8Array(31)))).toThrow();
    expect(() => decodeCheckpointPath('pas du base64')).toThrow();
    expect(base64ToBytes(bytesToBase64(new Uint8Array([0, 255, 7])))).toEqual(new Uint8Array([0, 255, 7]));
  });
});

describe('the packed chain evidence', () => {
  it('gives back the header and the trie nodes it was given', async () => {
    const evidence = {
      header: `0xf90111${'ab'.repeat(273)}`,
      receiptProof: ['0xc3010203', `0xb8${'40'}${'cd'.repeat(64)}`],
    };
    expect(await unpackChainEvidence(await packChainEvidence(evidence))).toEqual(evidence);
  });

  it('refuses what is not zlib data of whole RLP items, or unpacks too large', async () => {
    await expect(unpackChainEvidence(bytesToBase64(new Uint8Array([1, 2, 3])))).rejects.toThrow();
    const truncated = await packChainEvidence({ header: '0xc3010203', receiptProof: ['0xc50102'] });
    await expect(unpackChainEvidence(truncated)).rejects.toThrow();
    const bomb = await packChainEvidence({
      header: `0xba010000${'00'.repeat(65_536)}`,
      receiptProof: ['0xc0'],
    });
    await expect(unpackChainEvidence(bomb)).rejects.toThrow(/64 KiB/);
  });
});
