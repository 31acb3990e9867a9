import type { Proof } from '@horodoc/shared/proof';

/** Fields the server may know better than an older copy of the same proof: they never vouch for a date. */
const EVOLVING = new Set(['finalizedAt', 'rfc3161', 'checkpoint', 'instructions']);
/** Added to a proof after it was first written (a token, a seal on Ethereum): when both hold one, the same. */
const ADDED_LATER = new Set(['rfc3161', 'checkpoint']);

/**
 * Whether a proof the visitor attached is the very proof the server holds: every field equal, in any order,
 * except finality, and a token or a seal the server obtained after the copy was made (which turns a version
 * 3 proof into a version 4 one; a token or seal both hold must be the same). An attached proof that differs anywhere (date, block, transaction, chain, contract, path, mode…)
 * is not the server's, and the server's reading of the chain says nothing about it.
 */
export function sameProof(attached: Proof, server: Proof): boolean {
  const a = attached as unknown as Record<string, unknown>;
  const b = server as unknown as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (ADDED_LATER.has(key) && a[key] !== undefined && canonical(a[key]) !== canonical(b[key])) return false;
    if (EVOLVING.has(key)) continue;
    if (key === 'version' && sealedLater(a[key], b[key])) continue;
    if (canonical(a[key]) !== canonical(b[key])) return false;
  }
  return true;
}

/** Version 4 is version 3 with its seal on Ethereum: a copy made before the seal is the same proof. */
function sealedLater(attached: unknown, server: unknown): boolean {
  return attached === 3 && server === 4;
}

/** JSON with object keys sorted, so that key order never decides equality; addresses compare in lowercase. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) => {
    if (typeof v === 'string' && /^0x[0-9a-fA-F]{40}$/.test(v)) return v.toLowerCase();
    if (v && typeof v === 'object' && !Array.isArray(v))
      return Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1)));
    return v;
  });
}
