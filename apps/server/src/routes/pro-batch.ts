import { proBatchRequestSchema, proBatchResponseSchema } from '@horodoc/shared/pro-batch-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppError, refusal } from '../errors';
import { type AcceptedApiBatch, acceptApiBatch } from '../modules/api-intake/accept-api-batch';
import { flatJsonSerializer } from '../plugins/compiled-serializer';
import { signedCaller } from '../plugins/request-signature';
import type { ProCertificateRouteDeps } from './pro-certificates';
import { readIdempotencyKey } from './read-idempotency-key';
import { refuseUnsafeWebhookUrl } from './refuse-unsafe-webhook-url';

/** 1,000 fingerprints with their names take about 150 kB; with every label at its limit, about 12 MB. */
const BATCH_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * `POST /pro/certificates/batch`: up to 1,000 fingerprints in one signed request (one request toward the
 * hourly limit), one credit per new one, all or nothing; with an Idempotency-Key, a retry gets the first answer.
 */
export async function proBatchRoutes(fastify: FastifyInstance, deps: ProCertificateRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/pro/certificates/batch',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      schema: { body: proBatchRequestSchema, response: { 200: proBatchResponseSchema } },
      serializerCompiler: flatJsonSerializer,
    },
    async (request, reply) => {
      const idempotencyKey = readIdempotencyKey(request);
      const { documents, webhook_url: webhookUrl } = request.body;
      await refuseUnsafeWebhookUrl(webhookUrl, deps.config.webhooks.allowLocalTargets);
      const caller = signedCaller(request);
      const result = await acceptApiBatch({
        db: deps.database.db,
        accountId: caller.accountId,
        mode: caller.mode,
        documents: documents.map((document) => ({
          fileHash: document.file_hash,
          // A fingerprint sent without a name or a size has none: nothing is made up.
          fileName: document.file_name ?? null,
          fileSize: document.file_size ?? null,
          fileNamePublic: document.file_name_public,
          tags: document.tags,
          metadata: document.metadata,
        })),
        webhookUrl,
        idempotencyKey,
        deadlineMs: deps.config.anchoring.deadlineMs,
        now: new Date(deps.clock.now()),
      });
      if (result.kind !== 'accepted' && result.kind !== 'replayed') throw refusalOf(result);
      if (result.kind === 'replayed') reply.header('idempotent-replayed', 'true');
      return reply.header('cache-control', 'no-store').send({
        success: true as const,
        batch_id: result.batchId,
        certificates: result.entries.map((entry) => ({
          certificate_id: entry.certificateId,
          file_hash: entry.fileHash,
          file_name: entry.fileName,
          status: entry.status,
          credits_used: entry.creditsUsed,
        })),
        documents: result.entries.length,
        created: result.created,
        existing: result.entries.length - result.created,
        credits_used: result.creditsUsed,
        credits_remaining: result.creditsRemaining,
      });
    },
  );
}

function refusalOf(result: Exclude<AcceptedApiBatch, { kind: 'accepted' | 'replayed' }>): AppError {
  switch (result.kind) {
    case 'duplicate_fingerprint':
      return refusal('batch_duplicate_fingerprint', {
        details:
          `L’empreinte ${result.fileHash} figure en documents[${result.positions[0]}] et ` +
          `documents[${result.positions[1]}] : chaque empreinte ne peut figurer qu’une fois par lot, retirez le doublon.`,
        fields: [
          {
            name: `documents.${result.positions[1]}.file_hash`,
            reason: `doublon de documents.${result.positions[0]}.file_hash`,
          },
        ],
      });
    case 'insufficient_credits':
      return refusal('insufficient_credits', {
        details:
          `Ce lot demande ${result.required} crédit(s), un par nouvelle empreinte, et votre solde est de ` +
          `${result.balance} : aucun crédit n’a été pris. Rechargez votre compte sur la page /credits.`,
        credits: { balance: result.balance, required: result.required },
      });
    case 'live_fingerprint_released':
      return refusal('batch_fingerprint_moved', { details: `Empreinte concernée : ${result.fileHash}.` });
    case 'idempotency_key_reused':
      return refusal('idempotency_key_reused', {
        details:
          'Elle a servi pour un autre lot ou un envoi unitaire : utilisez une nouvelle clé pour chaque nouveau lot.',
      });
  }
}
