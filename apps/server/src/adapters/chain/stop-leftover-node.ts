import { forgetNode, isRecordedNodeRunning, readNodeRecord } from './embedded-node-record';
import { saveAnvilState } from './save-anvil-state';

const SALVAGE_TIMEOUT_MS = 5000;
const STOP_TIMEOUT_MS = 5000;

export interface StopLeftoverNodeOptions {
  /** The chain folder, which holds the node record. */
  folder: string;
  statePath: string;
  log: (message: string) => void;
}

/**
 * Stops the node a crashed server left running on this chain folder, after saving its state: it holds
 * every block up to now, newer than the saved file. Run with the data folder locked, so the node cannot
 * belong to a live server. It is stopped rather than adopted: a node whose parent died can no longer die
 * with its new one, and its saved state loses nothing. A recorded pid now used by another process is
 * left alone.
 * @returns whether a leftover node was stopped.
 */
export async function stopLeftoverNode({
  folder,
  statePath,
  log,
}: StopLeftoverNodeOptions): Promise<boolean> {
  const record = readNodeRecord(folder);
  if (!record) return false;
  if (!isRecordedNodeRunning(record, folder)) {
    forgetNode(folder);
    return false;
  }
  log(
    `the node of a previous server is still running (pid ${record.pid}): saving its state, then stopping it`,
  );
  try {
    await saveAnvilState(record.rpcUrl, statePath, SALVAGE_TIMEOUT_MS);
  } catch (error) {
    log(`could not save the state of node ${record.pid} (${String(error)}); the last saved state is used`);
  }
  const gone = () => !isRecordedNodeRunning(record, folder);
  signal(record.pid, 'SIGTERM');
  // A stopped (SIGSTOP) node would keep SIGTERM pending: let it run to receive it.
  signal(record.pid, 'SIGCONT');
  if (!(await waitUntil(gone, STOP_TIMEOUT_MS))) {
    signal(record.pid, 'SIGKILL');
    if (!(await waitUntil(gone, STOP_TIMEOUT_MS)))
      throw new Error(`the node left by a previous server (pid ${record.pid}) does not stop`);
  }
  forgetNode(folder);
  return true;
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}
