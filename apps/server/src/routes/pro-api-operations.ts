/**
 * What the OpenAPI document says of each operation of the signed API beyond its zod schemas: its
 * `operationId` (the name the SDKs give its method), a summary, its tag, what its success answers, and the
 * statuses it adds to those every operation may answer. `describeProApi` fails on a route missing here.
 */

export interface ProOperation {
  operationId: string;
  summary: string;
  tag: ProTag;
  /** The success's description. */
  ok: string;
  /** Statuses beyond the common ones (see `describe-pro-api.ts`), as the route's refusals give them. */
  errors?: number[];
  /** Said of the operations whose limits or rights need a word. */
  description?: string;
}

export type ProTag = 'Certificats' | 'Crédits et usage' | 'Webhooks' | 'Clés API' | 'Événements';

/** The tags, in the order a reader meets them, each with its description. */
export const PRO_TAGS: Array<{ name: ProTag; description: string }> = [
  {
    name: 'Certificats',
    description:
      'Horodater un document (par son empreinte, ou envoyé en flux), un lot de 1000 empreintes, suivre un certificat, télécharger son PDF et sa preuve JSON, retrouver ses certificats.',
  },
  {
    name: 'Crédits et usage',
    description: 'Le solde de crédits et l’utilisation du mois, requête par requête et jour par jour.',
  },
  {
    name: 'Webhooks',
    description:
      'Le secret des signatures, les points de terminaison du compte, le journal des livraisons avec leurs essais, le renvoi d’une livraison et un webhook d’essai.',
  },
  {
    name: 'Clés API',
    description:
      'Les clés du compte : lister, créer, renouveler (l’ancienne signe encore 7 jours au plus), révoquer. Une clé ne crée jamais une clé qui ait plus de droits qu’elle.',
  },
  {
    name: 'Événements',
    description:
      'Ce que le service envoie en POST à vos adresses (section webhooks) : chaque événement, sa charge utile et sa signature Standard Webhooks, et le calendrier des nouveaux essais.',
  },
];

export const PRO_OPERATIONS: Record<string, ProOperation> = {
  'POST /pro/certificates/upload': {
    operationId: 'uploadDocument',
    summary: 'Horodater un document ou son empreinte',
    tag: 'Certificats',
    ok: 'Le certificat, au statut pending (ou le certificat existant d’une empreinte déjà horodatée, sans débit), et les crédits restants.',
    errors: [402, 409, 415],
  },
  'POST /pro/certificates/batch': {
    operationId: 'createBatch',
    summary: 'Horodater un lot de 1000 empreintes au plus',
    tag: 'Certificats',
    ok: 'Un certificat par empreinte, dans l’ordre envoyé, et les crédits utilisés et restants.',
    errors: [402, 409, 415],
  },
  'GET /pro/certificates/{certificate_id}/status': {
    operationId: 'getCertificate',
    summary: 'Lire l’état d’un certificat',
    tag: 'Certificats',
    ok: 'Le certificat : son statut et, une fois ancré, sa transaction, son bloc et l’adresse de son PDF.',
  },
  'GET /pro/certificates/{certificate_id}/download': {
    operationId: 'downloadPdf',
    summary: 'Télécharger le certificat PDF',
    tag: 'Certificats',
    ok: 'Le certificat PDF (PDF/A-3, signé, sa preuve JSON jointe) : certificat-{16 premiers caractères de l’empreinte}.pdf.',
    errors: [409],
  },
  'GET /pro/certificates/{certificate_id}/proof': {
    operationId: 'getProof',
    summary: 'Lire la preuve JSON d’un certificat',
    tag: 'Certificats',
    ok: 'La preuve (format horodoc-proof, docs/proof-format.md), le fichier même que le PDF porte, octet pour octet : horodoc verify --proof la vérifie sans Horodoc.',
    errors: [409],
  },
  'GET /pro/certificates': {
    operationId: 'listCertificates',
    summary: 'Rechercher ses certificats',
    tag: 'Certificats',
    ok: 'Une page de certificats, du plus récent au plus ancien ; next_cursor mène à la suivante (null : c’était la dernière).',
  },
  'GET /pro/certificates/export.csv': {
    operationId: 'exportCertificatesCsv',
    summary: 'Exporter tous ses certificats en CSV',
    tag: 'Certificats',
    ok: 'Le CSV (RFC 4180, UTF-8) de tous vos certificats, du plus ancien au plus récent, avec la preuve JSON de chacun une fois ancré.',
  },
  'GET /pro/credits/balance': {
    operationId: 'getBalance',
    summary: 'Lire le solde de crédits',
    tag: 'Crédits et usage',
    ok: 'Les crédits disponibles, utilisés et achetés.',
  },
  'GET /pro/usage': {
    operationId: 'getUsage',
    summary: 'Lire l’utilisation d’un mois',
    tag: 'Crédits et usage',
    ok: 'Les requêtes, échecs, certificats et crédits du mois, par jour et par clé.',
  },
  'GET /pro/webhooks/secret': {
    operationId: 'getWebhookSecret',
    summary: 'Lire le secret des webhooks',
    tag: 'Webhooks',
    ok: 'Le secret whsec_ du compte, qui signe les webhooks des envois et des lots (Standard Webhooks).',
  },
  'POST /pro/webhooks/test': {
    operationId: 'sendTestWebhook',
    summary: 'Envoyer un webhook d’essai',
    tag: 'Webhooks',
    ok: 'Ce que votre récepteur a répondu : success vaut true pour un 2xx.',
    errors: [415],
    description:
      'Limitée à 10 appels par minute et par clé, en plus des 1000 requêtes par heure de toute route : les en-têtes RateLimit-* disent la limite la plus proche de son terme, et un 429 porte Retry-After.',
  },
  'GET /pro/webhooks/endpoints': {
    operationId: 'listWebhookEndpoints',
    summary: 'Lister les points de terminaison',
    tag: 'Webhooks',
    ok: 'Les points de terminaison que la clé peut voir, du plus ancien au plus récent, jamais leur secret.',
    description:
      'Chaque point de terminaison reçoit, signés sous son propre secret (montré une seule fois, à la création), les événements qu’il écoute des certificats que le compte crée ensuite par l’API dans son mode. Une clé de test ne voit et ne crée que des points de terminaison de test.',
  },
  'POST /pro/webhooks/endpoints': {
    operationId: 'createWebhookEndpoint',
    summary: 'Créer un point de terminaison',
    tag: 'Webhooks',
    ok: 'Le point de terminaison, et son webhook_secret, montré dans cette réponse seulement.',
    errors: [403, 409, 415],
    description:
      'Chaque point de terminaison reçoit, signés sous son propre secret (montré une seule fois, à la création), les événements qu’il écoute des certificats que le compte crée ensuite par l’API dans son mode. Une clé de test ne voit et ne crée que des points de terminaison de test.',
  },
  'DELETE /pro/webhooks/endpoints/{endpoint_id}': {
    operationId: 'deleteWebhookEndpoint',
    summary: 'Supprimer un point de terminaison',
    tag: 'Webhooks',
    ok: 'Le point de terminaison supprimé : plus rien ne lui est envoyé ; ses livraisons restent dans le journal.',
  },
  'GET /pro/webhooks/deliveries': {
    operationId: 'listWebhookDeliveries',
    summary: 'Lire le journal des livraisons',
    tag: 'Webhooks',
    ok: 'Une page de livraisons, de la plus récente à la plus ancienne, chacune avec tous ses essais.',
    description:
      'Les livraisons du compte (vers ses points de terminaison et vers les webhook_url de ses envois et lots), de la plus récente à la plus ancienne, chacune avec tous ses essais.',
  },
  'POST /pro/webhooks/deliveries/{delivery_id}/redeliver': {
    operationId: 'redeliverWebhook',
    summary: 'Renvoyer une livraison',
    tag: 'Webhooks',
    ok: 'La livraison, de nouveau due aussitôt, avec le même webhook-id.',
    errors: [409],
  },
  'GET /pro/api-keys': {
    operationId: 'listApiKeys',
    summary: 'Lister les clés API',
    tag: 'Clés API',
    ok: 'Les clés qui signent encore, de la plus ancienne à la plus récente, jamais leur secret.',
    description:
      'Une clé de test ne voit et ne crée que des clés de test : aucune clé n’en crée une qui ait plus de droits qu’elle.',
  },
  'POST /pro/api-keys': {
    operationId: 'createApiKey',
    summary: 'Créer une clé API',
    tag: 'Clés API',
    ok: 'La clé, et son api_secret, montré dans cette réponse seulement : rangez-le aussitôt.',
    errors: [403, 409, 415],
    description:
      'Une clé de test ne voit et ne crée que des clés de test : aucune clé n’en crée une qui ait plus de droits qu’elle.',
  },
  'POST /pro/api-keys/{key_id}/roll': {
    operationId: 'rollApiKey',
    summary: 'Renouveler une clé API',
    tag: 'Clés API',
    ok: 'La remplaçante et son api_secret (montré dans cette réponse seulement), et la clé renouvelée avec sa fin, expires_at.',
    errors: [409, 415],
  },
  'POST /pro/api-keys/{key_id}/revoke': {
    operationId: 'revokeApiKey',
    summary: 'Révoquer une clé API',
    tag: 'Clés API',
    ok: 'La clé révoquée : elle est refusée dès revoked_at, par toutes les instances.',
  },
};
