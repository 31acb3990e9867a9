import {
  proCertificateParamsSchema,
  proCertificateStatusResponseSchema,
  proUploadResponseSchema,
} from '@horodoc/shared/pro-api';
import { type Proof, proofFileText, servedProofSchema } from '@horodoc/shared/proof';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Deps } from '../deps';
import { type AppError, refusal } from '../errors';
import { acceptApiUpload } from '../modules/api-intake/accept-api-upload';
import { createApiUploadGroup } from '../modules/api-intake/api-upload-group';
import type { CertificateRow } from '../modules/certificate-view/certificate-view';
import { findAccountCertificate } from '../modules/certificates/find-account-certificate';
import { findCertificateSeal } from '../modules/certificates/find-certificate-seal';
import { getCertificatePdf } from '../modules/certificates/get-certificate-pdf';
import { toProCertificateStatus } from '../modules/certificates/to-pro-certificate-status';
import { getProofFile } from '../modules/verification/get-proof-file';
import { compiledSerializer } from '../plugins/compiled-serializer';
import { signedCaller } from '../plugins/request-signature';
import { readIdempotencyKey } from './read-idempotency-key';
import { readProUpload } from './read-pro-upload';
import { refuseUnsafeWebhookUrl } from './refuse-unsafe-webhook-url';
import { sendPdf } from './send-pdf';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the /pro certificate routes use. */
export type ProCertificateRouteDeps = Pick<
  Deps,
  'database' | 'chain' | 'testChain' | 'pdfSigner' | 'clock' | 'seenSignatures'
> & {
  config: Pick<Config, 'anchoring' | 'publicUrl' | 'webhooks'>;
};

/** The certificate calls of the signed API: upload, status, download (spec, section 7) and the proof as JSON. */
export async function proCertificateRoutes(fastify: FastifyInstance, deps: ProCertificateRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;
  const group = createApiUploadGroup(db, deps.clock, deps.seenSignatures.carried);

  app.post(
    '/pro/certificates/upload',
    {
      schema: { response: { 200: proUploadResponseSchema } },
      serializerCompiler: compiledSerializer,
      config: { replayClaimCarried: true },
    },
    async (request, reply) => {
      const accepted = await acceptUpload(request).catch(async (error: unknown) => {
        // Whatever the route answers, the same request sent again is a replay: its claim is made first.
        await request.pendingReplayClaim?.settle();
        throw error;
      });
      if (accepted.kind === 'insufficient_credits') {
        throw refusal(accepted.kind, { credits: { balance: accepted.balance, required: accepted.required } });
      }
      if (accepted.kind === 'idempotency_key_reused' || accepted.kind === 'fingerprint_taken') {
        throw refusal(accepted.kind);
      }
      if (accepted.kind === 'replayed') reply.header('idempotent-replayed', 'true');
      return reply.header('cache-control', 'no-store').send({
        success: true as const,
        certificate_id: accepted.certificateId,
        file_hash: accepted.fileHash,
        file_name: accepted.fileName,
        file_size: accepted.fileSize,
        status: accepted.status,
        credits_used: accepted.creditsUsed,
        credits_remaining: accepted.creditsRemaining,
      });
    },
  );

  async function acceptUpload(request: FastifyRequest) {
    const idempotencyKey = readIdempotencyKey(request);
    const upload = await readProUpload(request);
    await refuseUnsafeWebhookUrl(upload.webhookUrl, deps.config.webhooks.allowLocalTargets);
    const caller = signedCaller(request);
    return acceptApiUpload({
      db,
      accountId: caller.accountId,
      mode: caller.mode,
      fileHash: upload.fileHash,
      fileName: upload.fileName,
      fileSize: upload.fileSize,
      fileNamePublic: upload.fileNamePublic,
      webhookUrl: upload.webhookUrl,
      tags: upload.tags,
      metadata: upload.metadata,
      idempotencyKey,
      deadlineMs: deps.config.anchoring.deadlineMs,
      now: new Date(deps.clock.now()),
      group,
      replayClaim: request.pendingReplayClaim,
    });
  }

  const ownCertificate = async (request: FastifyRequest, id: string): Promise<CertificateRow> => {
    // Another account's certificate is answered exactly as a missing one: ids reveal nothing.
    const certificate = UUID.test(id)
      ? await findAccountCertificate(db, signedCaller(request).accountId, id, signedCaller(request).mode)
      : undefined;
    if (!certificate) {
      throw refusal('certificate_unknown');
    }
    return certificate;
  };

  app.get(
    '/pro/certificates/:certificate_id/status',
    {
      schema: {
        params: proCertificateParamsSchema,
        response: { 200: proCertificateStatusResponseSchema },
      },
    },
    async (request, reply) => {
      const certificate = await ownCertificate(request, request.params.certificate_id);
      return reply
        .header('cache-control', 'no-store')
        .send(
          toProCertificateStatus(
            certificate,
            signedCaller(request).accountId,
            deps.config.publicUrl,
            await findCertificateSeal(deps.database.db, certificate.id),
          ),
        );
    },
  );

  app.get(
    '/pro/certificates/:certificate_id/download',
    { schema: { params: proCertificateParamsSchema } },
    async (request, reply) => {
      const certificate = await ownCertificate(request, request.params.certificate_id);
      if (certificate.status !== 'completed') throw notReady(certificate.status);
      const found = await getCertificatePdf({
        db,
        chain: deps.chain,
        testChain: deps.testChain,
        publicUrl: deps.config.publicUrl,
        signer: deps.pdfSigner,
        certificateId: certificate.id,
        viewer: signedCaller(request).accountId,
      });
      if (found.kind === 'not_found') throw refusal('certificate_pdf_unavailable');
      return sendPdf(reply, found.fileName, found.pdf);
    },
  );

  app.get(
    '/pro/certificates/:certificate_id/proof',
    {
      schema: { params: proCertificateParamsSchema, response: { 200: servedProofSchema } },
      // The text the PDF embeds, byte for byte: a schema-ordered serializer would reorder its keys.
      serializerCompiler: () => (proof) => proofFileText(proof as Proof),
    },
    async (request, reply) => {
      const certificate = await ownCertificate(request, request.params.certificate_id);
      if (certificate.status !== 'completed') throw notReady(certificate.status);
      const found = await getProofFile({
        db,
        chain: deps.chain,
        testChain: deps.testChain,
        certificateId: certificate.id,
      });
      if (found.kind !== 'found') throw refusal('proof_not_anchored');
      return reply.header('cache-control', 'no-store').send(found.proof);
    },
  );
}

function notReady(status: CertificateRow['status']): AppError {
  if (status === 'pending') return refusal('certificate_not_ready');
  return refusal('certificate_not_issued', {
    details: `Son statut est ${status}. Le crédit utilisé vous a été rendu. Vous pouvez envoyer le document à nouveau.`,
  });
}
