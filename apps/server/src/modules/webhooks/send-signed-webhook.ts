import type { Db } from '../../adapters/db/database';
import type { PostWebhook } from '../../adapters/http/post-webhook';
import { signWebhook } from './sign-webhook';
import { readEndpointSigningSecret } from './webhook-endpoint-repository';
import { readWebhookSigningSecrets } from './webhook-secret-repository';
import { checkWebhookTarget, type ResolveHost, type WebhookUrlRefusal } from './webhook-target-guard';

/** How webhooks leave: the target's rules, the POST, and one try's budget. */
export interface WebhookSender {
  db: Db;
  masterKey: Buffer;
  /** Embedded mode: http and local addresses are acceptable targets. */
  allowLocal: boolean;
  post: PostWebhook;
  resolve?: ResolveHost;
  /** One try's whole budget: name resolution, connection, TLS, the answer's status line and headers. */
  timeoutMs: number;
}

export type SentWebhook =
  | { kind: 'answered'; statusCode: number }
  /** Its endpoint was deleted: its secret no longer signs, and nothing is sent. */
  | { kind: 'endpoint_deleted' }
  /** Nothing came back within the budget: no address in time, no connection, or no answer. */
  | { kind: 'unanswered'; error: string }
  | WebhookUrlRefusal;

/**
 * Signs a message with its endpoint's secret, or else the account's (both during a rotation), and POSTs it
 * where `url` leads now:
 * the target checked after resolution, the connection pinned to the address checked, the whole try within
 * `timeoutMs` whatever the receiver or its DNS server trickles.
 */
export async function sendSignedWebhook(
  sender: WebhookSender,
  message: {
    url: string;
    accountId: string;
    endpointId?: string | null;
    id: string;
    body: string;
    now: Date;
  },
): Promise<SentWebhook> {
  const deadline = performance.now() + sender.timeoutMs;
  const secrets = await signingSecretsOf(sender, message);
  if (!secrets) return { kind: 'endpoint_deleted' };
  const signal = AbortSignal.timeout(Math.max(1, Math.round(deadline - performance.now())));
  const checked = await Promise.race([
    checkWebhookTarget(message.url, { allowLocal: sender.allowLocal, resolve: sender.resolve, signal }),
    new Promise<null>((resolve) => signal.addEventListener('abort', () => resolve(null), { once: true })),
  ]);
  if (!checked || signal.aborted) {
    return { kind: 'unanswered', error: `pas d’adresse en ${sender.timeoutMs} ms` };
  }
  if (checked.kind !== 'ok') return checked;
  const { kind: _ok, ...target } = checked;
  const headers = signWebhook({
    secrets,
    id: message.id,
    timestampSeconds: Math.floor(message.now.getTime() / 1000),
    body: message.body,
  });
  const timeoutMs = Math.max(1, Math.round(deadline - performance.now()));
  const answer = await sender.post({ ...target, headers, body: message.body, timeoutMs });
  if ('statusCode' in answer) return { kind: 'answered', statusCode: answer.statusCode };
  // Named by the try's whole budget, which the POST's remainder of it ended.
  const error = answer.timedOut ? `pas de réponse complète en ${sender.timeoutMs} ms` : answer.error;
  return { kind: 'unanswered', error };
}

/** The endpoint's secret (null once it is deleted), or the account's secrets (both during a rotation). */
async function signingSecretsOf(
  sender: WebhookSender,
  message: { accountId: string; endpointId?: string | null; now: Date },
): Promise<string[] | null> {
  if (!message.endpointId) {
    return readWebhookSigningSecrets(sender.db, sender.masterKey, message.accountId, message.now);
  }
  const secret = await readEndpointSigningSecret(sender.db, sender.masterKey, message.endpointId);
  return secret === null ? null : [secret];
}
