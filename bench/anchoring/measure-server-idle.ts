import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort, isPortFree } from '@horodoc/contracts/start-anvil';

export interface IdleFigures {
  seconds: number;
  /** The server process's CPU share, in % of one core: the figure the summary reports. */
  serverCpuPct: number;
  /** The embedded anvil child's, apart. */
  anvilCpuPct: number;
  /** Chain calls a minute: HTTP requests, WebSocket requests, and subscription messages received. */
  callsPerMin: number;
  detail: { http: number; webSocketRequests: number; subscriptionMessages: number };
}

interface CallCounts {
  http: Record<string, number>;
  webSocket: { requests: number; subscriptionMessages: number; otherMessages: number };
}

const repoRoot = new URL('../../', import.meta.url).pathname;
/**
 * After `ready`, long enough for every periodic job (the slowest run once a minute) to have run once and
 * for the start's garbage to be collected: measured on this machine, the first two minutes after a start
 * cost about twice the steady idle, which is what a server waiting for traffic costs.
 */
const SETTLE_MS = 120_000;
/** The ports this benchmark tries first (a free one otherwise). */
const PREFERRED_PORTS = { http: 4310, chain: 4311 };
const clockTicksPerS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** user + system CPU time of a process, in seconds (fields 14 and 15 of /proc/<pid>/stat). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicksPerS;
}

const pickPort = async (preferred: number) => ((await isPortFree(preferred)) ? preferred : findFreePort());

/**
 * Starts the server as `npm start` does (embedded PGlite and anvil with 2-second blocks, every background
 * job), lets it idle with no traffic for `seconds`, and measures its CPU share and the anvil child's from
 * /proc, and the chain calls it makes (counted in the process by `count-chain-calls.ts`). The server's
 * output is kept, shown only if it fails, and it has exited before this resolves.
 */
export async function measureServerIdle(seconds: number): Promise<IdleFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'horodoc-bench-idle-'));
  const callsFile = join(dataDir, 'chain-calls.json');
  const builtWeb = join(repoRoot, 'apps/web/build/client');
  // The front end is not what idles here: a stand-in spares a build when there is none.
  const webBuildDir = existsSync(join(builtWeb, 'index.html')) ? builtWeb : join(dataDir, 'web');
  if (webBuildDir !== builtWeb) {
    mkdirSync(webBuildDir, { recursive: true });
    writeFileSync(join(webBuildDir, 'index.html'), '<!doctype html><title>Horodoc</title>');
  }
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './bench/anchoring/count-chain-calls.ts', 'apps/server/src/server.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(await pickPort(PREFERRED_PORTS.http)),
        LOCAL_RPC_PORT: String(await pickPort(PREFERRED_PORTS.chain)),
        LOCAL_BLOCK_TIME_S: '2',
        DATA_DIR: join(dataDir, 'data'),
        WEB_BUILD_DIR: webBuildDir,
        LOG_LEVEL: 'warn',
        HORODOC_BENCH_CALLS_FILE: callsFile,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  try {
    await waitForOutput(server, () => output, 'ready on', 180_000);
    const record = JSON.parse(readFileSync(join(dataDir, 'data/chain/node-process.json'), 'utf8')) as {
      pid: number;
      rpcUrl: string;
    };
    const serverPid = server.pid ?? 0;
    await sleep(SETTLE_MS);
    const calls0 = await readCalls(server, callsFile);
    const before = { at: performance.now(), server: cpuSeconds(serverPid), anvil: cpuSeconds(record.pid) };
    await sleep(seconds * 1000);
    const elapsedS = (performance.now() - before.at) / 1000;
    const serverCpu = cpuSeconds(serverPid) - before.server;
    const anvilCpu = cpuSeconds(record.pid) - before.anvil;
    const calls1 = await readCalls(server, callsFile);
    const origin = new URL(record.rpcUrl).origin;
    const http = (calls1.http[origin] ?? 0) - (calls0.http[origin] ?? 0);
    const webSocketRequests = calls1.webSocket.requests - calls0.webSocket.requests;
    const subscriptionMessages =
      calls1.webSocket.subscriptionMessages - calls0.webSocket.subscriptionMessages;
    return {
      seconds,
      serverCpuPct: (serverCpu / elapsedS) * 100,
      anvilCpuPct: (anvilCpu / elapsedS) * 100,
      callsPerMin: ((http + webSocketRequests + subscriptionMessages) / elapsedS) * 60,
      detail: { http, webSocketRequests, subscriptionMessages },
    };
  } catch (error) {
    process.stderr.write(`the idle server's output:\n${output}\n`);
    throw error;
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForOutput(child: ChildProcess, output: () => string, text: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!output().includes(text)) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`the server was not ready within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

/** The counts so far: asked by SIGUSR2, written by the server into `file`. */
async function readCalls(child: ChildProcess, file: string): Promise<CallCounts> {
  rmSync(file, { force: true });
  child.kill('SIGUSR2');
  const deadline = Date.now() + 5000;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error('the server did not write its chain call counts');
    await sleep(20);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as CallCounts;
}

/** SIGTERM, and waits for the exit (the server stops its anvil child first); SIGKILL after 20 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
  child.kill('SIGTERM');
  await exited;
  clearTimeout(force);
}
