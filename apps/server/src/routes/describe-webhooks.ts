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

/**
 * What the service POSTs (OpenAPI 3.1 `webhooks`): one entry per event of the catalogue, each with its
 * payload, its signature and the retry schedule.
 */
export function describeWebhooks(): Record<string, unknown> {
  const signed =
    'Signé comme Standard Webhooks le décrit : en-têtes webhook-id (l’identifiant de la livraison, le même à chaque essai : dédoublonnez dessus), webhook-timestamp et webhook-signature.';
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
            description: [when, whereSent(type), signed, type === 'webhook.test' ? '' : retried]
              .filter(Boolean)
              .join(' '),
            requestBody: { required: true, content: { 'application/json': { schema: schemaOf(body) } } },
            responses: {
              '200': { description: 'Reçu : toute réponse 2xx arrête les nouveaux essais.' },
            },
          },
        },
      ];
    }),
  );
}
