import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deployAnchor } from '@horodoc/contracts/deploy-anchor';
import { ANVIL_ACCOUNT_KEYS, type AnvilNode, isPortFree, startAnvil } from '@horodoc/contracts/start-anvil';
import type { Address, Hex, PublicClient } from 'viem';
import { createChainClient } from './chain-client';

export interface EmbeddedChain {
  rpcUrl: string;
  privateKey: Hex;
  contractAddress: Address;
  /** The block of the contract's deployment, kept in `deployment.json`. */
  deploymentBlock: number;
  stop(): Promise<void>;
}

interface Deployment {
  chainId: number;
  contractAddress: Address;
  /** Absent from files written before it was recorded; found again on chain then. */
  deploymentBlock?: number;
  deployedAt: string;
}

export interface EmbeddedChainOptions {
  dataDir: string;
  blockTimeS: number;
  /** The usual local node port, where the `horodoc` CLI looks by default; another one if it is taken. */
  rpcPort: number;
  log: (message: string) => void;
}

/**
 * Starts the local anvil node with its state under the data folder and makes sure the anchor contract is
 * deployed there: deployed once on first start, its address kept in `deployment.json` and reused after.
 */
export async function startEmbeddedChain({
  dataDir,
  blockTimeS,
  rpcPort,
  log,
}: EmbeddedChainOptions): Promise<EmbeddedChain> {
  const folder = join(dataDir, 'chain');
  mkdirSync(folder, { recursive: true });
  // Two epochs of one slot: the `finalized` tag then trails the head by two blocks, like a fast Ethereum.
  const portFree = await isPortFree(rpcPort);
  if (!portFree)
    log(`chain: port ${rpcPort} is taken, the local node takes another (give it to the CLI with --rpc)`);
  const node: AnvilNode = await startAnvil({
    ...(portFree ? { port: rpcPort } : {}),
    blockTime: blockTimeS,
    statePath: join(folder, 'anvil-state.json'),
    slotsInAnEpoch: 1,
  });
  const privateKey = ANVIL_ACCOUNT_KEYS[0];
  try {
    const deploymentPath = join(folder, 'deployment.json');
    const known = existsSync(deploymentPath)
      ? (JSON.parse(readFileSync(deploymentPath, 'utf8')) as Deployment)
      : null;
    const client = createChainClient({
      name: 'local',
      rpcUrl: node.rpcUrl,
      privateKey,
      contractAddress: known?.contractAddress ?? '0x0000000000000000000000000000000000000000',
    });
    if (known) {
      const code = await client.publicClient.getCode({ address: known.contractAddress });
      if (code && code !== '0x') {
        let deploymentBlock = known.deploymentBlock;
        if (deploymentBlock === undefined) {
          deploymentBlock = await findDeploymentBlock(client.publicClient, known.contractAddress);
          writeFileSync(deploymentPath, `${JSON.stringify({ ...known, deploymentBlock }, null, 2)}\n`);
        }
        log(`chain: local anvil on ${node.rpcUrl}, contract ${known.contractAddress}`);
        return {
          rpcUrl: node.rpcUrl,
          privateKey,
          contractAddress: known.contractAddress,
          deploymentBlock,
          stop: node.stop,
        };
      }
      log(
        `chain: the contract recorded at ${known.contractAddress} is missing from the local state; deploying again`,
      );
    }
    const { address, blockNumber } = await deployAnchor({
      walletClient: client.walletClient,
      publicClient: client.publicClient,
    });
    const deployment: Deployment = {
      chainId: 31337,
      contractAddress: address,
      deploymentBlock: blockNumber,
      deployedAt: new Date().toISOString(),
    };
    writeFileSync(deploymentPath, `${JSON.stringify(deployment, null, 2)}\n`);
    log(`chain: local anvil on ${node.rpcUrl}, contract deployed at ${address}`);
    return {
      rpcUrl: node.rpcUrl,
      privateKey,
      contractAddress: address,
      deploymentBlock: blockNumber,
      stop: node.stop,
    };
  } catch (error) {
    await node.stop();
    throw error;
  }
}

/** The first block where `address` holds code: a binary search over the node's history. */
async function findDeploymentBlock(
  client: Pick<PublicClient, 'getBlockNumber' | 'getCode'>,
  address: Address,
): Promise<number> {
  let low = 0n;
  let high = await client.getBlockNumber();
  while (low < high) {
    const middle = (low + high) / 2n;
    const code = await client.getCode({ address, blockNumber: middle });
    if (code && code !== '0x') high = middle;
    else low = middle + 1n;
  }
  return Number(low);
}
