import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { horodocAnchorAbi } from '@horodoc/contracts/horodoc-anchor.generated';
import { ANVIL_ACCOUNT_KEYS, anvilBinaryPath, findFreePort } from '@horodoc/contracts/start-anvil';
import { afterEach, describe, expect, it } from 'vitest';
import { createChainClient } from '../src/adapters/chain/chain-client';
import {
  type EmbeddedChain,
  startEmbeddedChain,
  startEmbeddedL1,
} from '../src/adapters/chain/embedded-chain';
import { NODE_RECORD_FILE, readNodeRecord } from '../src/adapters/chain/embedded-node-record';
import { isProcessAlive } from '../src/adapters/process/inspect-process';
import { DataFolderLockedError, lockDataFolder } from '../src/adapters/process/lock-data-folder';
import { eventually, randomFingerprint } from './support/anchoring';

const standIn = new URL('./support/run-embedded-parts.ts', import.meta.url).pathname;

const newDataDir = () => realpathSync(mkdtempSync(join(tmpdir(), 'horodoc-embedded-')));

/** Starts the server stand-in in a process of its own and resolves with its anvil's pid once ready. */
function startStandIn(
  dataDir: string,
  port: number,
  mode?: 'lock-only' | 'l1',
): Promise<{ child: ChildProcess; nodePid: number }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', standIn, dataDir, String(port), ...(mode ? [mode] : [])],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /ready (\d+)/.exec(out);
      if (ready) resolve({ child, nodePid: Number(ready[1]) });
    });
    child.once('exit', (code) => reject(new Error(`the stand-in exited with code ${code}`)));
  });
}

/** Anchors one root straight through the contract, as the engine would, and waits for its receipt. */
async function anchorRoot(chain: EmbeddedChain): Promise<`0x${string}`> {
  const client = createChainClient({
    name: 'local',
    rpcUrl: chain.rpcUrl,
    privateKey: ANVIL_ACCOUNT_KEYS[0],
    contractAddress: chain.contractAddress,
  });
  const root = randomFingerprint() as `0x${string}`;
  const hash = await client.walletClient.writeContract({
    address: chain.contractAddress,
    abi: horodocAnchorAbi,
    functionName: 'anchor',
    args: [root, 1n],
  });
  await client.publicClient.waitForTransactionReceipt({ hash });
  return root;
}

async function sequenceOf(chain: EmbeddedChain, root: `0x${string}`): Promise<bigint> {
  const client = createChainClient({
    name: 'local',
    rpcUrl: chain.rpcUrl,
    privateKey: ANVIL_ACCOUNT_KEYS[0],
    contractAddress: chain.contractAddress,
  });
  const [, sequence] = await client.publicClient.readContract({
    address: chain.contractAddress,
    abi: horodocAnchorAbi,
    functionName: 'recordOf',
    args: [root],
  });
  return sequence;
}

describe('the embedded chain and its data folder', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const log = () => {};

  it('refuses a second server on a data folder in use, naming the folder and the pid holding it', async () => {
    const dataDir = newDataDir();
    const lock = await lockDataFolder(dataDir);
    const second = lockDataFolder(dataDir);
    await expect(second).rejects.toBeInstanceOf(DataFolderLockedError);
    await expect(second).rejects.toThrow(
      `Le dossier de données ${dataDir} est déjà utilisé par un autre serveur Horodoc (processus ${process.pid}).`,
    );
    await lock.release();
    const again = await lockDataFolder(dataDir);
    await again.release();
  });

  it('frees the data folder the moment its server is killed with kill -9', async () => {
    const dataDir = newDataDir();
    const { child } = await startStandIn(dataDir, 0, 'lock-only');
    cleanups.push(() => void child.kill('SIGKILL'));
    await expect(lockDataFolder(dataDir)).rejects.toThrow(`(processus ${child.pid})`);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const lock = await lockDataFolder(dataDir);
    await lock.release();
  });

  it('stops its node when the server is killed with kill -9', async () => {
    const dataDir = newDataDir();
    const { child, nodePid } = await startStandIn(dataDir, await findFreePort());
    cleanups.push(() => void child.kill('SIGKILL'));
    expect(isProcessAlive(nodePid)).toBe(true);
    child.kill('SIGKILL');
    await eventually(async () => !isProcessAlive(nodePid), 15_000, 'the node gone with its server');
  });

  it('runs its Ethereum L1 in a folder of its own, gone with the server, its checkpoint log kept', async () => {
    const dataDir = newDataDir();
    const port = await findFreePort();
    const { child, nodePid } = await startStandIn(dataDir, port, 'l1');
    cleanups.push(() => void child.kill('SIGKILL'));
    const deployment = JSON.parse(readFileSync(join(dataDir, 'l1-chain', 'deployment.json'), 'utf8'));
    expect(deployment).toMatchObject({ chainId: 1337 });
    child.kill('SIGKILL');
    await eventually(async () => !isProcessAlive(nodePid), 15_000, 'the L1 node gone with its server');

    const l1 = await startEmbeddedL1({ dataDir, blockTimeS: 1, rpcPort: port, log });
    cleanups.push(() => l1.stop());
    expect(l1.contractAddress).toBe(deployment.contractAddress);
    const client = createChainClient({
      name: 'local-l1',
      rpcUrl: l1.rpcUrl,
      privateKey: l1.privateKey,
      contractAddress: l1.contractAddress,
    });
    expect(await client.publicClient.getChainId()).toBe(1337);
    expect(await client.publicClient.getCode({ address: l1.contractAddress })).not.toBe('0x');
  });

  it('stops a node left running by a crashed server after saving its state, and starts from that state', async () => {
    const dataDir = newDataDir();
    const port = await findFreePort();
    const left = await startEmbeddedChain({ dataDir, blockTimeS: 1, rpcPort: port, log });
    const leftPid = readNodeRecord(join(dataDir, 'chain'))?.pid ?? 0;
    cleanups.push(() => left.stop());
    // Anchored after the last save: only the running node holds it.
    const root = await anchorRoot(left);

    const messages: string[] = [];
    const next = await startEmbeddedChain({
      dataDir,
      blockTimeS: 1,
      rpcPort: port,
      log: (message) => messages.push(message),
    });
    cleanups.push(() => next.stop());
    expect(isProcessAlive(leftPid)).toBe(false);
    expect(messages.join('\n')).toContain(`still running (pid ${leftPid})`);
    expect(readNodeRecord(join(dataDir, 'chain'))?.pid).not.toBe(leftPid);
    expect(next.contractAddress).toBe(left.contractAddress);
    expect(await sequenceOf(next, root)).toBe(1n);
  });

  it('never touches a process that took the recorded pid since', async () => {
    const dataDir = newDataDir();
    const stranger = spawn('sleep', ['60'], { stdio: 'ignore' });
    cleanups.push(() => void stranger.kill('SIGKILL'));
    const folder = join(dataDir, 'chain');
    const chain = await startEmbeddedChain({ dataDir, blockTimeS: 1, rpcPort: await findFreePort(), log });
    const record = readNodeRecord(folder);
    await chain.stop();
    // The record of a node that died with its server, whose pid a stranger took.
    writeFileSync(join(folder, NODE_RECORD_FILE), JSON.stringify({ ...record, pid: stranger.pid }));
    expect(record?.argv[0]).toBe(anvilBinaryPath());

    const next = await startEmbeddedChain({ dataDir, blockTimeS: 1, rpcPort: await findFreePort(), log });
    cleanups.push(() => next.stop());
    expect(stranger.exitCode).toBeNull();
    expect(isProcessAlive(stranger.pid ?? 0)).toBe(true);
    expect(readNodeRecord(folder)?.pid).not.toBe(stranger.pid);
  });

  it('keeps a root saved with saveState when the node and its server die at once', async () => {
    const dataDir = newDataDir();
    const port = await findFreePort();
    const first = await startEmbeddedChain({ dataDir, blockTimeS: 1, rpcPort: port, log });
    const root = await anchorRoot(first);
    await first.saveState();
    const state = JSON.parse(readFileSync(join(dataDir, 'chain', 'anvil-state.json'), 'utf8'));
    expect(state).toHaveProperty('blocks');
    // Everything dies: only what is on disk remains.
    const pid = readNodeRecord(join(dataDir, 'chain'))?.pid ?? 0;
    process.kill(pid, 'SIGKILL');
    await eventually(async () => !isProcessAlive(pid), 10_000, 'the node killed');

    const next = await startEmbeddedChain({ dataDir, blockTimeS: 1, rpcPort: port, log });
    cleanups.push(() => next.stop());
    expect(await sequenceOf(next, root)).toBe(1n);
    expect(existsSync(join(dataDir, 'chain', 'deployment.json'))).toBe(true);
  });
});
