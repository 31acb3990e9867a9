import {
  type Account,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainName } from '../../config';
import { CHAIN_PROFILES, type ChainProfile } from './chains';

export interface ChainClient extends ChainProfile {
  name: ChainName;
  publicClient: PublicClient<Transport, Chain>;
  walletClient: WalletClient<Transport, Chain, Account>;
  account: Account;
  contractAddress: Address;
  /**
   * The embedded chain only: resolves once every block the node holds now is saved to disk, so a root is
   * recorded as anchored only once the block holding it survives a crash. A real chain keeps its own history.
   */
  saveState?: () => Promise<void>;
}

export interface ChainClientOptions {
  name: ChainName;
  rpcUrl: string;
  privateKey: Hex;
  contractAddress: Address;
  saveState?: () => Promise<void>;
}

/**
 * viem clients for the anchoring account on one chain. Polling is fast because a receipt arrives about
 * one second after sending on a 2-second chain, and viem's default 4-second poll would add up to 3 s.
 */
export function createChainClient({
  name,
  rpcUrl,
  privateKey,
  contractAddress,
  saveState,
}: ChainClientOptions): ChainClient {
  const profile = CHAIN_PROFILES[name];
  const transport = http(rpcUrl, { timeout: 10_000, retryCount: 1 });
  const pollingInterval = name === 'local' ? 50 : 250;
  const account = privateKeyToAccount(privateKey);
  return {
    ...profile,
    name,
    account,
    contractAddress,
    ...(saveState ? { saveState } : {}),
    publicClient: createPublicClient({ chain: profile.chain, transport, pollingInterval }),
    walletClient: createWalletClient({ account, chain: profile.chain, transport, pollingInterval }),
  };
}
