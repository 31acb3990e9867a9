import { STATUS_CODES } from 'node:http';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@horodoc/shared/error-codes';
import { PROBLEM_CONTENT_TYPE, PROBLEM_TITLES, type Problem, problemType } from '@horodoc/shared/problem';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalidFields } from '../errors';

// Field-level reasons come from zod: in French, like every other answer. The server is its own process,
// so this global setting touches nothing else.
z.config(z.locales.fr());

/** Fastify's own refusals, by their code: our code and a French message instead of its English text. */
const FRAMEWORK_ERRORS: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['invalid_request', "Le corps de la requête n'est pas un JSON valide."],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['invalid_request', 'Le corps de la requête JSON est vide.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    'unsupported_media_type',
    'Type de contenu non pris en charge : envoyez du JSON (application/json).',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['invalid_request', 'La longueur annoncée du corps est fausse.'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 'Le corps de la requête est trop volumineux.'],
  FST_ERR_BAD_URL: ['invalid_request', "L'adresse demandée est mal encodée."],
  FST_ERR_MAX_PARAM_LENGTH: ['uri_too_long', "L'adresse demandée est trop longue."],
  FST_ERR_VALIDATION: ['invalid_request', 'Requête invalide.'],
};

/** Any other refusal, by its HTTP status. */
const BY_STATUS: Record<number, [ErrorCode, string]> = {
  404: ['not_found', 'Ressource non trouvée.'],
  405: ['method_not_allowed', 'Méthode non autorisée pour cette adresse.'],
  413: ['payload_too_large', 'Le corps de la requête est trop volumineux.'],
  414: ['uri_too_long', "L'adresse demandée est trop longue."],
  415: ['unsupported_media_type', 'Type de contenu non pris en charge.'],
  429: ['too_many_requests', 'Trop de requêtes. Veuillez réessayer dans quelques minutes.'],
};

export interface ErrorAnswer {
  status: number;
  body: ErrorBody;
  credits?: { balance: number; required: number };
}

/**
 * The one mapping from a failure to its answer: our own errors as they are, validation problems explained
 * field by field, Fastify's refusals in French, and anything unexpected as a bare 500 (its details go to
 * the log only).
 */
function toErrorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof AppError) {
    const body: ErrorBody = { success: false, error: error.code, message: error.message };
    if (error.details) body.details = error.details;
    if (error.fields) body.fields = error.fields;
    return { status: error.statusCode, body, credits: error.credits };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => ({
      name: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'requête',
      reason: issue.message ?? 'invalide',
    }));
    return toErrorAnswer(invalidFields(fields));
  }
  const known = fastifyError.code ? FRAMEWORK_ERRORS[fastifyError.code] : undefined;
  const status = fastifyError.statusCode ?? 500;
  if (known) return { status: ERROR_STATUS[known[0]], body: answer(...known) };
  if (status >= 400 && status < 500) {
    const [code, message] = BY_STATUS[status] ?? ['invalid_request', 'Requête invalide.'];
    return { status, body: answer(code, message) };
  }
  return { status: 500, body: answer('internal_error', 'Erreur serveur.') };
}

function answer(error: ErrorCode, message: string): ErrorBody {
  return { success: false, error, message };
}

/** Answers a failure through {@link toErrorAnswer}, logging what the answer does not say. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const { status, body, credits } = toErrorAnswer(error);
  // Refused before its body was all in (too slow, too large): the connection ends with the answer, rather
  // than waiting for the rest of a body nobody will read.
  if (request.raw.complete === false) reply.header('connection', 'close');
  if (status >= 500) {
    request.log.error({ err: error, cause: (error as Error | undefined)?.cause }, 'request failed');
  }
  if (!isSignedApi(request.url)) return reply.status(status).send(body);
  // The signed API answers RFC 9457 problems, the fields it always had kept beside them.
  const problem: Problem = {
    type: problemType(body.error),
    title: PROBLEM_TITLES[body.error],
    status,
    detail: body.message,
    code: body.error,
    request_id: request.id,
    ...credits,
    ...body,
  };
  return reply.status(status).type(PROBLEM_CONTENT_TYPE).send(problem);
}

function isSignedApi(url: string): boolean {
  return url === '/pro' || url.startsWith('/pro/') || url.startsWith('/pro?');
}

/** Every failure of a route, a hook, a body parser or the router goes through {@link sendError}. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
}

/**
 * An error answer written straight to a socket, where no request reached Fastify (headers too slow or
 * malformed, one connection too many): the same JSON body, and the connection closed after it.
 */
export function rawErrorAnswer(error: AppError): string {
  const body = JSON.stringify(toErrorAnswer(error).body);
  return [
    `HTTP/1.1 ${error.statusCode} ${STATUS_CODES[error.statusCode] ?? ''}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    '',
    body,
  ].join('\r\n');
}
