import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { deployAnchor } from '@horodoc/contracts/deploy-anchor';
import { ANVIL_ACCOUNT_KEYS, type AnvilNode, isPortFree, startAnvil } from '@horodoc/contracts/start-anvil';
import type { Address, Hex, PublicClient } from 'viem';
import { writeFileAtomically } from '../files/write-file-atomically';
import { createChainClient } from './chain-client';
import { createChainStateSaver } from './chain-state-saver';
import { forgetNode, NODE_FOLDER_VARIABLE, recordNode } from './embedded-node-record';
import { saveAnvilState } from './save-anvil-state';
import { stopLeftoverNode } from './stop-leftover-node';

export interface EmbeddedChain {
  rpcUrl: string;
  privateKey: Hex;
  contractAddress: Address;
  /** The block of the contract's deployment, kept in `deployment.json`. */
  deploymentBlock: number;
  /**
   * Test keys' anchoring on the same node: its own contract (`deployment-test.json`), signed by anvil's
   * second account, so that the two engines never share a nonce nor a log of roots.
   */
  test: { privateKey: Hex; contractAddress: Address; deploymentBlock: number };
  /** Resolves once every block the node holds now is saved to disk (see ChainClient.saveState). */
  saveState(): Promise<void>;
  /** Saves the state a last time and stops the node. */
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
 * Saves between the anchoring engine's: a block holding a root is saved before the root is recorded, so
 * these only keep empty blocks, worth little. Each one dumps and writes the whole chain, which grows with
 * every block: an idle server does it every five minutes.
 */
const SAVE_EVERY_MS = 5 * 60_000;
const SAVE_TIMEOUT_MS = 30_000;

/**
 * Starts the local anvil node from the state saved under the data folder and makes sure the anchor
 * contract is deployed there (once, its address kept in `deployment.json`). Call it with the data folder
 * locked (`lockDataFolder`): a node left running by a crashed server is then found through its record and
 * stopped after its state is saved, so two nodes never run on one state. The node dies with this process
 * (Linux), and its state is written by us, atomically: at every save, and before the anchoring engine
 * records a root (`saveState`).
 */
export async function startEmbeddedChain(options: EmbeddedChainOptions): Promise<EmbeddedChain> {
  const local = await startLocalNode({
    ...options,
    folderName: 'chain',
    chainId: 31337,
    chainName: 'local',
    label: 'chain',
  });
  try {
    const { contractAddress, deploymentBlock } = await local.ensureContract(LIVE);
    const test = await local.ensureContract(TEST);
    return {
      rpcUrl: local.rpcUrl,
      privateKey: LIVE.privateKey,
      contractAddress,
      deploymentBlock,
      test: { privateKey: TEST.privateKey, ...test },
      saveState: local.saveState,
      stop: local.stop,
    };
  } catch (error) {
    await local.stop();
    throw error;
  }
}

/** The embedded mode's Ethereum L1: its own node, chain id, state folder and contract, for the checkpoints. */
export type EmbeddedL1 = Omit<EmbeddedChain, 'test'>;

/**
 * Starts the embedded mode's second local node, its "Ethereum L1" (chain id 1337, state in `DATA_DIR/l1-chain`),
 * with the same guarantees as the Base stand-in: it dies with this process, a leftover one is stopped after
 * its state is saved, its state is written atomically, and the checkpoint contract (the same HorodocAnchor)
 * is deployed once, by anvil's third account, which then signs every checkpoint.
 */
export async function startEmbeddedL1(options: EmbeddedChainOptions): Promise<EmbeddedL1> {
  const local = await startLocalNode({
    ...options,
    folderName: 'l1-chain',
    chainId: 1337,
    chainName: 'local-l1',
    label: 'l1',
  });
  try {
    const { contractAddress, deploymentBlock } = await local.ensureContract(L1);
    return {
      rpcUrl: local.rpcUrl,
      privateKey: L1.privateKey,
      contractAddress,
      deploymentBlock,
      saveState: local.saveState,
      stop: local.stop,
    };
  } catch (error) {
    await local.stop();
    throw error;
  }
}

interface LocalNodeOptions extends EmbeddedChainOptions {
  /** Its folder under the data folder: its state, record and deployments. */
  folderName: string;
  chainId: number;
  chainName: 'local' | 'local-l1';
  /** How its log lines begin. */
  label: string;
}

/** One local anvil node of the data folder, started from its saved state, saved by us and stopped with us. */
async function startLocalNode({
  dataDir,
  blockTimeS,
  rpcPort,
  log: say,
  folderName,
  chainId,
  chainName,
  label,
}: LocalNodeOptions) {
  const log = (message: string) => say(`${label}: ${message}`);
  const folder = join(dataDir, folderName);
  mkdirSync(folder, { recursive: true });
  const statePath = join(folder, 'anvil-state.json');
  await stopLeftoverNode({ folder, statePath, log });
  setAsideUnreadableState(statePath, log);

  const portFree = await isPortFree(rpcPort);
  if (!portFree)
    log(`port ${rpcPort} is taken, the local node takes another (give it to the CLI with --rpc)`);
  const node: AnvilNode = await startAnvil({
    ...(portFree ? { port: rpcPort } : {}),
    chainId,
    blockTime: blockTimeS,
    // Two epochs of one slot: the `finalized` tag then trails the head by two blocks, like a fast Ethereum.
    slotsInAnEpoch: 1,
    ...(existsSync(statePath) ? { loadStatePath: statePath } : {}),
    dieWithParent: true,
    env: { [NODE_FOLDER_VARIABLE]: folder },
  });
  await recordNode(folder, node);
  const saver = createChainStateSaver(() => saveAnvilState(node.rpcUrl, statePath, SAVE_TIMEOUT_MS), {
    everyMs: SAVE_EVERY_MS,
    onError: (error) => log(`saving the local chain failed: ${String(error)}`),
  });
  const stop = async () => {
    await saver.stop();
    await saver.save().catch((error: unknown) => log(`last save failed: ${String(error)}`));
    await node.stop();
    forgetNode(folder);
  };
  return {
    rpcUrl: node.rpcUrl,
    saveState: saver.save,
    stop,
    ensureContract: (signer: Signer) =>
      ensureContract({ folder, node, saveState: saver.save, log, signer, chainId, chainName }),
  };
}

/** Each mode's contract on the local node: its record, and the account that deploys it and signs its roots. */
interface Signer {
  file: string;
  privateKey: Hex;
  label: string;
}
const LIVE: Signer = { file: 'deployment.json', privateKey: ANVIL_ACCOUNT_KEYS[0], label: 'contract' };
const TEST: Signer = {
  file: 'deployment-test.json',
  privateKey: ANVIL_ACCOUNT_KEYS[1],
  label: 'test contract',
};
/** The L1 node's checkpoint log: another account than the Base stand-in's, so the two logs' addresses differ. */
const L1: Signer = {
  file: 'deployment.json',
  privateKey: ANVIL_ACCOUNT_KEYS[2],
  label: 'checkpoint contract',
};

/** The recorded contract when the chain has it; otherwise a new deployment, saved before it is recorded. */
async function ensureContract({
  folder,
  node,
  saveState,
  log,
  signer,
  chainId,
  chainName,
}: {
  folder: string;
  node: AnvilNode;
  saveState: () => Promise<void>;
  log: (message: string) => void;
  signer: Signer;
  chainId: number;
  chainName: 'local' | 'local-l1';
}): Promise<{ contractAddress: Address; deploymentBlock: number }> {
  const deploymentPath = join(folder, signer.file);
  const known = existsSync(deploymentPath)
    ? (JSON.parse(readFileSync(deploymentPath, 'utf8')) as Deployment)
    : null;
  const client = createChainClient({
    name: chainName,
    rpcUrl: node.rpcUrl,
    privateKey: signer.privateKey,
    contractAddress: known?.contractAddress ?? '0x0000000000000000000000000000000000000000',
  });
  if (known) {
    const code = await client.publicClient.getCode({ address: known.contractAddress });
    if (code && code !== '0x') {
      let deploymentBlock = known.deploymentBlock;
      if (deploymentBlock === undefined) {
        deploymentBlock = await findDeploymentBlock(client.publicClient, known.contractAddress);
        await writeFileAtomically(
          deploymentPath,
          `${JSON.stringify({ ...known, deploymentBlock }, null, 2)}\n`,
        );
      }
      log(`local anvil on ${node.rpcUrl}, ${signer.label} ${known.contractAddress}`);
      return { contractAddress: known.contractAddress, deploymentBlock };
    }
    log(
      `the ${signer.label} recorded at ${known.contractAddress} is missing from the local state; deploying again`,
    );
  }
  const { address, blockNumber } = await deployAnchor({
    walletClient: client.walletClient,
    publicClient: client.publicClient,
  });
  await saveState();
  const deployment: Deployment = {
    chainId,
    contractAddress: address,
    deploymentBlock: blockNumber,
    deployedAt: new Date().toISOString(),
  };
  await writeFileAtomically(deploymentPath, `${JSON.stringify(deployment, null, 2)}\n`);
  log(`local anvil on ${node.rpcUrl}, ${signer.label} deployed at ${address}`);
  return { contractAddress: address, deploymentBlock: blockNumber };
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

/**
 * A state file anvil cannot read (one cut short by anvil's own in-place writes, before this version) would
 * stop every start: it is kept aside, and the chain starts empty. The anchoring engine's start-up check then
 * finds the roots missing and anchors their certificates again.
 */
function setAsideUnreadableState(statePath: string, log: (message: string) => void) {
  if (!existsSync(statePath)) return;
  try {
    JSON.parse(readFileSync(statePath, 'utf8'));
  } catch {
    const aside = `${statePath}.unreadable-${Date.now()}`;
    renameSync(statePath, aside);
    log(`the saved local chain is unreadable, kept as ${aside}; starting from an empty chain`);
  }
}
