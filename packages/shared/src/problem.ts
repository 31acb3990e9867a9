import { z } from 'zod';
import { business } from './business';
import { ERROR_STATUS, type ErrorCode } from './error-codes';

/**
 * The error answer of the signed API (/pro): an RFC 9457 problem (`application/problem+json`) that also
 * keeps the fields the API always answered (`success`, `error`, `message`, `details`), so existing clients
 * read it unchanged.
 */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/**
 * Every code the signed API (/pro) answers, in the order /api-docs lists them (by status), each with its own
 * section there, where its problem `type` leads.
 */
export const PRO_ERROR_CODES = [
  'invalid_request',
  'invalid_fields',
  'webhook_url_refused',
  'signature_missing',
  'timestamp_out_of_window',
  'api_key_invalid',
  'signature_invalid',
  'signature_replayed',
  'insufficient_credits',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'request_timeout',
  'certificate_not_ready',
  'certificate_not_issued',
  'idempotency_key_reused',
  'conflict',
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'unsupported_file_type',
  'too_many_requests',
  'too_many_connections',
  'internal_error',
  'service_unavailable',
] as const satisfies readonly ErrorCode[];

export type ProErrorCode = (typeof PRO_ERROR_CODES)[number];

/** The id of a code's section on /api-docs. */
export function problemAnchor(code: ErrorCode): string {
  return `error-${code}`;
}

/** The `type` of a problem: the code's own section of /api-docs. */
export function problemType(code: ErrorCode): string {
  return `${business.siteUrl}/api-docs#${problemAnchor(code)}`;
}

/** A short French title per code, the same for every occurrence (RFC 9457, section 3.1.3). */
export const PROBLEM_TITLES: Record<ErrorCode, string> = {
  invalid_request: 'Requête invalide',
  invalid_fields: 'Champs invalides',
  webhook_url_refused: 'Adresse de webhook refusée',
  unsupported_amount: 'Montant non pris en charge',
  authentication_failed: 'Authentification échouée',
  signature_missing: 'En-têtes de signature absents',
  timestamp_out_of_window: 'Timestamp hors délai',
  api_key_invalid: 'Clé API inconnue, révoquée ou expirée',
  signature_invalid: 'Signature invalide',
  signature_replayed: 'Requête rejouée',
  insufficient_credits: 'Crédits insuffisants',
  plan_limit_reached: 'Limite atteinte',
  no_active_plan: "Pas d'abonnement actif",
  forbidden: 'Accès interdit',
  reauthentication_required: 'Mot de passe à confirmer',
  csrf_failed: 'Jeton anti-falsification invalide',
  not_found: 'Ressource introuvable',
  method_not_allowed: 'Méthode non autorisée',
  conflict: 'Conflit',
  certificate_not_ready: 'Certificat pas encore prêt',
  certificate_not_issued: 'Certificat non émis',
  idempotency_key_reused: 'Idempotency-Key déjà utilisée',
  request_timeout: 'Requête trop lente',
  payload_too_large: 'Corps trop volumineux',
  uri_too_long: 'Adresse trop longue',
  unsupported_media_type: 'Type de contenu non pris en charge',
  unsupported_file_type: 'Type de fichier non supporté',
  payment_not_succeeded: 'Paiement non abouti',
  payment_failed: 'Paiement échoué',
  too_many_requests: 'Trop de requêtes',
  too_many_connections: 'Trop de connexions',
  blockchain_timestamp_failed: "Échec de l'horodatage",
  blockchain_and_refund_failed: "Échec de l'horodatage et du remboursement",
  anchoring_pending: 'Ancrage en cours',
  webhook_signature_invalid: 'Signature de webhook invalide',
  service_unavailable: 'Service indisponible',
  internal_error: 'Erreur serveur',
};

const codes = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const problemSchema = z.object({
  type: z.url(),
  title: z.string(),
  status: z.number().int().min(400).max(599),
  /** The French message, for people. */
  detail: z.string(),
  code: z.enum(codes),
  /** The request's id, also in the `Request-Id` header and in our logs: quote it to the support. */
  request_id: z.string(),
  /** 402 only: the credits held, and those the request needed. */
  balance: z.number().int().optional(),
  required: z.number().int().optional(),
  success: z.literal(false),
  error: z.enum(codes),
  message: z.string(),
  details: z.string().optional(),
  /** `invalid_fields` only: each field refused (its path, such as `documents.2.file_hash`), and why. */
  fields: z.array(z.object({ name: z.string(), reason: z.string() })).optional(),
});

export type Problem = z.infer<typeof problemSchema>;
