import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { checkHealth } from '../modules/health/check-health';

/** GET /api/health: every part's state; 503 naming the failing parts when one is down. */
export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/api/health', async (_request, reply) => {
    const report = await checkHealth(deps);
    return reply
      .status(report.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
}
