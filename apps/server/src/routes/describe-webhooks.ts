import { webhookEventSchema } from '@horodoc/shared/pro-api';
import { batchSettledEventSchema } from '@horodoc/shared/pro-batch-api';
import {
  WEBHOOK_EVENT_CATALOGUE,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_RETRY,
  type WebhookEventType,
  webhookRetryDelayMs,
} from '@horodoc/shared/webhook-events';
import { z } from 'zod';

/** A zod schema as an OpenAPI 3.1 schema object. */
function schemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _, ...body } = z.toJSONSchema(schema) as Record<string, unknown>;
  return body;
}

/** The schedule of tries, from the constants the sender uses: "10 s, 20 s, 40 s… 2 h". */
function retrySchedule(): string {
  const delays: string[] = [];
  for (let failed = 1; delays.length < 4; failed++) delays.push(`${webhookRetryDelayMs(failed) / 1000} s`);
  return `${delays.join(', ')}… le délai doublant jusqu’à ${WEBHOOK_RETRY.maxRetryMs / 3_600_000} h au plus, pendant ${WEBHOOK_RETRY.windowMs / 3_600_000} heures après l’événement (ou après son dernier renvoi)`;
}

/** Where each event goes, and under which secret. */
function whereSent(type: WebhookEventType): string {
  if (type === 'batch.settled')
    return 'Envoyé à la webhook_url du lot, sous le secret du compte (GET /pro/webhooks/secret).';
  if (type === 'webhook.test')
    return 'Envoyé aussitôt à l’adresse donnée, sous le secret du compte, sans nouvel essai.';
  return 'Envoyé à la webhook_url de l’envoi (sous le secret du compte, GET /pro/webhooks/secret) et à chaque point de terminaison du compte qui l’écoute (sous son propre secret). data est la réponse de GET /pro/certificates/{certificate_id}/status, avec les tags et metadata que le compte a donnés à son dernier envoi du document.';
}

/** How a receiver knows a webhook is ours: its Standard Webhooks signature, under the secret of where it goes. */
export const WEBHOOK_SECURITY_SCHEME = {
  webhookSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'webhook-signature',
    description:
      'Standard Webhooks : v1, suivi du HMAC-SHA256 en base64, sous le secret whsec_ (décodé de base64), de webhook-id + « . » + webhook-timestamp + « . » + le corps brut. Le secret est celui du compte (GET /pro/webhooks/secret) pour une webhook_url, celui du point de terminaison pour un point de terminaison. Refusez un webhook-timestamp à plus de 5 minutes de votre heure.',
  },
};

const HEADERS = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description:
      'L’identifiant de la livraison, le même à chaque essai et à chaque renvoi : dédoublonnez dessus.',
    schema: { type: 'string' },
    example: 'c1d2e3f4-a5b6-4c7d-9e8f-0a1b2c3d4e5f',
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'L’heure de l’envoi de cet essai, en secondes depuis 1970.',
    schema: { type: 'string', pattern: '^[0-9]+$' },
    example: '1795788107',
  },
];

/** The certificate each example event is about (the document's examples' own). */
const certificate = {
  success: true,
  certificate_id: '3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69',
  status: 'completed',
  file_hash: '0x3d2a8e9d4efc4bbf49fd1f0d83228a4a775c4c44c36fe635515e2d0f589da3f6',
  file_name: 'contrat.pdf',
  blockchain_tx_hash: '0x89aa3148f0979dba7cfbe42ab5618413a4ef1f36973be7db6ca99f7c8e343881',
  blockchain_timestamp: 1795788076,
  block_number: 31415926,
  explorer_url: 'https://basescan.org/tx/0x89aa3148f0979dba7cfbe42ab5618413a4ef1f36973be7db6ca99f7c8e343881',
  certificate_url: 'https://horodoc.fr/api/certificates/3f0c6a8e-2b1d-4c5e-9a7f-1e2d3c4b5a69/certificate.pdf',
  tags: ['dossier-42'],
  metadata: { client: '42' },
};

/** One example payload per event. */
function exampleOf(type: WebhookEventType): Record<string, unknown> {
  const timestamp = '2026-11-03T14:02:40.000Z';
  if (type === 'batch.settled') {
    return {
      type,
      timestamp,
      data: {
        batch_id: '8d2e4f60-7a1b-4c3d-8e9f-0a1b2c3d4e5f',
        documents: 1,
        completed: 1,
        failed: 0,
        expired: 0,
        certificates: [
          {
            certificate_id: certificate.certificate_id,
            file_hash: certificate.file_hash,
            status: 'completed',
          },
        ],
      },
    };
  }
  if (type === 'certificate.failed' || type === 'certificate.expired') {
    const status = type === 'certificate.failed' ? 'failed' : 'expired';
    const unanchored = { blockchain_tx_hash: null, blockchain_timestamp: null, block_number: null };
    return {
      type,
      timestamp,
      data: { ...certificate, ...unanchored, status, explorer_url: null, certificate_url: null },
    };
  }
  return { type, timestamp, data: certificate };
}

/**
 * What the service POSTs (OpenAPI 3.1 `webhooks`): one entry per event of the catalogue, each with its
 * payload and an example, its signature and the retry schedule.
 */
export function describeWebhooks(): Record<string, unknown> {
  const retried = `Sans réponse 2xx dans les 5 secondes, nouvel essai après ${retrySchedule()}.`;
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => {
      const body =
        type === 'batch.settled'
          ? batchSettledEventSchema
          : webhookEventSchema.extend({ type: z.literal(type) });
      const { summary, when } = WEBHOOK_EVENT_CATALOGUE[type];
      return [
        type,
        {
          post: {
            operationId: `webhook.${type}`,
            summary: `${type} : ${summary}`,
            description: [when, whereSent(type), type === 'webhook.test' ? '' : retried]
              .filter(Boolean)
              .join(' '),
            tags: ['Événements'],
            security: [{ webhookSignature: [] }],
            parameters: HEADERS,
            requestBody: {
              required: true,
              content: { 'application/json': { schema: schemaOf(body), example: exampleOf(type) } },
            },
            responses: {
              '200': { description: 'Reçu : toute réponse 2xx arrête les nouveaux essais.' },
              '400': {
                description:
                  'Refusé (signature fausse, horodatage trop ancien) : compté comme un échec, et essayé à nouveau selon le calendrier.',
              },
            },
          },
        },
      ];
    }),
  );
}
