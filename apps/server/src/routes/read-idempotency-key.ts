import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@horodoc/shared/pro-api';
import type { FastifyRequest } from 'fastify';
import { invalidFields } from '../errors';

/** The request's Idempotency-Key, shared by the upload and the batch: absent, or refused when malformed. */
export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) {
    const reason = parsed.error.issues[0]?.message ?? 'invalide';
    throw invalidFields([{ name: 'Idempotency-Key', reason }], 'En-tête Idempotency-Key invalide.');
  }
  return parsed.data;
}
