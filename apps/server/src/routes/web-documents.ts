import { checkDocumentRequestSchema, checkDocumentResponseSchema } from '@horodoc/shared/web-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { refusal } from '../errors';
import { checkDocument } from '../modules/certificates/check-document';
import { getCertificatePdf } from '../modules/certificates/get-certificate-pdf';
import { getInvoicePdf } from '../modules/payments/get-invoice-pdf';
import { sendPdf } from './send-pdf';

/** What the web document routes use. */
export type WebDocumentRouteDeps = Pick<
  Deps,
  'database' | 'chain' | 'testChain' | 'pdfSigner' | 'paymentKinds'
> & {
  config: Pick<Config, 'masterKey' | 'publicUrl'>;
};

/** Documents of the web flow: whether a fingerprint is anchored, the certificate PDF, the invoice PDF. */
export async function webDocumentRoutes(fastify: FastifyInstance, deps: WebDocumentRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const lookups = { rateLimit: { max: 120, timeWindow: '1 minute' } };

  app.post(
    '/api/check-document.php',
    {
      schema: { body: checkDocumentRequestSchema, response: { 200: checkDocumentResponseSchema } },
      config: lookups,
    },
    async (request) => checkDocument({ db, fileHash: request.body.file_hash }),
  );

  app.get(
    '/api/certificates/:id/certificate.pdf',
    { schema: { params: z.object({ id: z.string().max(64) }) }, config: lookups },
    async (request, reply) => {
      const found = await getCertificatePdf({
        db,
        chain: deps.chain,
        testChain: deps.testChain,
        publicUrl: deps.config.publicUrl,
        signer: deps.pdfSigner,
        certificateId: request.params.id,
        // Open to anyone with the id: an API certificate's name only when its upload made it public.
        viewer: null,
      });
      if (found.kind === 'not_found') throw refusal('certificate_pdf_unavailable');
      return sendPdf(reply, found.fileName, found.pdf);
    },
  );

  app.get(
    '/api/get-invoice.php',
    {
      schema: { querystring: z.object({ id: z.string().max(32), token: z.string().max(64).default('') }) },
      config: lookups,
    },
    async (request, reply) => {
      const { id, token } = request.query;
      const found = await getInvoicePdf(
        { db, kinds: deps.paymentKinds, settings: deps.config },
        { number: id, token },
      );
      if (found.kind === 'not_found') throw refusal('invoice_unknown');
      return sendPdf(reply, found.fileName, found.pdf);
    },
  );
}
