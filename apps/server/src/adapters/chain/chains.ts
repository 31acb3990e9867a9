import { type Chain, defineChain } from 'viem';
import { base, baseSepolia, mainnet, sepolia } from 'viem/chains';
import type { ChainName } from '../../config';

const local = defineChain({
  id: 31337,
  name: 'Anvil (réseau local)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});

/** The embedded mode's own Ethereum L1, beside its Base stand-in: where its checkpoints go. */
const localL1 = defineChain({
  id: 1337,
  name: 'Anvil (Ethereum local)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
});

export interface ChainProfile {
  chain: Chain;
  /** Where a transaction can be seen by anyone; none on the local chain. */
  explorerTxUrl(txHash: string): string | null;
  explorerAddressUrl(address: string): string | null;
}

const explorer = (origin: string) => ({
  explorerTxUrl: (txHash: string) => `${origin}/tx/${txHash}`,
  explorerAddressUrl: (address: string) => `${origin}/address/${address}`,
});

export const CHAIN_PROFILES: Record<ChainName, ChainProfile> = {
  local: { chain: local, explorerTxUrl: () => null, explorerAddressUrl: () => null },
  base: { chain: base, ...explorer('https://basescan.org') },
  'base-sepolia': { chain: baseSepolia, ...explorer('https://sepolia.basescan.org') },
  'local-l1': { chain: localL1, explorerTxUrl: () => null, explorerAddressUrl: () => null },
  ethereum: { chain: mainnet, ...explorer('https://etherscan.io') },
  sepolia: { chain: sepolia, ...explorer('https://sepolia.etherscan.io') },
};

/** Whether a chain is one of the embedded mode's local nodes. */
export const isLocalChain = (name: ChainName) => name === 'local' || name === 'local-l1';
