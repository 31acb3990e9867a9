import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The browser process launched with `marker` among its arguments (Playwright does not give its pid). */
export function browserPidByMarker(marker: string): number {
  const table = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  for (const line of table.split('\n')) {
    const match = line.trim().match(/^(\d+)\s+(.*)$/);
    if (match?.[2]?.includes(marker) && !match[2].includes('--type=')) return Number(match[1]);
  }
  throw new Error(`no browser process with ${marker}`);
}

/** The pids of the Chromium renderer processes under a browser process (workers run inside them). */
export function rendererPids(browserPid: number): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' });
  const rows = table
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3] ?? '' }));
  const descendants = new Set([browserPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (descendants.has(row.ppid) && !descendants.has(row.pid)) {
        descendants.add(row.pid);
        grew = true;
      }
    }
  }
  return rows
    .filter((row) => descendants.has(row.pid) && row.args.includes('--type=renderer'))
    .map((row) => row.pid);
}

/** Resident memory of a process, in bytes (0 once it is gone). */
function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb * 1024;
  } catch {
    return 0;
  }
}

/** Samples the renderers' total resident memory every `everyMs` until stopped; answers the peak. */
export function samplePeak(pids: number[], everyMs = 20): { stop(): number } {
  let peak = 0;
  const sample = () => {
    peak = Math.max(
      peak,
      pids.reduce((sum, pid) => sum + residentBytes(pid), 0),
    );
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

export function totalResident(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + residentBytes(pid), 0);
}
