import { ACCEPTED_FILE_TYPES_TEXT } from '@horodoc/shared/accepted-file-types';
import { ERROR_STATUS } from '@horodoc/shared/error-codes';
import { idempotencyKeySchema, proUploadFieldsSchema } from '@horodoc/shared/pro-api';
import {
  PRO_ERROR_CODES,
  PROBLEM_CONTENT_TYPE,
  PROBLEM_TITLES,
  problemSchema,
  problemType,
} from '@horodoc/shared/problem';
import { SIGNATURE_HEADERS } from '@horodoc/shared/request-signature';
import { z } from 'zod';
import { describeWebhooks } from './describe-webhooks';

type Document = Record<string, unknown> & {
  paths?: Record<string, Record<string, Record<string, unknown>>>;
  components?: Record<string, unknown>;
  webhooks?: Record<string, unknown>;
};

const ERROR_TEXTS: Record<number, string> = {
  400: 'Requête invalide : vérifiez le format et les paramètres.',
  401: 'Authentification échouée : vérifiez vos clés et la signature.',
  402: 'Crédits insuffisants : achetez des crédits.',
  403: 'Accès refusé : une clé de test ne crée que des clés de test.',
  404: 'Ressource introuvable : vérifiez l’identifiant du certificat.',
  409: 'Conflit : certificat pas encore prêt ou non émis, Idempotency-Key déjà utilisée pour une autre requête.',
  415: 'Type de fichier non supporté (unsupported_file_type) : aucun crédit n’est utilisé.',
  429: 'Trop de requêtes : 1000 par heure et par clé.',
};

/** What a status means on the routes whose path starts so, where it differs from the certificates'. */
const PATH_ERROR_TEXTS: Array<[prefix: string, texts: Record<number, string>]> = [
  [
    '/pro/api-keys',
    {
      404: 'Clé introuvable, déjà révoquée ou expirée, ou hors des droits de la clé qui signe.',
      409: 'Conflit : 20 clés déjà actives, clé déjà renouvelée, ou clés de test indisponibles sur ce serveur.',
    },
  ],
  [
    '/pro/webhooks/endpoints',
    {
      403: 'Accès refusé : une clé de test ne crée que des points de terminaison de test.',
      404: 'Point de terminaison introuvable, déjà supprimé, ou hors des droits de la clé qui signe.',
      409: 'Conflit : 10 points de terminaison déjà actifs.',
    },
  ],
  [
    '/pro/webhooks/deliveries',
    {
      404: 'Livraison introuvable.',
      409: 'Conflit : livraison encore en cours, ou son point de terminaison a été supprimé.',
    },
  ],
  [
    '/pro/webhooks/test',
    { 429: 'Trop de requêtes : 10 par minute et par clé sur cette route, 1000 par heure en tout.' },
  ],
];

function errorTextOf(path: string, status: number): string | undefined {
  const own = PATH_ERROR_TEXTS.find(([prefix]) => path.startsWith(prefix))?.[1][status];
  return own ?? ERROR_TEXTS[status];
}

/** The codes of one status, each with its title: what a program switches on. */
function codesOf(status: number): string {
  const codes = PRO_ERROR_CODES.filter((code) => ERROR_STATUS[code] === status);
  return codes.map((code) => `${code} (${PROBLEM_TITLES[code]})`).join(', ');
}

/** A documented error answer on `path`: its meaning there, then its codes. */
function errorDescription(path: string, status: number): string {
  const codes = codesOf(status);
  const text = errorTextOf(path, status) ?? '';
  return codes ? `${text} Codes : ${codes}.` : text;
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

/** On `POST /pro/webhooks/test`, which has a limit of its own beside the hourly one: the closer is told. */
const testWebhookRateLimitHeaders = {
  'RateLimit-Limit': {
    schema: { type: 'integer' },
    description:
      'La limite la plus proche de son terme : 10 par minute et par clé sur cette route, ou 1000 par heure.',
  },
  'RateLimit-Remaining': {
    schema: { type: 'integer' },
    description: 'Requêtes restantes sous cette limite.',
  },
  'RateLimit-Reset': { schema: { type: 'integer' }, description: 'Secondes avant la fin de sa fenêtre.' },
};

/** Said of the routes whose limits or rights need a word. */
const OPERATION_NOTES: Record<string, string> = {
  '/pro/webhooks/test':
    'Limitée à 10 appels par minute et par clé, en plus des 1000 requêtes par heure de toute route : les en-têtes RateLimit-* disent la limite la plus proche de son terme, et un 429 porte Retry-After.',
  '/pro/webhooks/endpoints':
    'Chaque point de terminaison reçoit, signés sous son propre secret (montré une seule fois, à la création), les événements qu’il écoute des certificats que le compte crée ensuite par l’API dans son mode. Une clé de test ne voit et ne crée que des points de terminaison de test.',
  '/pro/webhooks/deliveries':
    'Les livraisons du compte (vers ses points de terminaison et vers les webhook_url de ses envois et lots), de la plus récente à la plus ancienne, chacune avec tous ses essais.',
  '/pro/api-keys':
    'Une clé de test ne voit et ne crée que des clés de test : aucune clé n’en crée une qui ait plus de droits qu’elle.',
};

/**
 * Completes the document @fastify/swagger built from the routes' zod schemas with what routes do not
 * declare: the signature scheme, the upload's multipart body (from the same zod schema as its fields), the
 * Idempotency-Key of the upload and the batch, the PDF answer, the documented errors with the rate-limit
 * headers, and the webhooks the service sends.
 */
export function describeProApi(generated: Document): Document {
  const document = structuredClone(generated);
  document.webhooks = describeWebhooks();
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
      const headers = path === '/pro/webhooks/test' ? testWebhookRateLimitHeaders : rateLimitHeaders;
      if (OPERATION_NOTES[path]) operation.description = OPERATION_NOTES[path];
      for (const response of Object.values(responses)) response.headers = headers;
      for (const status of errorStatusesOf(path)) {
        responses[status] = {
          description: errorDescription(path, status),
          headers,
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
                description: `Le document, lu en flux et jamais conservé : ${ACCEPTED_FILE_TYPES_TEXT}, reconnu à son type de média, ou à son extension quand le type est générique (application/octet-stream). Tout autre type est refusé (415), sans débit.`,
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
  if (path === '/pro/api-keys' || path === '/pro/webhooks/endpoints') return [...common, 403, 409];
  if (path.startsWith('/pro/api-keys/')) return [...common, 404, 409];
  if (path.startsWith('/pro/webhooks/endpoints/')) return [...common, 404];
  if (path.startsWith('/pro/webhooks/deliveries/')) return [...common, 404, 409];
  if (path === '/pro/certificates/upload') return [...common, 402, 409, 415];
  if (path === '/pro/certificates/batch') return [...common, 402, 409];
  if (path.includes('{certificate_id}'))
    return [...common, 404, ...(path.endsWith('/download') || path.endsWith('/proof') ? [409] : [])];
  return common;
}
