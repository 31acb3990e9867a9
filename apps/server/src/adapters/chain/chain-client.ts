import { publicRpcFor } from '@horodoc/shared/public-rpc';
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
import { CHAIN_PROFILES, type ChainProfile, isLocalChain } from './chains';

export interface ChainClient extends ChainProfile {
  name: ChainName;
  publicClient: PublicClient<Transport, Chain>;
  walletClient: WalletClient<Transport, Chain, Account>;
  account: Account;
  contractAddress: Address;
  /** The block the contract was deployed in, when known: proofs carry it so anyone can replay the log. */
  deploymentBlock: number | null;
  /**
   * The node's WebSocket, where new blocks are pushed (`eth_subscribe newHeads`); null when it has none known.
   * The anchoring engine falls back to asking for the head over HTTP when it is null or the subscription fails.
   */
  webSocketUrl: string | null;
  /** A node browsers may read to check a proof themselves (never the anchoring node's private URL). */
  publicRpcUrl: string | null;
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
  deploymentBlock?: number | null;
  publicRpcUrl?: string | null;
  /** Defaults to the RPC URL's own port for the local node (anvil serves both there), none elsewhere. */
  webSocketUrl?: string | null;
  saveState?: () => Promise<void>;
  /** Told of every HTTP request sent to the node: tests count an idle engine's chain calls with it. */
  onRequest?: () => void;
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
  deploymentBlock,
  publicRpcUrl,
  webSocketUrl,
  saveState,
  onRequest,
}: ChainClientOptions): ChainClient {
  const profile = CHAIN_PROFILES[name];
  const transport = http(rpcUrl, {
    timeout: 10_000,
    retryCount: 1,
    // Braces: viem takes what this hook returns as the request's options, so a counter's result must not leak.
    ...(onRequest
      ? {
          onFetchRequest: () => {
            onRequest();
          },
        }
      : {}),
  });
  const local = isLocalChain(name);
  const pollingInterval = local ? 50 : 250;
  const account = privateKeyToAccount(privateKey);
  return {
    ...profile,
    name,
    account,
    contractAddress,
    deploymentBlock: deploymentBlock ?? null,
    webSocketUrl:
      webSocketUrl === undefined && local ? rpcUrl.replace(/^http/, 'ws') : (webSocketUrl ?? null),
    // The local node is as public as it gets; a remote RPC_URL may hold a key, so browsers get the chain's own.
    publicRpcUrl: publicRpcUrl ?? (local ? rpcUrl : (publicRpcFor(profile.chain.id) ?? null)),
    ...(saveState ? { saveState } : {}),
    publicClient: createPublicClient({ chain: profile.chain, transport, pollingInterval }),
    walletClient: createWalletClient({ account, chain: profile.chain, transport, pollingInterval }),
  };
}
