import type { Clock } from '../../adapters/clock/clock';
import type { HealthReport } from './check-health';

export interface HealthMonitor {
  /** The latest report: a fresh check at most once per period, shared by every caller meanwhile. */
  read(): Promise<HealthReport>;
}

export interface HealthMonitorOptions {
  check: () => Promise<HealthReport>;
  /** One block time: the chain cannot say anything new sooner. */
  periodMs: number;
  /** Milliseconds; injected so tests move time themselves. */
  clock: Clock;
}

/**
 * Health is public, and each check reads the chain, the database, the mail and payment services: however
 * many callers, one check runs at a time and at most one starts per period. Callers that arrive while it
 * runs wait for that same check.
 */
export function createHealthMonitor(options: HealthMonitorOptions): HealthMonitor {
  let inFlight: Promise<HealthReport> | null = null;
  let last: { startedAt: number; report: HealthReport } | null = null;
  return {
    read() {
      if (inFlight) return inFlight;
      const now = options.clock.now();
      if (last && now - last.startedAt < options.periodMs) return Promise.resolve(last.report);
      const check = options
        .check()
        .then((report) => {
          last = { startedAt: now, report };
          return report;
        })
        .finally(() => {
          inFlight = null;
        });
      inFlight = check;
      return check;
    },
  };
}
