import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { checkHealth, type HealthCheckDeps } from '../modules/health/check-health';
import { createHealthMonitor } from '../modules/health/create-health-monitor';
import { toPublicHealth } from '../modules/health/public-health';
import { mayReadHealthDetails } from './health-access';

/** What the health route uses: the parts it checks, its access rule, and the clock of its cache. */
type HealthRouteDeps = HealthCheckDeps &
  Pick<Deps, 'clock'> & { config: Pick<Config, 'anchoring' | 'healthToken' | 'trustProxy'> };

/**
 * GET /api/health: 200 when every part the service needs works, 503 naming the failing parts otherwise (a
 * failing test network only adds a warning). Anyone sees that much; each part's details, and the warnings,
 * need the health token or a caller on this machine.
 */
export async function healthRoutes(app: FastifyInstance, deps: HealthRouteDeps) {
  const monitor = createHealthMonitor({
    check: () => checkHealth(deps),
    periodMs: deps.config.anchoring.blockTimeMs,
    clock: deps.clock,
  });
  const access = { token: deps.config.healthToken, trustProxy: deps.config.trustProxy };

  app.get('/api/health', async (request, reply) => {
    const report = await monitor.read();
    return reply
      .status(report.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(mayReadHealthDetails(request, access) ? report : toPublicHealth(report));
  });
}
