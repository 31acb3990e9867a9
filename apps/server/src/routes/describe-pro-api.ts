import { ERROR_STATUS } from '@horodoc/shared/error-codes';
import { idempotencyKeySchema, proUploadFieldsSchema, webhookEventSchema } from '@horodoc/shared/pro-api';
import {
  PRO_ERROR_CODES,
  PROBLEM_CONTENT_TYPE,
  PROBLEM_TITLES,
  problemSchema,
  problemType,
} from '@horodoc/shared/problem';
import { SIGNATURE_HEADERS } from '@horodoc/shared/request-signature';
import { z } from 'zod';

type Document = Record<string, unknown> & {
  paths?: Record<string, Record<string, Record<string, unknown>>>;
  components?: Record<string, unknown>;
  webhooks?: Record<string, unknown>;
};

/** The body of every webhook, from the shared zod schema. */
const { $schema: _eventSchema, ...webhookEventBody } = z.toJSONSchema(webhookEventSchema) as Record<
  string,
  unknown
>;

/** What the service POSTs to an upload's `webhook_url` (OpenAPI 3.1 `webhooks`). */
const WEBHOOKS = {
  certificateEvent: {
    post: {
      summary: 'Un certificat a changé d’état',
      description:
        'Envoyé à la webhook_url de l’envoi, signé comme Standard Webhooks le décrit (en-têtes webhook-id, webhook-timestamp, webhook-signature, sous le secret de GET /pro/webhooks/secret), répété pendant 24 heures jusqu’à une réponse 2xx. Événements : certificate.completed (ancré sur Base), certificate.failed, certificate.expired, certificate.finalized (son bloc est final sur Ethereum), certificate.checkpointed (scellé sur Ethereum par le point de contrôle quotidien : data.ethereum_checkpoint dit où ; la preuve et le certificat PDF, téléchargés à nouveau, portent le sceau et se vérifient avec un nœud Ethereum seul). data est la réponse de GET /pro/certificates/{certificate_id}/status.',
      requestBody: { required: true, content: { 'application/json': { schema: webhookEventBody } } },
      responses: { '200': { description: 'Reçu : toute réponse 2xx arrête les nouvelles tentatives.' } },
    },
  },
};

const ERROR_TEXTS: Record<number, string> = {
  400: 'Requête invalide : vérifiez le format et les paramètres.',
  401: 'Authentification échouée : vérifiez vos clés et la signature.',
  402: 'Crédits insuffisants : achetez des crédits.',
  404: 'Ressource introuvable : vérifiez l’identifiant du certificat.',
  409: 'Conflit : certificat pas encore prêt ou non émis, Idempotency-Key déjà utilisée pour une autre requête.',
  429: 'Trop de requêtes : 1000 par heure et par clé.',
};

/** The codes of one status, each with its title: what a program switches on. */
function codesOf(status: number): string {
  const codes = PRO_ERROR_CODES.filter((code) => ERROR_STATUS[code] === status);
  return codes.map((code) => `${code} (${PROBLEM_TITLES[code]})`).join(', ');
}

/** A documented error answer: its meaning, then its codes. */
function errorDescription(status: number): string {
  const codes = codesOf(status);
  return codes ? `${ERROR_TEXTS[status]} Codes : ${codes}.` : (ERROR_TEXTS[status] ?? '');
}

/**
 * The RFC 9457 problem every /pro error answers, from the shared zod schema, its `code` (and `error`, the same)
 * narrowed to the codes /pro answers, each documented at its `type`.
 */
const problemBody = (() => {
  const { $schema: _schema, id: _id, ...body } = z.toJSONSchema(problemSchema) as Record<string, unknown>;
  const properties = body.properties as Record<string, Record<string, unknown>>;
  const codes = {
    type: 'string',
    enum: [...PRO_ERROR_CODES],
    description: `Un code par cause, chacun décrit dans sa section de la page /api-docs, où mène type (${problemType('not_found')} pour not_found).`,
  };
  return { ...body, properties: { ...properties, code: codes, error: codes } };
})();

/** The Idempotency-Key header as the shared zod schema checks it, described for one call. */
function idempotencyKeyParameter(description: string) {
  const { $schema: _, ...schema } = z.toJSONSchema(idempotencyKeySchema) as Record<string, unknown>;
  return { name: 'Idempotency-Key', in: 'header', required: false, description, schema };
}

/** On the answer to a call that takes an Idempotency-Key. */
const replayedHeader = {
  'Idempotent-Replayed': {
    schema: { type: 'string', enum: ['true'] },
    description: 'Présent quand la réponse est la première, rejouée pour la même Idempotency-Key.',
  },
};

const rateLimitHeaders = {
  'RateLimit-Limit': { schema: { type: 'integer' }, description: 'Requêtes permises par heure et par clé.' },
  'RateLimit-Remaining': { schema: { type: 'integer' }, description: 'Requêtes restantes dans l’heure.' },
  'RateLimit-Reset': { schema: { type: 'integer' }, description: 'Secondes avant la prochaine heure.' },
};

/**
 * Completes the document @fastify/swagger built from the routes' zod schemas with what routes do not
 * declare: the signature scheme, the upload's multipart body (from the same zod schema as its fields), the
 * Idempotency-Key of the upload and the batch, the PDF answer, the documented errors with the rate-limit
 * headers, and the webhooks the service sends.
 */
export function describeProApi(generated: Document): Document {
  const document = structuredClone(generated);
  document.webhooks = WEBHOOKS;
  document.components = {
    ...document.components,
    securitySchemes: {
      apiKey: { type: 'apiKey', in: 'header', name: SIGNATURE_HEADERS.apiKey },
      signature: {
        type: 'apiKey',
        in: 'header',
        name: SIGNATURE_HEADERS.signature,
        description: 'HMAC-SHA256 hexadécimal, sous le secret API, de méthode + chemin + X-Timestamp.',
      },
      timestamp: {
        type: 'apiKey',
        in: 'header',
        name: SIGNATURE_HEADERS.timestamp,
        description:
          'Heure courante en millisecondes depuis 1970, à 5 minutes près ; chaque signature sert une fois.',
      },
    },
    schemas: { ...(document.components?.schemas as object), Problem: problemBody },
  };
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      operation.security = [{ apiKey: [], signature: [], timestamp: [] }];
      const responses = (operation.responses ?? {}) as Record<string, Record<string, unknown>>;
      for (const response of Object.values(responses)) response.headers = rateLimitHeaders;
      for (const status of errorStatusesOf(path)) {
        responses[status] = {
          description: errorDescription(status),
          headers: rateLimitHeaders,
          content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } },
        };
      }
      operation.responses = responses;
    }
  }
  const upload = document.paths?.['/pro/certificates/upload']?.post;
  if (upload) {
    const fields = z.toJSONSchema(proUploadFieldsSchema, { io: 'input' }) as Record<string, unknown>;
    const { $schema: _, ...fieldsSchema } = fields;
    const properties = (fieldsSchema.properties ?? {}) as Record<string, unknown>;
    upload.parameters = [
      idempotencyKeyParameter(
        'Rejouée avec la même valeur, la requête renvoie la première réponse sans nouveau débit ; la même clé pour un autre document, ou déjà prise par un lot, est refusée (409).',
      ),
    ];
    answeredWithReplay(upload);
    upload.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              file: {
                type: 'string',
                contentMediaType: 'application/octet-stream',
                description: 'Le document, lu en flux et jamais conservé.',
              },
              ...properties,
            },
          },
        },
        'application/json': { schema: fieldsSchema },
      },
    };
  }
  const batch = document.paths?.['/pro/certificates/batch']?.post;
  if (batch) {
    batch.parameters = [
      ...((batch.parameters as unknown[] | undefined) ?? []),
      idempotencyKeyParameter(
        'Rejoué avec la même clé et la même demande (mêmes documents dans le même ordre, même webhook_url), le lot renvoie sa première réponse à l’identique, sans nouveau débit ; la même clé pour une autre demande, ou déjà prise par un envoi unitaire, est refusée (409).',
      ),
    ];
    answeredWithReplay(batch);
  }
  const download = document.paths?.['/pro/certificates/{certificate_id}/download']?.get;
  if (download) {
    const responses = download.responses as Record<string, unknown>;
    responses['200'] = {
      description: 'Le certificat PDF (certificat-{16 premiers caractères de l’empreinte}.pdf).',
      headers: rateLimitHeaders,
      content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
    };
  }
  const archive = document.paths?.['/pro/certificates/export.csv']?.get;
  if (archive) {
    (archive.responses as Record<string, unknown>)['200'] = {
      description:
        'Le CSV (RFC 4180, UTF-8) de tous vos certificats, du plus ancien au plus récent, avec la preuve JSON de chacun une fois ancré.',
      headers: rateLimitHeaders,
      content: { 'text/csv': { schema: { type: 'string', contentMediaType: 'text/csv' } } },
    };
  }
  return document;
}

function answeredWithReplay(operation: Record<string, unknown>): void {
  const ok = (operation.responses as Record<string, Record<string, unknown>>)['200'];
  if (ok) ok.headers = { ...rateLimitHeaders, ...replayedHeader };
}

function errorStatusesOf(path: string): number[] {
  const common = [400, 401, 429];
  if (path === '/pro/certificates/upload' || path === '/pro/certificates/batch') return [...common, 402, 409];
  if (path.includes('{certificate_id}'))
    return [...common, 404, ...(path.endsWith('/download') ? [409] : [])];
  return common;
}
