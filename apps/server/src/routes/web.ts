import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { simulatorRoutes } from './simulator';
import { webDocumentRoutes } from './web-documents';
import { webPaymentRoutes } from './web-payments';

/** The browser's pay-per-use calls: the spec's /api/*.php endpoints and the certificate download. */
export async function webRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(webDocumentRoutes, deps);
  await app.register(webPaymentRoutes, deps);
  // The card simulator's own endpoints exist only when it stands in for Stripe.
  if (deps.payments.kind === 'simulator') await app.register(simulatorRoutes, deps);
}
