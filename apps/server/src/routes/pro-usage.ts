import { Readable } from 'node:stream';
import { usageQuerySchema, usageResponseSchema } from '@horodoc/shared/pro-usage-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chainOf, type Deps } from '../deps';
import { listAccountCertificates } from '../modules/certificates/list-account-certificates';
import { readApiUsage } from '../modules/usage/read-api-usage';
import { signedCaller } from '../plugins/request-signature';
import { certificateCsvLines } from './certificate-export-csv';

/** What the usage routes use. */
export type ProUsageRouteDeps = Pick<Deps, 'database' | 'chain' | 'testChain' | 'apiUsage' | 'clock'>;

/**
 * The month's usage (`GET /pro/usage`) and the certificates' archive (`GET /pro/certificates/export.csv`),
 * both signed; the credits page calls them with its session key.
 */
export async function proUsageRoutes(fastify: FastifyInstance, deps: ProUsageRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = deps.database.db;

  app.get(
    '/pro/usage',
    {
      schema: { querystring: usageQuerySchema, response: { 200: usageResponseSchema } },
      config: { apiSessions: true },
    },
    async (request, reply) => {
      const usage = await readApiUsage({
        db,
        tally: deps.apiUsage,
        accountId: signedCaller(request).accountId,
        mode: signedCaller(request).mode,
        month: request.query.month,
      });
      const counts = <T extends { requests: number; failedRequests: number }>({
        failedRequests,
        ...rest
      }: T) => ({ ...rest, failed_requests: failedRequests });
      return reply.header('cache-control', 'no-store').send({
        success: true as const,
        month: usage.month,
        totals: counts(usage.totals),
        days: usage.days.map(({ day, ...rest }) => ({ date: day, ...counts(rest) })),
        keys: usage.keys.map(({ keyId, days, ...rest }) => ({
          api_key: keyId,
          ...counts(rest),
          days: days.map(({ day, ...entry }) => ({ date: day, ...counts(entry) })),
        })),
      });
    },
  );

  app.get('/pro/certificates/export.csv', { config: { apiSessions: true } }, async (request, reply) => {
    const caller = signedCaller(request);
    const rows = listAccountCertificates({
      db,
      chain: chainOf(deps, caller.mode),
      accountId: caller.accountId,
      mode: caller.mode,
    });
    const day = new Date(deps.clock.now()).toISOString().slice(0, 10);
    // Streamed page by page: the archive of a large account is never held in memory.
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="certificats-horodoc-${day}.csv"`)
      .send(Readable.from(certificateCsvLines(rows)));
  });
}
