import {
  type ProCertificateListQuery,
  proCertificateListQuerySchema,
  proCertificateListResponseSchema,
} from '@horodoc/shared/pro-batch-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalidFields } from '../errors';
import {
  type CertificateFilters,
  findAccountCertificates,
} from '../modules/certificates/find-account-certificates';
import { toProCertificateStatus } from '../modules/certificates/to-pro-certificate-status';
import { signedCaller } from '../plugins/request-signature';
import type { ProCertificateRouteDeps } from './pro-certificates';

const DAY_MS = 86_400_000;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** `GET /pro/certificates`: the key's own certificates, newest first, filtered, a page at a time. */
export async function proSearchRoutes(fastify: FastifyInstance, deps: ProCertificateRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/pro/certificates',
    {
      schema: {
        querystring: proCertificateListQuerySchema,
        response: { 200: proCertificateListResponseSchema },
      },
    },
    async (request, reply) => {
      const caller = signedCaller(request);
      const found = await findAccountCertificates({
        db: deps.database.db,
        accountId: caller.accountId,
        mode: caller.mode,
        limit: request.query.limit,
        cursor: request.query.cursor,
        filters: filtersOf(request.query),
      });
      if (found.kind === 'invalid_cursor') {
        throw invalidFields(
          [
            {
              name: 'cursor',
              reason: 'passez tel quel le next_cursor de la page précédente, ou aucun pour la première page',
            },
          ],
          'Curseur invalide.',
        );
      }
      return reply.header('cache-control', 'no-store').send({
        success: true as const,
        certificates: found.certificates.map(({ tags, metadata, ...row }) => {
          const { success: _, ...status } = toProCertificateStatus(
            row,
            caller.accountId,
            deps.config.publicUrl,
          );
          return {
            ...status,
            file_size: row.fileSize,
            created_at: row.createdAt.toISOString(),
            tags,
            metadata,
          };
        }),
        next_cursor: found.nextCursor,
      });
    },
  );
}

function filtersOf(query: ProCertificateListQuery): CertificateFilters {
  const to = query.created_to;
  return {
    status: query.status,
    createdFrom: query.created_from === undefined ? undefined : new Date(query.created_from),
    // A day includes all of it; an instant includes itself.
    createdBefore: to === undefined ? undefined : new Date(new Date(to).getTime() + (isDay(to) ? DAY_MS : 1)),
    fileHash: query.file_hash,
    name: query.name,
    tag: query.tag,
    metadataKey: query.metadata_key,
    metadataValue: query.metadata_value,
  };
}
