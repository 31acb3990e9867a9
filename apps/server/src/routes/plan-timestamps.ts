import { planTimestampRequestSchema, planTimestampResponseSchema } from '@horodoc/shared/web-account-api';
import { confirmPaymentFailureSchema } from '@horodoc/shared/web-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { planLimitDetails, refusal } from '../errors';
import { toWebCertificate } from '../modules/certificates/to-web-certificate';
import { timestampOnPlan } from '../modules/plans/timestamp-on-plan';
import { type WebTokenHook, webCaller } from '../plugins/web-token';
import { bothSpellings } from './web-account';

type PlanTimestampRouteDeps = Pick<Deps, 'database' | 'mailer' | 'anchoring' | 'chain' | 'clock'> & {
  config: Pick<Deps['config'], 'anchoring'>;
  requireWebToken: WebTokenHook;
};

/**
 * /upload on a monthly plan: a signed-in account with documents left timestamps without a card. Answered
 * like the pay-per-use confirmation (certificate, or anchoring still under way, or failure), with the
 * period's documents.
 */
export async function planTimestampRoutes(fastify: FastifyInstance, deps: PlanTimestampRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const requireToken = deps.requireWebToken;

  for (const url of bothSpellings('/api/web/plan-timestamps')) {
    app.post(
      url,
      {
        schema: {
          body: planTimestampRequestSchema,
          response: {
            200: planTimestampResponseSchema,
            502: confirmPaymentFailureSchema,
            504: confirmPaymentFailureSchema,
          },
        },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        onRequest: requireToken,
      },
      async (request, reply) => {
        const ctx = { ...deps, db: deps.database.db, settings: deps.config.anchoring, log: request.log };
        const { accountId } = webCaller(request);
        const result = await timestampOnPlan(ctx, {
          accountId,
          fileHash: request.body.file_hash,
          fileName: request.body.file_name,
          fileSize: request.body.file_size,
          now: new Date(deps.clock.now()),
        });
        if (result.kind === 'plan_limit_reached') {
          throw refusal(result.kind, { details: planLimitDetails(result) });
        }
        if (
          result.kind === 'anchoring_paused' ||
          result.kind === 'no_active_plan' ||
          result.kind === 'fingerprint_anchoring'
        ) {
          throw refusal(result.kind);
        }
        const { certificate } = result;
        reply.header('cache-control', 'private, no-store');
        if (result.kind === 'failed') {
          return reply.status(502).send({
            success: false,
            error: 'blockchain_timestamp_failed',
            message: "L'horodatage sur la blockchain a échoué.",
            details: 'Le document a été rendu à votre quota du mois.',
            certificate: toWebCertificate(certificate, accountId),
          });
        }
        if (result.kind === 'pending') {
          return reply.status(504).send({
            success: false,
            error: 'anchoring_pending',
            message:
              "Document enregistré : l'ancrage sur la blockchain est en cours. Patientez quelques instants.",
            certificate: toWebCertificate(certificate, accountId),
          });
        }
        return reply.send({
          success: true,
          already_timestamped: result.alreadyTimestamped,
          certificate_id: certificate.id,
          file_hash: certificate.fileHash,
          tx_hash: certificate.txHash ?? '',
          blockchain_timestamp: certificate.blockchainTimestamp ?? 0,
          block_number: certificate.blockNumber ?? 0,
          explorer_url: certificate.explorerUrl,
          certificate: toWebCertificate(certificate, accountId),
          usage: result.usage,
        });
      },
    );
  }
}
