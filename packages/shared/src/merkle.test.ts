import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildMerkleTree,
  createMerkleRootBuilder,
  type Hex32,
  hexToBytes,
  leafHash,
  nodeHash,
  rootFromPath,
} from './merkle';

// An independent reference: Node's own SHA-256, written out by hand from the spec of the tree.
const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const hx = (b: Buffer) => `0x${b.toString('hex')}` as Hex32;
const bytes = (h: string) => Buffer.from(h.slice(2), 'hex');
const refLeaf = (salt: Hex32, fp: Hex32) => hx(sha(Buffer.from([0]), bytes(salt), bytes(fp)));
const refNode = (l: Hex32, r: Hex32) => hx(sha(Buffer.from([1]), bytes(l), bytes(r)));
const random32 = () => hx(randomBytes(32));

function referenceRoot(leaves: Hex32[]): Hex32 {
  let level = leaves;
  while (level.length > 1) {
    const next: Hex32[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const right = level[i + 1];
      next.push(right ? refNode(level[i] as Hex32, right) : (level[i] as Hex32));
    }
    level = next;
  }
  return level[0] as Hex32;
}

describe('Merkle tree', () => {
  it('hashes a leaf as SHA-256(0x00 || salt || fingerprint) and a node as SHA-256(0x01 || left || right)', () => {
    const salt = `0x${'11'.repeat(32)}` as Hex32;
    const fp = hx(sha(Buffer.from('Bonjour Horodoc')));
    expect(leafHash(salt, fp)).toBe(refLeaf(salt, fp));
    expect(nodeHash(salt, fp)).toBe(refNode(salt, fp));
    expect(leafHash(salt, fp)).not.toBe(nodeHash(salt, fp));
  });

  it('uses the only leaf as the root of a one-leaf tree, with an empty path', () => {
    const leaf = random32();
    const tree = buildMerkleTree([leaf]);
    expect(tree.root).toBe(leaf);
    expect(tree.pathFor(0)).toEqual([]);
  });

  it.each([2, 3, 5, 7, 1000, 1001])('matches the reference root and every path with %i leaves', (count) => {
    const leaves = Array.from({ length: count }, random32);
    const tree = buildMerkleTree(leaves);
    expect(tree.root).toBe(referenceRoot(leaves));
    for (let i = 0; i < count; i++) expect(rootFromPath(leaves[i] as Hex32, tree.pathFor(i))).toBe(tree.root);
  });

  it('promotes an odd node unchanged: with 3 leaves the third has a single step', () => {
    const leaves = [random32(), random32(), random32()];
    const tree = buildMerkleTree(leaves);
    expect(tree.pathFor(2)).toEqual([
      { side: 'left', hash: refNode(leaves[0] as Hex32, leaves[1] as Hex32) },
    ]);
    expect(tree.root).toBe(refNode(refNode(leaves[0] as Hex32, leaves[1] as Hex32), leaves[2] as Hex32));
  });

  it('leads elsewhere when a sibling, a side or the leaf is altered', () => {
    const leaves = Array.from({ length: 10 }, random32);
    const tree = buildMerkleTree(leaves);
    const path = tree.pathFor(4);
    const flipped = path.map((s, i) =>
      i === 1 ? { ...s, side: s.side === 'left' ? ('right' as const) : ('left' as const) } : s,
    );
    const swapped = path.map((s, i) => (i === 0 ? { ...s, hash: random32() } : s));
    expect(rootFromPath(leaves[4] as Hex32, flipped)).not.toBe(tree.root);
    expect(rootFromPath(leaves[4] as Hex32, swapped)).not.toBe(tree.root);
    expect(rootFromPath(leaves[5] as Hex32, path)).not.toBe(tree.root);
    expect(rootFromPath(leaves[4] as Hex32, path.slice(1))).not.toBe(tree.root);
  });

  it('refuses an empty tree and a leaf index out of range', () => {
    expect(() => buildMerkleTree([])).toThrow();
    expect(() => buildMerkleTree([random32()]).pathFor(1)).toThrow();
  });
});

describe('Merkle tree with an injected SHA-256', () => {
  it('gives the same root and paths with a native SHA-256 as with the portable one', () => {
    const native = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());
    const salt = random32();
    const leaves = Array.from({ length: 37 }, () => leafHash(salt, random32(), native));
    const tree = buildMerkleTree(leaves, native);
    expect(tree.root).toBe(buildMerkleTree(leaves).root);
    expect(tree.pathFor(36)).toEqual(buildMerkleTree(leaves).pathFor(36));
  });
});

describe('Merkle root built leaf by leaf', () => {
  it('gives the same root as the whole tree for every size up to 300, and goes on after a root', () => {
    const leaves = Array.from({ length: 300 }, random32);
    const builder = createMerkleRootBuilder();
    leaves.forEach((leaf, i) => {
      builder.append(hexToBytes(leaf));
      expect(builder.root(), `${i + 1} leaves`).toBe(buildMerkleTree(leaves.slice(0, i + 1)).root);
    });
    expect(builder.leafCount).toBe(300);
  });

  it('refuses the root of no leaf', () => {
    expect(() => createMerkleRootBuilder().root()).toThrow();
  });
});
