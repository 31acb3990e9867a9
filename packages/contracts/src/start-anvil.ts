import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

export interface StartAnvilOptions {
  /** Port to listen on; a free one is picked when omitted. */
  port?: number;
  /** Seconds between blocks (interval mining); omitted means a block per transaction. */
  blockTime?: number;
  /**
   * File the chain is loaded from and saved to by anvil itself (`--state`), for tests that stop and start a
   * node. Anvil writes it in place, so a kill during a write leaves half a file: the product uses
   * `loadStatePath` and saves the state itself instead.
   */
  statePath?: string;
  /** File the chain starts from (`--load-state`); nothing is written back to it by anvil. */
  loadStatePath?: string;
  /**
   * Linux: the node gets SIGTERM as soon as the process that started it dies, even by `kill -9`, through
   * `setpriv --pdeathsig` (util-linux); elsewhere the parent must stop it. It runs in its own process group,
   * so a signal to the parent's group (Ctrl-C) does not stop it before its parent is done with it.
   */
  dieWithParent?: boolean;
  chainId?: number;
  /** Blocks per epoch: the `finalized` tag trails the head by two epochs. */
  slotsInAnEpoch?: number;
  /** Extra environment for the node process, e.g. a marker that tells whose node it is. */
  env?: Record<string, string>;
}

export interface AnvilNode {
  rpcUrl: string;
  port: number;
  pid: number;
  /** The node's command line, as the system shows it in /proc/<pid>/cmdline: recorded to recognise it. */
  argv: string[];
  /** Stops the node (SIGTERM), letting it write its `statePath` file first. */
  stop(): Promise<void>;
}

/** The first ten accounts of anvil's well-known test mnemonic; keys are public, for local use only. */
export const ANVIL_ACCOUNT_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
] as const;

const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': 'anvil-linux-amd64',
  'linux-arm64': 'anvil-linux-arm64',
  'darwin-x64': 'anvil-darwin-amd64',
  'darwin-arm64': 'anvil-darwin-arm64',
  'win32-x64': 'anvil-win32-amd64',
};

/** Path of the anvil binary shipped by the `@foundry-rs/anvil` npm package for this platform. */
export function anvilBinaryPath(): string {
  const name = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
  if (!name) throw new Error(`anvil is not shipped for ${process.platform}-${process.arch}`);
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve(`@foundry-rs/${name}/package.json`);
  return join(dirname(packageJson), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
}

const SETPRIV = process.platform === 'linux' ? findSetpriv() : null;

function findSetpriv(): string | null {
  for (const candidate of ['/usr/bin/setpriv', '/bin/setpriv', '/usr/sbin/setpriv'])
    if (existsSync(candidate)) return candidate;
  return null;
}

/** Whether nobody listens on `port` on the loopback interface (it may still be taken right after). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Asks the system for a port nobody listens on. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a local anvil node as a child process and resolves once it answers JSON-RPC.
 * @throws when the process exits or does not answer within 20 seconds.
 */
export async function startAnvil(options: StartAnvilOptions = {}): Promise<AnvilNode> {
  const port = options.port ?? (await findFreePort());
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--chain-id',
    String(options.chainId ?? 31337),
  ];
  if (options.blockTime) args.push('--block-time', String(options.blockTime));
  if (options.slotsInAnEpoch) args.push('--slots-in-an-epoch', String(options.slotsInAnEpoch));
  if (options.statePath) {
    // The periodic dump bounds what a hard kill can lose; a clean stop dumps on exit anyway.
    args.push('--state', options.statePath, '--state-interval', '5');
  }
  if (options.loadStatePath) args.push('--load-state', options.loadStatePath);
  const argv = [anvilBinaryPath(), ...args];
  // setpriv sets the parent-death signal and then execs anvil: same pid, and anvil's own command line.
  const [command, ...commandArgs] =
    options.dieWithParent && SETPRIV ? [SETPRIV, '--pdeathsig', 'TERM', '--', ...argv] : argv;
  const child = spawn(command as string, commandArgs, {
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group: a Ctrl-C in the terminal reaches the parent only, which stops the node when it
    // is done with it (the product saves the chain first). It still dies with the parent.
    detached: options.dieWithParent === true,
    ...(options.env ? { env: { ...process.env, ...options.env } } : {}),
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const rpcUrl = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(rpcUrl, child, () => stderr);
  return { rpcUrl, port, pid: child.pid ?? 0, argv, stop: () => stopProcess(child) };
}

async function waitUntilAnswering(rpcUrl: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}: ${stderr()}`);
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`anvil did not answer on ${rpcUrl} within 20 s: ${stderr()}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
