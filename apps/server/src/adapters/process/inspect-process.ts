import { readFileSync } from 'node:fs';

/**
 * The command line of a running process as the system shows it (Linux /proc), or null when there is no
 * such process or it cannot be read (another platform, another user's process).
 * @example readCommandLine(1234) // ['/usr/bin/anvil', '--port', '8545']
 */
export function readCommandLine(pid: number): string[] | null {
  const raw = readProcFile(pid, 'cmdline');
  if (raw === null || raw.length === 0) return null;
  const parts = raw.split('\0');
  if (parts[parts.length - 1] === '') parts.pop();
  return parts;
}

/** Whether a process's environment holds `name=value` (Linux /proc; false when it cannot be read). */
export function hasEnvironmentValue(pid: number, name: string, value: string): boolean {
  const raw = readProcFile(pid, 'environ');
  return raw?.split('\0').includes(`${name}=${value}`) ?? false;
}

/** Whether a process with this id exists (it may belong to someone else). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, but is not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readProcFile(pid: number, file: 'cmdline' | 'environ'): string | null {
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}
