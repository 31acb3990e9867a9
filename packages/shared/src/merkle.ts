import { sha256 } from '@noble/hashes/sha2';

/**
 * The Merkle tree of a batch. Leaves and inner nodes are domain-separated so a leaf can never pass for a
 * node: leaf = SHA-256(0x00 || salt || fingerprint), node = SHA-256(0x01 || left || right). A node without
 * a sibling is promoted unchanged to the next level. Hashes travel as 0x-prefixed lowercase hex.
 */

export type Hex32 = `0x${string}`;

/** One sibling on the way from a leaf to the root; `side` says where the sibling sits. */
export interface PathStep {
  side: 'left' | 'right';
  hash: Hex32;
}

const LEAF_PREFIX = 0x00;
const NODE_PREFIX = 0x01;
const HEX32 = /^0x[0-9a-f]{64}$/;

/** Whether `value` is 0x followed by 64 lowercase hex digits. */
export function isHex32(value: unknown): value is Hex32 {
  return typeof value === 'string' && HEX32.test(value);
}

function nibble(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  if (code >= 65 && code <= 70) return code - 55;
  return -1;
}

export function hexToBytes(hex: string): Uint8Array {
  const start = hex.startsWith('0x') ? 2 : 0;
  const length = hex.length - start;
  if (length % 2 !== 0) throw new Error(`not a hex string: ${hex}`);
  const bytes = new Uint8Array(length / 2);
  for (let i = 0; i < bytes.length; i++) {
    const high = nibble(hex.charCodeAt(start + i * 2));
    const low = nibble(hex.charCodeAt(start + i * 2 + 1));
    if (high < 0 || low < 0) throw new Error(`not a hex string: ${hex}`);
    bytes[i] = high * 16 + low;
  }
  return bytes;
}

const BYTE_HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function bytesToHex(bytes: Uint8Array): Hex32 {
  let out = '0x';
  for (const byte of bytes) out += BYTE_HEX[byte];
  return out as Hex32;
}

/** A SHA-256 implementation: the portable one by default; a server may pass its native one, ten times faster. */
export type Sha256 = (data: Uint8Array) => Uint8Array;

function hashParts(prefix: number, a: Uint8Array, b: Uint8Array, hash: Sha256 = sha256): Uint8Array {
  const input = new Uint8Array(1 + a.length + b.length);
  input[0] = prefix;
  input.set(a, 1);
  input.set(b, 1 + a.length);
  return hash(input);
}

/** SHA-256(0x00 || salt || fingerprint): what the tree holds instead of the bare fingerprint. */
export function leafHash(salt: Hex32, fingerprint: Hex32, hash?: Sha256): Hex32 {
  return bytesToHex(leafBytes(salt, fingerprint, hash));
}

/** {@link leafHash} as bytes, for a tree built as leaves arrive. */
export function leafBytes(salt: Hex32, fingerprint: Hex32, hash?: Sha256): Uint8Array {
  return hashParts(LEAF_PREFIX, hexToBytes(salt), hexToBytes(fingerprint), hash);
}

/** SHA-256(0x01 || left || right). */
export function nodeHash(left: Hex32, right: Hex32): Hex32 {
  return bytesToHex(hashParts(NODE_PREFIX, hexToBytes(left), hexToBytes(right)));
}

export interface MerkleTree {
  root: Hex32;
  leafCount: number;
  /** The siblings from leaf `index` up to the root. */
  pathFor(index: number): PathStep[];
}

/**
 * Builds the tree over leaf hashes, in order.
 * @throws on an empty list.
 */
export function buildMerkleTree(leaves: readonly Hex32[], hash?: Sha256): MerkleTree {
  if (leaves.length === 0) throw new Error('a Merkle tree needs at least one leaf');
  const levels: Uint8Array[][] = [leaves.map(hexToBytes)];
  for (let level = levels[0] as Uint8Array[]; level.length > 1; ) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i] as Uint8Array;
      const right = level[i + 1];
      next.push(right ? hashParts(NODE_PREFIX, left, right, hash) : left);
    }
    levels.push(next);
    level = next;
  }
  // Each node is turned into hex once, not once per path that passes through it.
  const hexLevels: Hex32[][] = levels.map((level, depth) =>
    depth === 0 ? [...leaves] : level.map(bytesToHex),
  );
  return {
    root: hexLevels[hexLevels.length - 1]?.[0] as Hex32,
    leafCount: leaves.length,
    pathFor(index) {
      if (!Number.isInteger(index) || index < 0 || index >= leaves.length)
        throw new Error(`no leaf ${index}`);
      const path: PathStep[] = [];
      let position = index;
      for (const level of hexLevels.slice(0, -1)) {
        const isRight = position % 2 === 1;
        const sibling = level[isRight ? position - 1 : position + 1];
        if (sibling) path.push({ side: isRight ? 'left' : 'right', hash: sibling });
        position = Math.floor(position / 2);
      }
      return path;
    },
  };
}

/** The root of a tree whose leaves arrive one at a time, for a batch that fills while certificates come in. */
export interface MerkleRootBuilder {
  append(leaf: Uint8Array): void;
  readonly leafCount: number;
  /** The root of the leaves so far, by the same rule as {@link buildMerkleTree}; the builder may go on. */
  root(): Hex32;
}

/**
 * Hashes each pair as soon as both halves exist, keeping one pending node per level (a binary counter), so
 * the root of n leaves costs about log n hashes at the end rather than n: the seal just before a block no
 * longer waits on the whole tree.
 */
export function createMerkleRootBuilder(hash?: Sha256): MerkleRootBuilder {
  // pending[k]: the left half of an unfinished pair at level k, or undefined.
  const pending: Array<Uint8Array | undefined> = [];
  let leafCount = 0;
  return {
    append(leaf) {
      let carry = leaf;
      let level = 0;
      for (let left = pending[level]; left !== undefined; left = pending[level]) {
        carry = hashParts(NODE_PREFIX, left, carry, hash);
        pending[level] = undefined;
        level += 1;
      }
      pending[level] = carry;
      leafCount += 1;
    },
    get leafCount() {
      return leafCount;
    },
    root() {
      if (leafCount === 0) throw new Error('a Merkle tree needs at least one leaf');
      // Bottom up, a node finished below lands last on its level: it pairs with a pending left half, or is
      // promoted unchanged, as the odd node of a level is.
      let carry: Uint8Array | undefined;
      for (const left of pending) {
        if (left === undefined) continue;
        carry = carry === undefined ? left : hashParts(NODE_PREFIX, left, carry, hash);
      }
      return bytesToHex(carry as Uint8Array);
    },
  };
}

/** Folds a path from a leaf hash up to the root it implies. */
export function rootFromPath(leaf: Hex32, path: readonly PathStep[]): Hex32 {
  let current = hexToBytes(leaf);
  for (const step of path) {
    const sibling = hexToBytes(step.hash);
    current =
      step.side === 'left'
        ? hashParts(NODE_PREFIX, sibling, current)
        : hashParts(NODE_PREFIX, current, sibling);
  }
  return bytesToHex(current);
}
