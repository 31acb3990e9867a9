import { ACCEPTED_FILE_TYPES_TEXT } from '@horodoc/shared/accepted-file-types';
import { ERROR_STATUS, type ErrorCode } from '@horodoc/shared/error-codes';
import { CREDIT_PACKS } from '@horodoc/shared/pricing';
import type { WebhookUrlRefusal } from './modules/webhooks/webhook-target-guard';

/**
 * The one error type of the server: a code from the closed list, a French message fit for the user,
 * optional details for the user, and the underlying cause for the logs only.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly details?: string;
  /** A 402's shortfall, for a program to read: the credits held and those the request needed. */
  readonly credits?: { balance: number; required: number };

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: string; cause?: unknown; credits?: { balance: number; required: number } } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.details = options.details;
    this.credits = options.credits;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/**
 * What each refusal a module returns answers, by name: the one place for these French messages. A module
 * returns `{ kind: 'not_found' }` and the like; its route picks the refusal that fits and throws it.
 */
const REFUSALS = {
  certificate_unknown: ['not_found', 'Certificat introuvable : vérifiez son identifiant.'],
  certificate_not_ready: [
    'conflict',
    "Le certificat n'est pas encore prêt : l'ancrage est en cours.",
    'Son statut est pending. Réessayez après le passage au statut completed, ou attendez le webhook.',
  ],
  /** Its details give the status: failed or expired. */
  certificate_not_issued: ['conflict', "Ce document n'a pas pu être horodaté : aucun certificat."],
  /** Its details name the fingerprint and its two places. */
  batch_duplicate_fingerprint: ['invalid_request', 'Une empreinte figure deux fois dans le lot.'],
  /** Its details name the fingerprint. */
  batch_fingerprint_moved: [
    'conflict',
    'Une empreinte vient de changer d’état pendant l’envoi : renvoyez le lot.',
  ],
  certificate_pdf_unavailable: ['not_found', 'Certificat introuvable ou pas encore ancré.'],
  proof_certificate_unknown: ['not_found', 'Certificat introuvable.'],
  tsa_roots_unknown: [
    'not_found',
    'Ce service ne publie pas de certificat racine d’autorité d’horodatage (aucune autorité configurée).',
  ],
  proof_not_anchored: [
    'not_found',
    'Ce certificat n’est pas encore ancré sur la blockchain : sa preuve sera disponible dans quelques minutes.',
  ],
  invoice_unknown: ['not_found', 'Facture introuvable.'],
  anchoring_paused: [
    'service_unavailable',
    "Le service est temporairement indisponible : l'ancrage sur la blockchain est momentanément interrompu. Aucun paiement n'a été effectué ; réessayez dans quelques minutes.",
  ],
  payment_provider_down: [
    'service_unavailable',
    'Service de paiement temporairement indisponible. Réessayez dans un instant.',
  ],
  payment_unknown: ['not_found', 'Paiement introuvable.'],
  payment_not_succeeded: [
    'payment_not_succeeded',
    "Le paiement par carte de crédit n'a pas abouti : aucun montant n'a été débité.",
  ],
  web_price_unknown: [
    'unsupported_amount',
    'Montant invalide : le prix est de 1,21 € TTC, puis 0,50 € TTC par document.',
  ],
  credit_purchase_unknown: ['not_found', 'Achat de crédits introuvable.'],
  credit_pack_unknown: [
    'unsupported_amount',
    `Nombre de crédits invalide : ce pack n’est pas disponible (${CREDIT_PACKS.map((pack) => pack.credits)
      .join(', ')
      .replace(/, (\d+)$/, ' ou $1')} crédits).`,
  ],
  credit_price_changed: ['unsupported_amount', 'Montant ou crédits invalides : le prix du pack a changé.'],
  insufficient_credits: [
    'insufficient_credits',
    'Crédits insuffisants : achetez des crédits pour continuer.',
    'Un horodatage coûte 1 crédit. Rechargez votre compte sur la page /credits.',
  ],
  fingerprint_taken: ['conflict', 'Ce document a déjà été horodaté ou est en cours d’horodatage.'],
  fingerprint_anchored: ['conflict', 'Ce document a déjà été horodaté.'],
  fingerprint_anchoring: [
    'conflict',
    "Ce document est en cours d'horodatage. Réessayez dans quelques minutes.",
  ],
  idempotency_key_reused: [
    'conflict',
    'Cette Idempotency-Key a déjà servi pour un autre document.',
    'Utilisez une nouvelle clé pour chaque nouveau document.',
  ],
  wrong_credentials: ['authentication_failed', 'Authentification échouée : email ou mot de passe incorrect.'],
  email_taken: ['conflict', 'Un compte avec cet email existe déjà.'],
  signup_password_mismatch: [
    'authentication_failed',
    'Mot de passe incorrect : une inscription est déjà en cours avec cet email.',
  ],
  plan_unknown: ['invalid_request', 'Formule inconnue'],
  plan_already_subscribed: ['conflict', 'Vous êtes déjà abonné à cette formule.'],
  no_subscription_to_cancel: ['not_found', 'Aucun abonnement à résilier.'],
  no_active_plan: [
    'no_active_plan',
    'Aucun abonnement actif',
    "Souscrivez une formule ou horodatez ce document à l'unité.",
  ],
  /** Its details say which plan and the way on: {@link planLimitDetails}. */
  plan_limit_reached: ['plan_limit_reached', 'Limite atteinte'],
  /** Its details say why: {@link webhookUrlDetails}. */
  webhook_url_refused: ['invalid_request', 'webhook_url refusée.'],
  plan_id_unknown: ['not_found', 'Formule inconnue.'],
  subscription_unknown: ['not_found', 'Abonnement introuvable.'],
  account_email_mismatch: ['forbidden', 'Accès refusé : cet email ne correspond pas au compte connecté.'],
  api_key_limit_reached: [
    'conflict',
    'Vous avez atteint le nombre maximal de clés : révoquez-en une d’abord.',
  ],
  test_keys_unavailable: [
    'conflict',
    'Les clés de test ne sont pas disponibles sur ce serveur : aucun réseau de test n’est configuré.',
  ],
  api_key_unknown: ['not_found', 'Clé introuvable, ou déjà révoquée ou expirée.'],
  api_key_already_rolled: ['conflict', 'Cette clé a déjà été remplacée : renouvelez plutôt sa remplaçante.'],
  api_keys_need_session: [
    'forbidden',
    'Ces routes sont celles de la page Crédits, connectée avec votre mot de passe : avec une clé API, gérez vos clés par /pro/api-keys.',
  ],
  api_key_mode_not_allowed: [
    'forbidden',
    'Une clé de test ne peut créer que des clés de test.',
    'Créez la clé de production avec une clé de production, ou depuis la page Crédits.',
  ],
  reset_link_invalid: [
    'invalid_request',
    'Ce lien de réinitialisation est invalide, déjà utilisé ou expiré : demandez-en un nouveau.',
  ],
  password_needed_again: [
    'reauthentication_required',
    'Confirmez votre mot de passe pour continuer.',
    'Par sécurité, une nouvelle clé ou un nouveau secret demande de saisir à nouveau votre mot de passe.',
  ],
  wrong_password: ['forbidden', 'Mot de passe incorrect.'],
  credits_session_only: [
    'forbidden',
    'Réservé à la session de la page Crédits : une clé API ne s’y connecte ni ne s’en déconnecte.',
  ],
  webhook_secret_rotation_under_way: [
    'conflict',
    'Une rotation du secret est déjà en cours : terminez-la d’abord.',
  ],
  /** The headers or the body came too slowly (`plugins/request-deadlines.ts`). */
  request_too_slow: [
    'request_timeout',
    'Requête trop lente : elle n’est pas arrivée dans le délai imparti. Renvoyez-la.',
  ],
  request_headers_too_large: ['payload_too_large', 'Les en-têtes de la requête sont trop volumineux.'],
  request_malformed: ['invalid_request', 'Requête HTTP mal formée.'],
  /** Its details give the limit (`plugins/connection-limit.ts`). */
  too_many_connections: [
    'too_many_requests',
    'Trop de connexions ouvertes depuis votre adresse : fermez-en avant d’en ouvrir d’autres.',
  ],
  file_type_refused: [
    'unsupported_file_type',
    'Type de fichier non supporté.',
    `Les types acceptés sont ${ACCEPTED_FILE_TYPES_TEXT}. Aucun crédit n’a été utilisé.`,
  ],
  webhook_url_unknown: [
    'invalid_request',
    'Aucune adresse de webhook connue pour ce compte : indiquez-en une dans le champ url.',
  ],
  webhook_endpoint_limit_reached: [
    'conflict',
    'Vous avez atteint le nombre maximal de points de terminaison (10) : supprimez-en un d’abord.',
  ],
  webhook_endpoint_mode_not_allowed: [
    'forbidden',
    'Une clé de test ne peut créer que des points de terminaison de test.',
  ],
  webhook_endpoint_unknown: ['not_found', 'Point de terminaison introuvable, ou déjà supprimé.'],
  webhook_delivery_unknown: ['not_found', 'Livraison introuvable : vérifiez son identifiant.'],
  /** Its details give the next try. */
  webhook_delivery_pending: [
    'conflict',
    'Cette livraison est encore en cours : elle sera essayée à nouveau sans renvoi.',
  ],
  webhook_endpoint_deleted: [
    'conflict',
    'Le point de terminaison de cette livraison a été supprimé : elle ne peut plus être renvoyée.',
  ],
} as const satisfies Record<string, readonly [ErrorCode, string, string?]>;

export type RefusalName = keyof typeof REFUSALS;

/**
 * Every refusal of the table, for the test that walks it.
 * @internal exported for its tests
 */
export const REFUSAL_NAMES = Object.keys(REFUSALS) as RefusalName[];

/**
 * The error a route throws for a module's refusal, answered through the error table. `details` is for
 * the refusals whose details depend on the case (built by the helpers below); `cause` goes to the log;
 * `credits` is a 402's shortfall.
 */
export function refusal(
  name: RefusalName,
  options: { details?: string; cause?: unknown; credits?: { balance: number; required: number } } = {},
): AppError {
  const [code, message, details]: readonly [ErrorCode, string, string?] = REFUSALS[name];
  return new AppError(code, message, { ...options, details: options.details ?? details });
}

/** The details of 'Limite atteinte': the plan's documents are used, and the way on. */
export function planLimitDetails(limit: {
  planId: string;
  planName: string;
  documentsPerMonth: number;
  renewsAt: Date | null;
}): string {
  const renewal = limit.renewsAt
    ? new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(limit.renewsAt)
    : '';
  const onwards =
    limit.planId === 'starter'
      ? "Passez à la formule Pro ou horodatez ce document à l'unité."
      : `Horodatez ce document à l'unité ou attendez le renouvellement le ${renewal}.`;
  return `Les ${limit.documentsPerMonth} documents de votre formule ${limit.planName} sont utilisés pour cette période. ${onwards}`;
}

/** Why a webhook URL is refused, in French, from the guard's reason. */
export function webhookUrlDetails(refused: WebhookUrlRefusal): string {
  switch (refused.reason) {
    case 'not_a_url':
      return "Ce n'est pas une adresse valide.";
    case 'not_https':
      return 'Seules les adresses https:// sont acceptées.';
    case 'has_credentials':
      return "L'adresse ne doit pas contenir d'identifiants.";
    case 'unresolvable':
      return `Le nom ${refused.host} ne se résout pas.`;
    case 'private_address':
      return 'Elle mène à une adresse privée, locale ou réservée.';
  }
}
