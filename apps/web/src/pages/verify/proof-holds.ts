import { leafHash, rootFromPath } from '@horodoc/shared/merkle';
import type { Proof } from '@horodoc/shared/proof';

/**
 * Whether the proof leads from the fingerprint computed here to its root: the server's database is not
 * taken on trust, the browser redoes the arithmetic (SHA-256 only, no network).
 */
export function proofHolds(fingerprint: string, proof: Proof): boolean {
  if (proof.fingerprint !== fingerprint) return false;
  const leaf = leafHash(proof.salt, proof.fingerprint);
  return leaf === proof.leaf && rootFromPath(leaf, proof.path) === proof.root;
}
