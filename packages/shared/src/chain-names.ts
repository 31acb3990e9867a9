/**
 * The names verifiers print for a chain, derived from its id and never read from a proof: a proof may say
 * `chainName: "Base"` on any chain, only the id is checked.
 */
const CHAIN_NAMES: Readonly<Record<number, string>> = {
  8453: 'Base',
  84532: 'Base Sepolia (réseau de test)',
  31337: 'réseau local de développement',
  1: 'Ethereum',
  11155111: 'Sepolia (réseau de test d’Ethereum)',
  1337: 'réseau local de développement (Ethereum)',
};

/** Chains whose anchors carry no probative value whatever the proof says: public test networks. */
const TEST_NETWORKS: ReadonlySet<number> = new Set([84532, 11155111]);

/** The chain's French name, from its id alone. */
export function chainNameOf(chainId: number): string {
  return CHAIN_NAMES[chainId] ?? `chaîne ${chainId}`;
}

/** Whether `chainId` is a public test network (its anchors prove nothing). */
export function isTestNetwork(chainId: number): boolean {
  return TEST_NETWORKS.has(chainId);
}
