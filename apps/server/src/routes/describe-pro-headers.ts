/**
 * The response headers of the signed API, as OpenAPI header objects (`components.headers`), and which answer
 * carries which: every answer its `Request-Id`; every answer past the signature the `RateLimit-*` of its key; a
 * 429 its `Retry-After`; an upload or a batch replayed for its Idempotency-Key, `Idempotent-Replayed`.
 */

type HeaderRefs = Record<string, { $ref: string }>;

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The headers, by component name. */
export const PRO_HEADERS = {
  RequestId: {
    description:
      'L’identifiant de la requête, le vôtre quand vous en envoyez un sain (en-tête Request-Id de la requête), sinon un UUID : il est aussi dans le corps d’une erreur (request_id) et dans nos journaux. Citez-le au support.',
    schema: { type: 'string', maxLength: 128 },
    example: '6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8',
  },
  RateLimitLimit: {
    description:
      'Les requêtes permises dans la fenêtre de la limite la plus proche de son terme : 1000 par heure et par clé, et sur POST /pro/webhooks/test 10 par minute et par clé.',
    schema: { type: 'integer', minimum: 1 },
    example: 1000,
  },
  RateLimitRemaining: {
    description: 'Les requêtes restantes sous cette limite.',
    schema: { type: 'integer', minimum: 0 },
    example: 998,
  },
  RateLimitReset: {
    description:
      'Les secondes avant la fin de sa fenêtre (l’heure d’horloge en cours pour la limite horaire).',
    schema: { type: 'integer', minimum: 0 },
    example: 1234,
  },
  RetryAfter: {
    description:
      'Les secondes à attendre avant de réessayer : la fin de la fenêtre de la limite dépassée (RFC 9110, 10.2.3).',
    schema: { type: 'integer', minimum: 1 },
    example: 1234,
  },
  IdempotentReplayed: {
    description:
      'Présent, à true, quand la réponse est la première, rejouée pour la même Idempotency-Key : rien n’a été créé ni débité cette fois.',
    schema: { type: 'string', enum: ['true'] },
    example: 'true',
  },
} as const;

const requestId: HeaderRefs = { 'Request-Id': ref('RequestId') };

const rateLimit: HeaderRefs = {
  'RateLimit-Limit': ref('RateLimitLimit'),
  'RateLimit-Remaining': ref('RateLimitRemaining'),
  'RateLimit-Reset': ref('RateLimitReset'),
};

/** The headers of a success, with the replay marker on the calls that take an Idempotency-Key. */
export function successHeaders(replayable: boolean): HeaderRefs {
  return {
    ...requestId,
    ...rateLimit,
    ...(replayable ? { 'Idempotent-Replayed': ref('IdempotentReplayed') } : {}),
  };
}

/**
 * The headers of a refusal. A refusal before the key is known (its signature, the router's own 405, a body
 * that never came) has no limit to tell; a 429 tells the limit it went past and when to come back.
 */
export function errorHeaders(status: number): HeaderRefs {
  if (status === 429) return { ...requestId, ...rateLimit, 'Retry-After': ref('RetryAfter') };
  if ([401, 405, 408, 503].includes(status)) return requestId;
  return { ...requestId, ...rateLimit };
}
