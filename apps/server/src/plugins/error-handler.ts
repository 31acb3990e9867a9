import type { ErrorBody } from '@horodoc/shared/error-codes';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

/**
 * Maps every failure to the JSON error body. Validation problems are explained field by field; 5xx
 * answers never echo internals, which go to the log with the request's context.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error, cause: error.cause }, error.message);
      const body: ErrorBody = { success: false, error: error.code, message: error.message };
      if (error.details) body.details = error.details;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation
        .map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'requête';
          return `${field} : ${issue.message}`;
        })
        .join(' ; ');
      return reply.status(400).send({
        success: false,
        error: 'invalid_request',
        message: 'Requête invalide.',
        details,
      } satisfies ErrorBody);
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({
        success: false,
        error: 'too_many_requests',
        message: 'Trop de requêtes. Veuillez réessayer dans quelques minutes.',
      } satisfies ErrorBody);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({
        success: false,
        error: error.statusCode === 404 ? 'not_found' : 'invalid_request',
        message: error.statusCode === 415 ? 'Type de contenu non pris en charge.' : 'Requête invalide.',
        details: error.message,
      } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ success: false, error: 'internal_error', message: 'Erreur serveur.' } satisfies ErrorBody);
  });
}
