/**
 * The webhook event catalogue and retry schedule: one source for the server that sends the events, the OpenAPI
 * document and the /api-docs page that describe them.
 */

/** The events of one certificate: what a webhook endpoint may subscribe to. */
export const CERTIFICATE_EVENT_TYPES = [
  'certificate.completed',
  'certificate.failed',
  'certificate.expired',
  'certificate.finalized',
  'certificate.checkpointed',
] as const;
export type CertificateEventType = (typeof CERTIFICATE_EVENT_TYPES)[number];

/** Every event the service sends. */
export const WEBHOOK_EVENT_TYPES = [...CERTIFICATE_EVENT_TYPES, 'batch.settled', 'webhook.test'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Each event, in French: a title, and when it is sent and where. */
export const WEBHOOK_EVENT_CATALOGUE: Record<WebhookEventType, { summary: string; when: string }> = {
  'certificate.completed': {
    summary: 'Certificat ancré',
    when: 'L’empreinte est ancrée sur Base : le certificat PDF et la preuve sont prêts.',
  },
  'certificate.failed': {
    summary: 'Ancrage échoué',
    when: 'L’ancrage a échoué : aucun certificat, et le crédit est rendu.',
  },
  'certificate.expired': {
    summary: 'Délai dépassé',
    when: 'L’empreinte n’a pas été ancrée dans le délai : aucun certificat, et le crédit est rendu.',
  },
  'certificate.finalized': {
    summary: 'Bloc final',
    when: 'Le bloc de l’ancrage est final sur Ethereum : il ne peut plus être annulé.',
  },
  'certificate.checkpointed': {
    summary: 'Scellé sur Ethereum',
    when: 'Le point de contrôle quotidien scelle l’ancrage sur Ethereum (data.ethereum_checkpoint dit où) : la preuve et le PDF, téléchargés à nouveau, portent le sceau.',
  },
  'batch.settled': {
    summary: 'Lot terminé',
    when: 'Tous les certificats d’un lot envoyé avec une webhook_url sont définitifs : envoyé à cette adresse seulement, une fois.',
  },
  'webhook.test': {
    summary: 'Essai',
    when: 'Envoyé à la demande par POST /pro/webhooks/test, avec un certificat fictif.',
  },
};

/**
 * When a failed delivery is tried again: 10 s after the first failure, the delay doubling after each one up to
 * two hours apart, for 24 hours after the event (or after its latest redelivery); then it is given up.
 */
export const WEBHOOK_RETRY = {
  firstRetryMs: 10_000,
  maxRetryMs: 2 * 3600_000,
  windowMs: 24 * 3600_000,
} as const;

/** The wait before the next try of a delivery that failed `failedAttempts` times. */
export function webhookRetryDelayMs(failedAttempts: number): number {
  return Math.min(
    WEBHOOK_RETRY.firstRetryMs * 2 ** Math.max(0, failedAttempts - 1),
    WEBHOOK_RETRY.maxRetryMs,
  );
}
