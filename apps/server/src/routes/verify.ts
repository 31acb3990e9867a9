import { proofFileText } from '@horodoc/shared/proof';
import {
  certificateParamsSchema,
  chainInfoSchema,
  normalizeFileHash,
  type VerifyResponse,
  verifyParamsSchema,
  verifyRequestSchema,
  verifyResponseSchema,
} from '@horodoc/shared/verify-api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { refusal } from '../errors';
import { describeChain } from '../modules/verification/describe-chain';
import { getProofFile } from '../modules/verification/get-proof-file';
import { verifyDocument } from '../modules/verification/verify-document';

// Verification is free, but each one reads the chain: a per-IP ceiling keeps one client from exhausting the
// node, far above what a person or a reasonable script needs.
const VERIFY_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
const DOWNLOAD_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };
/** A slow node must not hold the page: past this the chain counts as unreachable. */
const CHAIN_TIMEOUT_MS = 8000;

/** What the verification routes use. */
type VerifyRouteDeps = Pick<Deps, 'database' | 'chain' | 'testChain' | 'l1Chain' | 'clock'>;

/**
 * Public verification: POST /api/verify (and its cacheable GET twin), and the proof file download. Machines
 * call them too, without the browser's anti-forgery cookie: they change no state, so they opt out of it.
 */
export async function verifyRoutes(app: FastifyInstance, deps: VerifyRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const verify = (fileHash: string) =>
    verifyDocument({
      db: deps.database.db,
      chain: deps.chain,
      testChain: deps.testChain,
      fileHash: normalizeFileHash(fileHash),
      chainTimeoutMs: CHAIN_TIMEOUT_MS,
      now: new Date(deps.clock.now()),
    });

  api.post(
    '/api/verify',
    {
      schema: { body: verifyRequestSchema, response: { 200: verifyResponseSchema } },
      config: { csrf: false, rateLimit: VERIFY_RATE_LIMIT },
    },
    async (request, reply) => {
      const answer = await verify(request.body.file_hash);
      // Tells caches which GET URL this answer also stands for (RFC 9110, Content-Location).
      reply.header('content-location', `/api/verify/${normalizeFileHash(request.body.file_hash)}`);
      return send(reply, answer);
    },
  );

  api.get(
    '/api/verify/:file_hash',
    {
      schema: { params: verifyParamsSchema, response: { 200: verifyResponseSchema } },
      config: { rateLimit: VERIFY_RATE_LIMIT },
    },
    async (request, reply) => send(reply, await verify(request.params.file_hash)),
  );

  api.get('/api/chain', { schema: { response: { 200: chainInfoSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return describeChain(deps.chain, deps.l1Chain);
  });

  api.get(
    '/api/certificates/:id/proof.json',
    { schema: { params: certificateParamsSchema }, config: { rateLimit: DOWNLOAD_RATE_LIMIT } },
    async (request, reply) => {
      const found = await getProofFile({
        db: deps.database.db,
        chain: deps.chain,
        testChain: deps.testChain,
        certificateId: request.params.id,
      });
      if (found.kind !== 'found') {
        throw refusal(found.kind === 'not_anchored' ? 'proof_not_anchored' : 'proof_certificate_unknown');
      }
      const { fileName, proof } = found;
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'public, max-age=86400')
        .type('application/json; charset=utf-8')
        .send(proofFileText(proof));
    },
  );
}

/**
 * A document confirmed on chain may be cached: for a minute until its block is final on Ethereum (the
 * answer then gains `finalized_at`), for a day after. Anything else may change at any moment.
 */
function send(reply: FastifyReply, answer: VerifyResponse) {
  const cacheControl =
    !answer.found || !answer.verified
      ? 'no-store'
      : answer.certificate.finalized_at
        ? 'public, max-age=86400'
        : 'public, max-age=60';
  return reply.header('cache-control', cacheControl).send(answer);
}
