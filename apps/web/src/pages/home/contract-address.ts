/** Basescan, the explorer of Base mainnet. */
export const EXPLORER_URL = 'https://basescan.org';

/**
 * The anchoring contract's address, fixed at build time by `VITE_CONTRACT_ADDRESS`; null until the
 * contract is deployed on mainnet, or when the value is not an address.
 */
export function contractAddress(value = import.meta.env.VITE_CONTRACT_ADDRESS): `0x${string}` | null {
  return value && /^0x[0-9a-fA-F]{40}$/.test(value) ? (value as `0x${string}`) : null;
}

export function contractExplorerUrl(address: `0x${string}`): string {
  return `${EXPLORER_URL}/address/${address}`;
}
