import { tsaTrustAnchorsSchema } from '@horodoc/shared/verify-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { refusal } from '../errors';
import { readTsaTrustAnchors } from '../modules/timestamping/read-tsa-trust-anchors';

/**
 * The roots of the authority that time-stamps this service's batch roots, for verifiers: as PEM for
 * `openssl ts -verify -CAfile` (docs/proof-format.md, § 5.6), and as JSON for the /verify page.
 */
export async function timestampAuthorityRoutes(
  app: FastifyInstance,
  options: { timestamping: Config['timestamping']; dataDir: string },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const anchors = () => readTsaTrustAnchors(options);

  api.get('/api/timestamp-authority/roots.pem', async (_request, reply) => {
    const found = await anchors();
    if (!found) throw refusal('tsa_roots_unknown');
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('application/x-pem-file').send(found.pem);
  });

  api.get(
    '/api/timestamp-authority',
    { schema: { response: { 200: tsaTrustAnchorsSchema } } },
    async (_request, reply) => {
      const found = await anchors();
      reply.header('cache-control', 'public, max-age=3600');
      return { roots_pem: found?.pem ?? null, qualified: found?.qualified ?? false };
    },
  );
}
