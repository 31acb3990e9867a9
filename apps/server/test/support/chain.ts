import { deployAnchor } from '@horodoc/contracts/deploy-anchor';
import {
  ANVIL_ACCOUNT_KEYS,
  type AnvilNode,
  type StartAnvilOptions,
  startAnvil,
} from '@horodoc/contracts/start-anvil';
import { type ChainClient, createChainClient } from '../../src/adapters/chain/chain-client';

export interface TestChain {
  node: AnvilNode;
  client: ChainClient;
  stop(): Promise<void>;
}

/** A real anvil node with the anchor contract deployed, owned by anvil's first account. */
export async function startTestChain(options: StartAnvilOptions = {}): Promise<TestChain> {
  // Finality two blocks behind the head, as the embedded chain has it.
  const node = await startAnvil({ slotsInAnEpoch: 1, ...options });
  const bootstrap = createChainClient({
    name: 'local',
    rpcUrl: node.rpcUrl,
    privateKey: ANVIL_ACCOUNT_KEYS[0],
    contractAddress: '0x0000000000000000000000000000000000000000',
  });
  const { address } = await deployAnchor({
    walletClient: bootstrap.walletClient,
    publicClient: bootstrap.publicClient,
  });
  const client = createChainClient({
    name: 'local',
    rpcUrl: node.rpcUrl,
    privateKey: ANVIL_ACCOUNT_KEYS[0],
    contractAddress: address,
  });
  return { node, client, stop: () => node.stop() };
}

/**
 * Test keys' network on the same node, as embedded mode has it: a contract of its own, deployed and signed
 * by anvil's second account, so that it never shares a nonce with the live engine.
 */
export async function deployTestNetwork(chain: TestChain): Promise<ChainClient> {
  const bootstrap = createChainClient({
    name: 'local',
    rpcUrl: chain.node.rpcUrl,
    privateKey: ANVIL_ACCOUNT_KEYS[1],
    contractAddress: '0x0000000000000000000000000000000000000000',
  });
  const { address } = await deployAnchor({
    walletClient: bootstrap.walletClient,
    publicClient: bootstrap.publicClient,
  });
  return createChainClient({
    name: 'local',
    rpcUrl: chain.node.rpcUrl,
    privateKey: ANVIL_ACCOUNT_KEYS[1],
    contractAddress: address,
  });
}

/**
 * An Ethereum L1 as embedded mode has one (chain id 1337, its own node): the checkpoint log deployed and
 * signed by anvil's third account. A block per transaction unless told: tests mine the blocks they need.
 */
export async function startTestL1(options: StartAnvilOptions = {}): Promise<TestChain> {
  const node = await startAnvil({ chainId: 1337, slotsInAnEpoch: 1, ...options });
  const bootstrap = createChainClient({
    name: 'local-l1',
    rpcUrl: node.rpcUrl,
    privateKey: ANVIL_ACCOUNT_KEYS[2],
    contractAddress: '0x0000000000000000000000000000000000000000',
  });
  const { address, blockNumber } = await deployAnchor({
    walletClient: bootstrap.walletClient,
    publicClient: bootstrap.publicClient,
  });
  const client = createChainClient({
    name: 'local-l1',
    rpcUrl: node.rpcUrl,
    privateKey: ANVIL_ACCOUNT_KEYS[2],
    contractAddress: address,
    deploymentBlock: blockNumber,
  });
  return { node, client, stop: () => node.stop() };
}

/** Mines `blocks` blocks on a node at once (anvil): confirmations and finality without waiting. */
export async function mineBlocks(client: ChainClient, blocks: number): Promise<void> {
  await client.publicClient.request({
    method: 'anvil_mine' as never,
    params: [`0x${blocks.toString(16)}`] as never,
  });
}
