import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type AnvilNode, anvilBinaryPath } from '@horodoc/contracts/start-anvil';
import { writeFileAtomically } from '../files/write-file-atomically';
import { hasEnvironmentValue, readCommandLine } from '../process/inspect-process';

/**
 * The running node of a chain folder: how the next server finds it if this one dies without stopping it.
 * @internal exported for its tests
 */
export const NODE_RECORD_FILE = 'node-process.json';
/** Set in the node's environment to the chain folder: a second proof, beside its command line, that it is ours. */
export const NODE_FOLDER_VARIABLE = 'HORODOC_CHAIN_DIR';

export interface NodeRecord {
  pid: number;
  argv: string[];
  rpcUrl: string;
  startedAt: string;
}

export async function recordNode(folder: string, node: AnvilNode): Promise<void> {
  const record: NodeRecord = {
    pid: node.pid,
    argv: node.argv,
    rpcUrl: node.rpcUrl,
    startedAt: new Date().toISOString(),
  };
  await writeFileAtomically(join(folder, NODE_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

export function readNodeRecord(folder: string): NodeRecord | null {
  try {
    const record = JSON.parse(readFileSync(join(folder, NODE_RECORD_FILE), 'utf8')) as NodeRecord;
    return Number.isInteger(record.pid) && Array.isArray(record.argv) ? record : null;
  } catch {
    return null;
  }
}

export function forgetNode(folder: string): void {
  rmSync(join(folder, NODE_RECORD_FILE), { force: true });
}

/**
 * Whether the recorded pid is still our node, and not a process that reused the pid since: the same
 * command line as recorded (our anvil binary, our port, our state file), and our chain folder in its
 * environment. Anything else is never touched.
 */
export function isRecordedNodeRunning(record: NodeRecord, folder: string): boolean {
  const commandLine = readCommandLine(record.pid);
  return (
    commandLine !== null &&
    commandLine[0] === anvilBinaryPath() &&
    commandLine.length === record.argv.length &&
    commandLine.every((part, i) => part === record.argv[i]) &&
    hasEnvironmentValue(record.pid, NODE_FOLDER_VARIABLE, folder)
  );
}
