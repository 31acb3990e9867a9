import type { FastifyInstance } from 'fastify';
import { type SimulatorRouteDeps, simulatorRoutes } from './simulator';
import { type WebDocumentRouteDeps, webDocumentRoutes } from './web-documents';
import { type WebPaymentRouteDeps, webPaymentRoutes } from './web-payments';

/** What the browser's pay-per-use routes use, together. */
type WebRouteDeps = WebDocumentRouteDeps & WebPaymentRouteDeps & SimulatorRouteDeps;

/** The browser's pay-per-use calls: the spec's /api/*.php endpoints and the certificate download. */
export async function webRoutes(app: FastifyInstance, deps: WebRouteDeps) {
  await app.register(webDocumentRoutes, deps);
  await app.register(webPaymentRoutes, deps);
  // The card simulator's own endpoints exist only when it stands in for Stripe.
  if (deps.payments.kind === 'simulator') await app.register(simulatorRoutes, deps);
}
