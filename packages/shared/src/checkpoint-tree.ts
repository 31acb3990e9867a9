import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, type Hex32, hexToBytes, type Sha256 } from './merkle';

/**
 * The tree of an Ethereum checkpoint (docs/proof-format.md, § 9): its leaves are Base batch roots, each
 * bound to where the Base log recorded it, in the log's sequence order. Domain-separated from the document
 * tree (0x00 leaves, 0x01 nodes), so no node of one can pass for a node of the other:
 *
 *   leaf = SHA-256(0x02 ‖ chainId ‖ contract ‖ sequence ‖ timestamp ‖ root)   (8 + 20 + 8 + 8 + 32 bytes,
 *          numbers as unsigned 64-bit big-endian: Base's chain id, its log's address, the root's sequence
 *          number and block time there, the root)
 *   node = SHA-256(0x03 ‖ left ‖ right), a node without a sibling promoted unchanged.
 *
 * A checkpoint covers a contiguous run of sequences, the first following the previous checkpoint's last; the
 * L1 log's leaf counts say where each starts, so anyone can rebuild every tree from the two logs alone.
 */

const LEAF_PREFIX = 0x02;
const NODE_PREFIX = 0x03;

/** A Base batch root where its log recorded it: what one checkpoint leaf commits to. */
export interface CheckpointEntry {
  /** Base's chain id. */
  chainId: number;
  /** The Base anchor log (HorodocAnchor) that recorded the root. */
  contractAddress: string;
  /** The root's sequence number in that log. */
  sequence: number;
  /** The block time at which the log recorded it (seconds). */
  blockTimestamp: number;
  root: string;
}

function putUint64(target: Uint8Array, offset: number, value: number) {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not an unsigned integer: ${value}`);
  new DataView(target.buffer, target.byteOffset).setBigUint64(offset, BigInt(value));
}

/** SHA-256(0x02 ‖ chainId ‖ contract ‖ sequence ‖ timestamp ‖ root). */
export function checkpointLeaf(entry: CheckpointEntry, hash: Sha256 = sha256): Uint8Array {
  const input = new Uint8Array(1 + 8 + 20 + 8 + 8 + 32);
  input[0] = LEAF_PREFIX;
  putUint64(input, 1, entry.chainId);
  const contract = hexToBytes(entry.contractAddress.toLowerCase());
  const root = hexToBytes(entry.root);
  if (contract.length !== 20 || root.length !== 32)
    throw new Error('a checkpoint leaf needs an address and a root');
  input.set(contract, 9);
  putUint64(input, 29, entry.sequence);
  putUint64(input, 37, entry.blockTimestamp);
  input.set(root, 45);
  return hash(input);
}

function hashNode(left: Uint8Array, right: Uint8Array, hash: Sha256): Uint8Array {
  const input = new Uint8Array(65);
  input[0] = NODE_PREFIX;
  input.set(left, 1);
  input.set(right, 33);
  return hash(input);
}

export interface CheckpointTree {
  root: Hex32;
  leafCount: number;
  /** The siblings from leaf `index` up to the root, bottom first; their sides follow from the index. */
  siblingsFor(index: number): Uint8Array[];
}

/**
 * Builds the checkpoint tree over its leaves, in sequence order.
 * @throws on an empty list.
 */
export function buildCheckpointTree(leaves: readonly Uint8Array[], hash: Sha256 = sha256): CheckpointTree {
  if (leaves.length === 0) throw new Error('a checkpoint needs at least one root');
  const levels: Uint8Array[][] = [[...leaves]];
  for (let level = levels[0] as Uint8Array[]; level.length > 1; ) {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const right = level[i + 1];
      next.push(right ? hashNode(level[i] as Uint8Array, right, hash) : (level[i] as Uint8Array));
    }
    levels.push(next);
    level = next;
  }
  return {
    root: bytesToHex(levels[levels.length - 1]?.[0] as Uint8Array),
    leafCount: leaves.length,
    siblingsFor(index) {
      if (!Number.isInteger(index) || index < 0 || index >= leaves.length)
        throw new Error(`no leaf ${index}`);
      const siblings: Uint8Array[] = [];
      let position = index;
      for (const level of levels.slice(0, -1)) {
        const sibling = level[position % 2 === 1 ? position - 1 : position + 1];
        if (sibling) siblings.push(sibling);
        position = Math.floor(position / 2);
      }
      return siblings;
    },
  };
}

/**
 * Folds a leaf up through its siblings: at each level the sibling sits on the left when the position is odd,
 * on the right when it is even and has one, and the node is promoted unchanged when it is the last of an odd
 * level (then no sibling is used).
 * @returns the root, or null when the number of siblings does not fit a tree of `leafCount` leaves.
 */
export function checkpointRootFromPath(
  leaf: Uint8Array,
  index: number,
  leafCount: number,
  siblings: readonly Uint8Array[],
  hash: Sha256 = sha256,
): Hex32 | null {
  if (!Number.isInteger(index) || index < 0 || index >= leafCount) return null;
  let current = leaf;
  let position = index;
  let width = leafCount;
  let used = 0;
  while (width > 1) {
    if (position % 2 === 1) {
      const sibling = siblings[used++];
      if (!sibling) return null;
      current = hashNode(sibling, current, hash);
    } else if (position + 1 < width) {
      const sibling = siblings[used++];
      if (!sibling) return null;
      current = hashNode(current, sibling, hash);
    }
    position = Math.floor(position / 2);
    width = Math.ceil(width / 2);
  }
  return used === siblings.length ? bytesToHex(current) : null;
}

/** Siblings as the proof writes them: one base64 string of their 32-byte values, bottom first. */
export function encodeCheckpointPath(siblings: readonly Uint8Array[]): string {
  const all = new Uint8Array(siblings.length * 32);
  siblings.forEach((sibling, i) => {
    all.set(sibling, i * 32);
  });
  return bytesToBase64(all);
}

/**
 * The siblings of a path as the proof writes it.
 * @throws when it is not base64 of a whole number of 32-byte hashes.
 */
export function decodeCheckpointPath(path: string): Uint8Array[] {
  const all = base64ToBytes(path);
  if (all.length % 32 !== 0) throw new Error('a checkpoint path is a whole number of 32-byte hashes');
  return Array.from({ length: all.length / 32 }, (_, i) => all.subarray(i * 32, i * 32 + 32));
}

/** Standard base64 (RFC 4648, with padding), in the browser and in Node alike. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** @throws on anything but standard base64. */
export function base64ToBytes(text: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) throw new Error('not base64');
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
