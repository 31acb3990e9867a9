import { ERROR_STATUS } from '@horodoc/shared/error-codes';
import {
  PRO_ERROR_CODES,
  PROBLEM_CONTENT_TYPE,
  PROBLEM_TITLES,
  type ProErrorCode,
  problemSchema,
  problemType,
} from '@horodoc/shared/problem';
import { z } from 'zod';
import { errorHeaders } from './describe-pro-headers';

/**
 * The refusals of the signed API in its OpenAPI document: the RFC 9457 problem every one answers, and for each
 * operation every status the server may answer it, each with its meaning, its codes and an example.
 */

/** What a status means, where the operation does not say otherwise. */
const ERROR_TEXTS: Record<number, string> = {
  400: 'Requête invalide : corps illisible, champs refusés (la liste fields les nomme) ou adresse de webhook refusée.',
  401: 'Authentification échouée : en-têtes de signature absents, horodatage hors délai, clé inconnue, révoquée ou expirée, signature fausse ou requête rejouée.',
  402: 'Crédits insuffisants : achetez des crédits ; balance et required disent le solde et ce qu’il fallait.',
  403: 'Accès refusé : une clé de test ne crée que des objets de test.',
  404: 'Ressource introuvable : vérifiez l’identifiant (une ressource d’un autre compte répond de même).',
  405: 'Méthode non autorisée sur cette adresse : l’en-tête Allow donne celles qu’elle accepte.',
  408: 'Requête trop lente : les en-têtes ou le corps ne sont pas arrivés dans le délai imparti. Renvoyez-la.',
  409: 'Conflit : certificat pas encore prêt ou non émis, Idempotency-Key déjà utilisée pour une autre requête.',
  413: 'Trop volumineux : le corps de la requête ou ses en-têtes dépassent la limite.',
  414: 'Adresse trop longue : un identifiant du chemin dépasse la limite.',
  415: 'Type de contenu non pris en charge : envoyez application/json.',
  429: 'Trop de requêtes : 1000 par heure et par clé ; Retry-After dit quand réessayer.',
  500: 'Erreur serveur : réessayez, avec la même Idempotency-Key pour une écriture (jamais de second débit), ou citez request_id au support.',
  503: 'Service indisponible (redémarrage) : réessayez dans un instant, avec la même Idempotency-Key pour une écriture.',
};

/** What a status means on the operations whose path starts so, where it differs from the certificates'. */
const PATH_ERROR_TEXTS: Array<[prefix: string, texts: Record<number, string>]> = [
  [
    '/pro/certificates/upload',
    {
      409: 'Conflit : Idempotency-Key déjà utilisée pour un autre document ou par un lot, ou empreinte en train de changer d’état.',
      415: 'Type de contenu non pris en charge (multipart/form-data ou application/json seulement), ou type de fichier non supporté (unsupported_file_type) : aucun crédit n’est utilisé.',
    },
  ],
  [
    '/pro/certificates/batch',
    {
      409: 'Conflit : Idempotency-Key déjà utilisée pour une autre demande ou par un envoi unitaire, ou empreinte en train de changer d’état.',
    },
  ],
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
    {
      429: 'Trop de requêtes : 10 par minute et par clé sur cette route, 1000 par heure en tout ; Retry-After dit quand réessayer.',
    },
  ],
];

const codesByStatus = (status: number) => PRO_ERROR_CODES.filter((code) => ERROR_STATUS[code] === status);

/** A documented error answer on `path`: its meaning there, then its codes, each with its title. */
function errorDescription(path: string, status: number): string {
  const own = PATH_ERROR_TEXTS.find(([prefix]) => path.startsWith(prefix))?.[1][status];
  const codes = codesByStatus(status).map((code) => `${code} (${PROBLEM_TITLES[code]})`);
  return `${own ?? ERROR_TEXTS[status] ?? ''} Codes : ${codes.join(', ')}.`;
}

/**
 * The problem schema from the shared zod one, its `code` (and `error`, the same) narrowed to the codes /pro
 * answers, each documented at its `type`.
 */
export function problemComponent(): Record<string, unknown> {
  const { $schema: _schema, id: _id, ...body } = z.toJSONSchema(problemSchema) as Record<string, unknown>;
  const properties = body.properties as Record<string, Record<string, unknown>>;
  const codes = {
    type: 'string',
    enum: [...PRO_ERROR_CODES],
    description: `Un code par cause, chacun décrit dans sa section de la page /api-docs, où mène type (${problemType('not_found')} pour not_found).`,
  };
  return { ...body, properties: { ...properties, code: codes, error: codes } };
}

/** A problem as the server writes it, for the document's examples. */
function problemExample(code: ProErrorCode, detail: string): Record<string, unknown> {
  return {
    type: problemType(code),
    title: PROBLEM_TITLES[code],
    status: ERROR_STATUS[code],
    detail,
    code,
    request_id: '6f1d2c3b-8a9e-4f70-b1c2-d3e4f5a6b7c8',
    success: false,
    error: code,
    message: detail,
  };
}

/** The error answers of one operation, by status. */
export function errorResponses(path: string, statuses: readonly number[]): Record<string, unknown> {
  return Object.fromEntries(
    [...statuses]
      .sort((a, b) => a - b)
      .map((status) => {
        const [code] = codesByStatus(status);
        if (!code) throw new Error(`no /pro error code answers ${status}`);
        const description = errorDescription(path, status);
        return [
          String(status),
          {
            description,
            headers: errorHeaders(status),
            content: {
              [PROBLEM_CONTENT_TYPE]: {
                schema: { $ref: '#/components/schemas/Problem' },
                example: problemExample(code, PROBLEM_TITLES[code]),
              },
            },
          },
        ];
      }),
  );
}
