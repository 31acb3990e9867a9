import {
  type Account,
  type Address,
  type Chain,
  getAddress,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem';
import { horodocAnchorAbi, horodocAnchorBytecode } from './horodoc-anchor.generated';

export interface DeployAnchorOptions {
  walletClient: WalletClient<Transport, Chain, Account>;
  publicClient: PublicClient;
  /** Defaults to the deploying account. */
  owner?: Address;
}

/**
 * Deploys the anchor log contract and waits for its receipt.
 * @returns the contract address, the deployment's block (where a replay of its log starts) and gas used.
 */
export async function deployAnchor({ walletClient, publicClient, owner }: DeployAnchorOptions) {
  const hash = await walletClient.deployContract({
    abi: horodocAnchorAbi,
    bytecode: horodocAnchorBytecode,
    args: [owner ?? walletClient.account.address],
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 100 });
  if (!receipt.contractAddress || receipt.status !== 'success') {
    throw new Error(`anchor contract deployment failed in transaction ${hash}`);
  }
  return {
    address: getAddress(receipt.contractAddress),
    blockNumber: Number(receipt.blockNumber),
    gasUsed: receipt.gasUsed,
    transactionHash: hash,
  };
}
