import type { HealthReport } from './check-health';

/** What anyone may know: up or down, and which parts are failing. */
export interface PublicHealth {
  status: HealthReport['status'];
  failing: string[];
}

export function toPublicHealth(report: HealthReport): PublicHealth {
  return { status: report.status, failing: report.failing };
}
