import { buildMerkleTree, type Hex32, type PathStep } from '@horodoc/shared/merkle';
import { nativeSha256 } from '../../adapters/native-sha256';

const LEAF_BYTES = 32;

/**
 * A batch's leaves in order, as stored on the batch: leaf i at bytes 32i to 32i + 32.
 * @internal exported for its tests
 */
export function packLeaves(leaves: readonly Hex32[]): Buffer {
  return Buffer.concat(leaves.map((leaf) => Buffer.from(leaf.slice(2), 'hex')));
}

function unpackLeaves(packed: Buffer): Hex32[] {
  const leaves: Hex32[] = [];
  for (let at = 0; at + LEAF_BYTES <= packed.length; at += LEAF_BYTES) {
    leaves.push(`0x${packed.subarray(at, at + LEAF_BYTES).toString('hex')}`);
  }
  return leaves;
}

/**
 * The position and Merkle path of a leaf in its batch, rebuilt from the batch's leaves: the tree is stored
 * once per batch, and a path only when someone asks for it (a proof, a PDF, a verification).
 * @returns null when the leaf is not one of them.
 */
export function pathInBatch(packed: Buffer, leaf: Hex32): { leafIndex: number; path: PathStep[] } | null {
  const leaves = unpackLeaves(packed);
  const leafIndex = leaves.indexOf(leaf);
  if (leafIndex < 0) return null;
  return { leafIndex, path: buildMerkleTree(leaves, nativeSha256).pathFor(leafIndex) };
}
