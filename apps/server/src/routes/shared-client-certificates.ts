import {
  generateCertificateQuerySchema,
  generateCertificateResponseSchema,
  verifyCertificateQuerySchema,
} from '@horodoc/shared/certificate-api';
import { verifyResponseSchema } from '@horodoc/shared/verify-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { refusal } from '../errors';
import { getCertificatePdf } from '../modules/certificates/get-certificate-pdf';
import { getWebCertificate } from '../modules/certificates/get-web-certificate';
import { verifyCertificate } from '../modules/verification/verify-certificate';
import { sendPdf } from './send-pdf';

/** Each verification reads the chain: a slow node must not hold the caller. */
const CHAIN_TIMEOUT_MS = 8000;

/** What the certificate routes shared by the site and the API use. */
type SharedCertificateRouteDeps = Pick<Deps, 'database' | 'chain' | 'testChain' | 'pdfSigner' | 'clock'> & {
  config: Pick<Config, 'publicUrl'>;
};

/** The shared client's certificate calls (spec, section 7): read-only GETs, open to any caller by id. */
export async function sharedClientCertificateRoutes(
  fastify: FastifyInstance,
  deps: SharedCertificateRouteDeps,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const lookups = { rateLimit: { max: 120, timeWindow: '1 minute' } };

  app.get(
    '/api/generate-certificate.php',
    { schema: { querystring: generateCertificateQuerySchema }, config: lookups },
    async (request, reply) => {
      if (request.query.format === 'pdf') {
        const found = await getCertificatePdf({
          db,
          chain: deps.chain,
          testChain: deps.testChain,
          publicUrl: deps.config.publicUrl,
          signer: deps.pdfSigner,
          certificateId: request.query.id,
          // Open to anyone with the id: an API certificate's name only when its upload made it public.
          viewer: null,
        });
        if (found.kind === 'not_found') throw refusal('certificate_pdf_unavailable');
        return sendPdf(reply, found.fileName, found.pdf);
      }
      const found = await getWebCertificate(db, request.query.id);
      if (found.kind === 'not_found') throw refusal('certificate_unknown');
      const body = generateCertificateResponseSchema.parse({ success: true, certificate: found.certificate });
      return reply.header('cache-control', 'no-store').send(body);
    },
  );

  app.get(
    '/api/verify-certificate.php',
    {
      schema: { querystring: verifyCertificateQuerySchema, response: { 200: verifyResponseSchema } },
      config: lookups,
    },
    async (request, reply) => {
      const found = await verifyCertificate({
        db,
        chain: deps.chain,
        certificateId: request.query.id,
        chainTimeoutMs: CHAIN_TIMEOUT_MS,
        now: new Date(deps.clock.now()),
      });
      if (found.kind === 'not_found') throw refusal('certificate_unknown');
      return reply.header('cache-control', 'no-store').send(found.answer);
    },
  );
}
