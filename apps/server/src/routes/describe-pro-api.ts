import { business } from '@horodoc/shared/business';
import { idempotencyKeySchema } from '@horodoc/shared/pro-api';
import { z } from 'zod';
import { errorResponses, problemComponent } from './describe-pro-errors';
import { PRO_HEADERS, successHeaders } from './describe-pro-headers';
import { describeUploadBody } from './describe-pro-upload';
import { describeWebhooks, WEBHOOK_SECURITY_SCHEME } from './describe-webhooks';
import { OPERATION_EXAMPLES, PARAMETER_EXAMPLES } from './pro-api-examples';
import { PRO_OPERATIONS, PRO_TAGS } from './pro-api-operations';

type Json = Record<string, unknown>;
type Document = Json & { paths?: Record<string, Record<string, Json>>; components?: Json };

/**
 * Statuses every operation may answer: a body it cannot read, a signature refused, another method, a request
 * too slow or too large, the key's limit, a failure of ours, a restart.
 */
const COMMON_ERRORS = [400, 401, 405, 408, 413, 429, 500, 503];

/** The two ways to sign: version 2 (the body signed too, what the docs and the SDKs use), then version 1. */
const SIGNED = [
  { apiKey: [], timestamp: [], signature: [], signatureVersion: [] },
  { apiKey: [], timestamp: [], signature: [] },
];

const SECURITY_SCHEMES = {
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: 'L’identifiant de la clé (hk_…), reçu à l’inscription ou créé sur la page Crédits.',
  },
  timestamp: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Timestamp',
    description: 'L’heure courante en millisecondes depuis 1970, à 5 minutes près de celle du serveur.',
  },
  signature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Signature',
    description:
      'HMAC-SHA256 hexadécimal, sous le secret de la clé, de méthode + chemin (sans la chaîne de requête) + X-Timestamp ; en version 2, suivis d’un saut de ligne et du SHA-256 hexadécimal du corps tel qu’envoyé (de la chaîne vide sans corps). Une requête qui change quelque chose, rejouée à l’identique, est refusée (signature_replayed).',
  },
  signatureVersion: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Signature-Version',
    description:
      '2 : la signature couvre aussi le corps (recommandé, et ce que font les SDK). Absent : version 1, méthode, chemin et horodatage seuls.',
  },
  ...WEBHOOK_SECURITY_SCHEME,
};

/** The Idempotency-Key header as the shared zod schema checks it, described for one call. */
function idempotencyKeyParameter(description: string): Json {
  const { $schema: _, ...schema } = z.toJSONSchema(idempotencyKeySchema) as Json;
  return {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description,
    schema,
    example: '0b7c6a0e-8f3d-4e2a-9c1b-5d4e3f2a1b0c',
  };
}

const IDEMPOTENCY_TEXTS: Record<string, string> = {
  'POST /pro/certificates/upload':
    'Rejouée avec la même valeur, la requête renvoie la première réponse sans nouveau débit ; la même clé pour un autre document, ou déjà prise par un lot, est refusée (409).',
  'POST /pro/certificates/batch':
    'Rejoué avec la même clé et la même demande (mêmes documents dans le même ordre, même webhook_url), le lot renvoie sa première réponse à l’identique, sans nouveau débit ; la même clé pour une autre demande, ou déjà prise par un envoi unitaire, est refusée (409).',
};

/** The answers that are not JSON, by operation. */
const FILE_ANSWERS: Record<string, Json> = {
  'GET /pro/certificates/{certificate_id}/download': {
    'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
  },
  'GET /pro/certificates/export.csv': {
    'text/csv': {
      schema: { type: 'string', contentMediaType: 'text/csv' },
      example:
        'certificate_id,created_at,status,file_name,file_size,file_hash,blockchain_tx_hash,block_number,blockchain_timestamp,explorer_url,proof\r\n',
    },
  },
};

/**
 * Completes the document @fastify/swagger built from the routes' zod schemas with what routes do not declare:
 * who publishes it and where it is served, the signature schemes, each operation's name, summary, tag and
 * examples, every status it may answer with the problem and the headers of each, the upload's two bodies, the
 * file answers, and the webhooks the service sends.
 */
export function describeProApi(generated: Document): Document {
  const document = structuredClone(generated);
  document.info = {
    ...(document.info as Json),
    contact: {
      name: `Support ${business.productName}`,
      email: business.supportEmail,
      url: `${business.siteUrl}/api-docs`,
    },
    license: { name: 'Propriétaire : tous droits réservés', url: `${business.siteUrl}/legal-notice` },
    termsOfService: `${business.siteUrl}/terms-of-service`,
  };
  document.servers = [{ url: business.siteUrl, description: 'Production' }];
  document.tags = PRO_TAGS;
  document.components = {
    ...document.components,
    securitySchemes: SECURITY_SCHEMES,
    headers: PRO_HEADERS,
    schemas: { ...(document.components?.schemas as Json), Problem: problemComponent() },
  };
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const name = `${method.toUpperCase()} ${path}`;
      const described = PRO_OPERATIONS[name];
      if (!described) throw new Error(`${name} is missing from PRO_OPERATIONS (pro-api-operations.ts)`);
      const examples = OPERATION_EXAMPLES[name] ?? {};
      const parameters = ((operation.parameters as Json[] | undefined) ?? []).map((parameter) => {
        const example = PARAMETER_EXAMPLES[parameter.name as string];
        return parameter.in === 'path' && example ? { ...parameter, example } : parameter;
      });
      const idempotency = IDEMPOTENCY_TEXTS[name];
      if (idempotency) parameters.push(idempotencyKeyParameter(idempotency));
      const ok = ((operation.responses as Record<string, Json> | undefined)?.['200'] ?? {}) as Json;
      const okContent = FILE_ANSWERS[name] ?? withExample(ok.content as Json, examples.answer);
      const errors = [
        ...COMMON_ERRORS,
        ...(parameters.some((parameter) => parameter.in === 'path') ? [404, 414] : []),
        ...(described.errors ?? []),
      ];
      const rebuilt: Json = {
        operationId: described.operationId,
        summary: described.summary,
        ...(described.description ? { description: described.description } : {}),
        tags: [described.tag],
        security: SIGNED,
        ...(parameters.length ? { parameters } : {}),
        // The upload reads its body itself (multipart or JSON): its route declares none.
        ...(name === 'POST /pro/certificates/upload'
          ? { requestBody: describeUploadBody(examples.request as Json) }
          : operation.requestBody
            ? { requestBody: withBodyExample(operation.requestBody as Json, examples.request) }
            : {}),
        responses: {
          '200': {
            description: described.ok,
            headers: successHeaders(Boolean(idempotency)),
            content: okContent,
          },
          ...errorResponses(path, [...new Set(errors)]),
        },
      };
      operations[method] = rebuilt;
    }
  }
  document.webhooks = describeWebhooks();
  return document;
}

/** A JSON content with its example. */
function withExample(content: Json | undefined, example: unknown): Json | undefined {
  if (!content || example === undefined) return content;
  const json = content['application/json'] as Json;
  return { ...content, 'application/json': { ...json, example } };
}

/** A request body with its example, required as the routes require it. */
function withBodyExample(body: Json, example: unknown): Json {
  return { ...body, content: withExample(body.content as Json, example) };
}
