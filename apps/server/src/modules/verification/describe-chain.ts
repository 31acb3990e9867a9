import { GENUINE_ANCHOR_CODE_HASHES } from '@horodoc/shared/genuine-anchor-code';
import type { ChainInfo } from '@horodoc/shared/verify-api';
import type { ChainClient } from '../../adapters/chain/chain-client';

/**
 * The public facts of the log this service anchors into: where it is, since when, and its code; and of the
 * Ethereum L1 log that seals it, where there is one.
 */
export function describeChain(chain: ChainClient, l1Chain: ChainClient | null = null): ChainInfo {
  return {
    chain_id: chain.chain.id,
    chain_name: chain.chain.name,
    contract_address: chain.contractAddress,
    contract_explorer_url: chain.explorerAddressUrl(chain.contractAddress),
    deployment_block: chain.deploymentBlock,
    code_hash: Object.keys(GENUINE_ANCHOR_CODE_HASHES).at(-1) as string,
    public_rpc_url: chain.publicRpcUrl,
    l1: l1Chain && {
      chain_id: l1Chain.chain.id,
      chain_name: l1Chain.chain.name,
      contract_address: l1Chain.contractAddress,
      contract_explorer_url: l1Chain.explorerAddressUrl(l1Chain.contractAddress),
      deployment_block: l1Chain.deploymentBlock,
      public_rpc_url: l1Chain.publicRpcUrl,
    },
  };
}
