import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

export interface LoadOptions {
  origin: string;
  kind: 'hash' | 'file' | 'bare' | 'batch';
  /** Fingerprints per request, for `batch`. */
  batchSize?: number;
  keyId: string;
  secret: string;
  connections: number;
  durationMs: number;
  /** Signed with the wall clock's millisecond, shared by requests sent in the same one (version 1). */
  wallClock?: boolean;
}

interface LoadReport {
  ok: number;
  failed: number;
  statuses: Record<string, number>;
  latenciesMs: number[];
  elapsedMs: number;
  /** The last signature timestamp the run used. */
  usedUntil: number;
  /** CPU time the server's thread used meanwhile, when it can be read. */
  cpuMs?: number;
  /** CPU time PostgreSQL's backends of the database used meanwhile, when they are on this machine. */
  databaseCpuMs?: number;
  /** Bytes PostgreSQL wrote to its write-ahead log meanwhile (every database's, and the engine's writes too). */
  walBytes?: number;
  /** CPU time the whole machine used meanwhile (every process, the load generator and the kernel included). */
  machineCpuMs?: number;
  /** The share of the machine's CPU time that was busy meanwhile, 0 to 1. */
  machineBusy?: number;
}

export interface RunFigures {
  rps: number;
  /** Answers 401: a refusal of a well-signed, distinct request. */
  refused401: number;
  p50: number;
  p99: number;
  /** Server CPU per answered request, in ms. */
  cpuPerRequestMs?: number;
  /** The whole machine's CPU per answered request, in ms. */
  machineCpuPerRequestMs?: number;
  /** The share of the machine's CPU time that was busy, 0 to 1. */
  machineBusy?: number;
}

/** What a run costs the database, read before and after it. */
export interface DatabaseProbe {
  /** CPU time used so far by the database's own processes, in ms, if it can be read. */
  cpuMs(): Promise<number | undefined>;
  /**
   * Bytes written so far to the write-ahead log: what the database made durable, which unlike time hardly moves
   * from one run to the next (2,379 to 2,436 bytes an upload by hash over one evening's runs on one machine,
   * while their requests per second ranged from 1,404 to 3,477).
   */
  walBytes(): Promise<number>;
}

/**
 * CPU time used so far by a process or thread (`/proc/<pid>/task/<tid>/stat`), in ms. Linux only (undefined
 * elsewhere): unlike requests per second, it hardly moves when other processes share the machine.
 */
export function cpuMsOf(pid: number, tid = pid): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, the 14th and 15th fields of the line, in ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * The machine's CPU time so far, busy and in all, over every core (`/proc/stat`), in ms; Linux only. When the
 * runs compared keep the machine busy alike, what each request costs it all sets how many it can answer.
 */
function machineCpuMs(): { busy: number; total: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n', 1)[0]
      ?.trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    if (!fields || fields.length < 5) return undefined;
    const total = fields.reduce((sum, ticks) => sum + ticks, 0);
    // idle and iowait are the time no work ran.
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: (total - idle) * 10, total: total * 10 };
  } catch {
    return undefined;
  }
}

/** This process's main thread: the server, and PGlite when embedded; the load worker is another thread. */
const mainThreadCpuMs = () => cpuMsOf(process.pid);

/** Per key, the last signature timestamp a run used: a signature is accepted once only. */
const usedUntil = new Map<string, number>();

function runWorker(options: LoadOptions): Promise<LoadReport> {
  return new Promise((resolve, reject) => {
    const workerData = { ...options, usedUntil: usedUntil.get(options.keyId) ?? 0 };
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), { workerData });
    worker.once('message', (report: LoadReport) => {
      void worker.terminate();
      resolve(report);
    });
    worker.once('error', reject);
  });
}

/** Keeps `connections` signed requests in flight for `durationMs`, from a worker thread. */
export async function load(options: LoadOptions, database?: DatabaseProbe): Promise<LoadReport> {
  const cpuBefore = mainThreadCpuMs();
  const databaseBefore = await database?.cpuMs();
  const walBefore = await database?.walBytes();
  const machineBefore = machineCpuMs();
  const report = await runWorker(options);
  const machineAfter = machineCpuMs();
  usedUntil.set(options.keyId, report.usedUntil);
  const cpuAfter = mainThreadCpuMs();
  const databaseAfter = await database?.cpuMs();
  const walAfter = await database?.walBytes();
  if (cpuBefore !== undefined && cpuAfter !== undefined) report.cpuMs = cpuAfter - cpuBefore;
  if (databaseBefore !== undefined && databaseAfter !== undefined) {
    report.databaseCpuMs = databaseAfter - databaseBefore;
  }
  if (walBefore !== undefined && walAfter !== undefined) report.walBytes = walAfter - walBefore;
  if (machineBefore && machineAfter && machineAfter.total > machineBefore.total) {
    report.machineCpuMs = machineAfter.busy - machineBefore.busy;
    report.machineBusy = report.machineCpuMs / (machineAfter.total - machineBefore.total);
  }
  return report;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Prints one run's line and answers its figures. */
export function summarise(name: string, report: LoadReport): RunFigures {
  const sorted = [...report.latenciesMs].sort((a, b) => a - b);
  const rps = (report.ok / report.elapsedMs) * 1000;
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  const cpuPerRequestMs = report.cpuMs === undefined ? undefined : report.cpuMs / Math.max(1, report.ok);
  const perRequest = (ms: number | undefined) =>
    ms === undefined ? undefined : (ms / Math.max(1, report.ok)).toFixed(3);
  let cpu = cpuPerRequestMs === undefined ? '' : `, server CPU ${cpuPerRequestMs.toFixed(3)} ms/req`;
  if (report.databaseCpuMs !== undefined) cpu += ` + PostgreSQL ${perRequest(report.databaseCpuMs)} ms/req`;
  if (report.walBytes !== undefined)
    cpu += `, WAL ${Math.round(report.walBytes / Math.max(1, report.ok))} B/req`;
  const machineCpuPerRequestMs =
    report.machineCpuMs === undefined ? undefined : report.machineCpuMs / Math.max(1, report.ok);
  if (machineCpuPerRequestMs !== undefined && report.machineBusy !== undefined) {
    cpu += `, machine ${machineCpuPerRequestMs.toFixed(3)} ms/req (${Math.round(report.machineBusy * 100)} % busy)`;
  }
  console.log(
    `${name}: ${Math.round(rps)} req/s, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms${cpu}, ` +
      `${report.ok} ok, ${report.failed} failed ${JSON.stringify(report.statuses)}`,
  );
  return {
    rps,
    p50,
    p99,
    cpuPerRequestMs,
    machineCpuPerRequestMs,
    machineBusy: report.machineBusy,
    refused401: report.statuses['401'] ?? 0,
  };
}
