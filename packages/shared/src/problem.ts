import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './error-codes';

/**
 * The error answer of the signed API (/pro): an RFC 9457 problem (`application/problem+json`) that also
 * keeps the fields the API always answered (`success`, `error`, `message`, `details`), so existing clients
 * read it unchanged.
 */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The `type` of a problem: one documented address per error code. */
export function problemType(code: ErrorCode): string {
  return `https://horodoc.fr/problems/${code}`;
}

/** A short French title per code, the same for every occurrence (RFC 9457, section 3.1.3). */
export const PROBLEM_TITLES: Record<ErrorCode, string> = {
  invalid_request: 'Requête invalide',
  unsupported_amount: 'Montant non pris en charge',
  authentication_failed: 'Authentification échouée',
  insufficient_credits: 'Crédits insuffisants',
  plan_limit_reached: 'Limite atteinte',
  no_active_plan: "Pas d'abonnement actif",
  forbidden: 'Accès interdit',
  reauthentication_required: 'Mot de passe à confirmer',
  csrf_failed: 'Jeton anti-falsification invalide',
  not_found: 'Ressource introuvable',
  method_not_allowed: 'Méthode non autorisée',
  conflict: 'Conflit',
  request_timeout: 'Requête trop lente',
  payload_too_large: 'Corps trop volumineux',
  uri_too_long: 'Adresse trop longue',
  unsupported_media_type: 'Type de contenu non pris en charge',
  unsupported_file_type: 'Type de fichier non supporté',
  payment_not_succeeded: 'Paiement non abouti',
  payment_failed: 'Paiement échoué',
  too_many_requests: 'Trop de requêtes',
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
});

export type Problem = z.infer<typeof problemSchema>;
