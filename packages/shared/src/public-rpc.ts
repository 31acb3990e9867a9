/** Public nodes anyone can query, per chain id: the proof names its chain, the node follows. */
export const PUBLIC_RPC_URLS: Readonly<Record<number, string>> = {
  8453: 'https://mainnet.base.org',
  84532: 'https://sepolia.base.org',
  31337: 'http://127.0.0.1:8545',
  // Ethereum L1, for the checkpoints' seal: any node will do, these answer without a key.
  1: 'https://ethereum-rpc.publicnode.com',
  11155111: 'https://ethereum-sepolia-rpc.publicnode.com',
  1337: 'http://127.0.0.1:8546',
};

/** The node to ask for `chainId`, or undefined when none is known and one must be given. */
export function publicRpcFor(chainId: number): string | undefined {
  return PUBLIC_RPC_URLS[chainId];
}
