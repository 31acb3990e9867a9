import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * While the server stops, a request still arriving on an open connection is refused with our 503 and the
 * connection closed, so the client (or the load balancer) tries again elsewhere or a moment later.
 */
export function registerClosingRefusal(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback, not an async function: this hook runs for every request, and the common answer (not
  // closing) then costs no promise.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    done(new AppError('service_unavailable', 'Le service redémarre. Réessayez dans un instant.'));
  });
}
