import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from '../support/start-product';

/**
 * The product as a user runs it (`npm start`) on a data folder that outlives it: started, killed with
 * `kill -9` like a crash, started again, stopped.
 */
export interface ProductProcess {
  baseUrl: string;
  /** The anvil node's JSON-RPC address, from the node record in the data folder. */
  rpcUrl: string;
  /** The server's node process (not npm's): the one a crash takes down. */
  serverPid: number;
  /** `kill -9` of the server's node process; resolves once npm has noticed and exited. */
  crash(): Promise<void>;
  /** A clean stop: SIGTERM to the server, which stops its node. */
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startProductOn(dataDir: string, rpcPort: number): Promise<ProductProcess> {
  const port = await freePort();
  const npm = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOCAL_RPC_PORT: String(rpcPort),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, npm);
  const serverPid = readJson<{ pid: number }>(join(dataDir, 'server-process.json')).pid;
  const rpcUrl = readJson<{ rpcUrl: string }>(join(dataDir, 'chain', 'node-process.json')).rpcUrl;
  return {
    baseUrl,
    rpcUrl,
    serverPid,
    async crash() {
      process.kill(serverPid, 'SIGKILL');
      await exited;
    },
    async stop() {
      if (npm.exitCode !== null) return;
      process.kill(serverPid, 'SIGTERM');
      await exited;
    },
  };
}

/** The anvil processes whose environment names this data folder's chain: the product's nodes. */
export function anvilProcessesOf(dataDir: string): number[] {
  const marker = `HORODOC_CHAIN_DIR=${join(dataDir, 'chain')}`;
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!command.split('\0')[0]?.endsWith('/anvil')) continue;
      if (readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(marker))
        found.push(Number(entry));
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`);
    try {
      // Any answer: the server listens (its anchoring may still be taking the lead).
      await fetch(`${baseUrl}/api/health`);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the product did not answer at ${baseUrl} within 180 s`);
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}
