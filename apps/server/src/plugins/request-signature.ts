import { SIGNATURE_HEADERS } from '@horodoc/shared/request-signature';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../adapters/db/database';
import type { SeenSignatures } from '../adapters/request-limits/seen-signatures';
import { AppError } from '../errors';
import type { ApiKeyCache } from '../modules/accounts/api-key-cache';
import { recordAuthEvent } from '../modules/accounts/auth-event-repository';
import {
  type ApiCaller,
  type SignatureRejection,
  verifyRequestSignature,
} from '../modules/accounts/verify-request-signature';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who signed the request, once `checkSignature` let it through. */
    apiCaller?: ApiCaller;
  }
  interface FastifyContextConfig {
    /** The credits page's session keys may sign this route (the account's API keys always may). */
    apiSessions?: true;
  }
}

/** The documented meaning of a 401 (spec, section 8), then what to fix. */
const REFUSED = 'Authentification échouée : vérifiez vos clés et la signature.';
const DETAILS: Record<SignatureRejection, string> = {
  missing_headers: 'Les en-têtes X-API-Key, X-Signature et X-Timestamp sont requis.',
  stale_timestamp:
    "X-Timestamp doit être l'heure courante en millisecondes depuis le 1er janvier 1970, à 5 minutes près.",
  unknown_key: 'Clé API ou signature invalide.',
  session_not_allowed: 'Clé API ou signature invalide.',
  bad_signature: 'Clé API ou signature invalide.',
  replayed: 'Cette signature a déjà été utilisée : signez chaque requête avec un timestamp frais.',
};

export type SignatureHook = (request: FastifyRequest) => Promise<void>;

/**
 * The request signature as an `onRequest` hook, for every /pro route and the signed calls of the credits
 * page: before the body is read, the caller is identified or the request is refused with a 401.
 */
export function createSignatureHook(options: {
  db: Db;
  masterKey: Buffer;
  seen: SeenSignatures;
  /** Usable keys already looked up (the process's, which revocations empty). */
  keys: ApiKeyCache;
  now?: () => number;
}): SignatureHook {
  const now = options.now ?? Date.now;
  const { keys } = options;
  const header = (request: FastifyRequest, name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value.trim() : undefined;
  };
  return async (request) => {
    const check = await verifyRequestSignature({
      db: options.db,
      masterKey: options.masterKey,
      seen: options.seen,
      keys,
      method: request.method,
      path: request.url,
      headers: {
        apiKey: header(request, SIGNATURE_HEADERS.apiKey),
        signature: header(request, SIGNATURE_HEADERS.signature),
        timestamp: header(request, SIGNATURE_HEADERS.timestamp),
      },
      acceptSessions: request.routeOptions.config.apiSessions === true,
      now: now(),
    });
    if (check.ok) {
      request.apiCaller = check.caller;
      return;
    }
    if (check.accountId) {
      // Recorded against the key's account only: unknown keys would let anyone fill the table. Awaited, so
      // the refusal is on record before its answer leaves.
      await recordAuthEvent(options.db, {
        kind: 'api_signature_rejected',
        accountId: check.accountId,
        detail: check.reason,
        client: { ip: request.ip, userAgent: request.headers['user-agent'] },
      }).catch((error: unknown) => request.log.warn({ err: error }, 'auth event not recorded'));
    }
    throw new AppError('authentication_failed', REFUSED, { details: DETAILS[check.reason] });
  };
}

/** The signed caller of a route behind `checkSignature`. */
export function signedCaller(request: FastifyRequest): ApiCaller {
  if (!request.apiCaller) throw new Error('route reached without a checked signature');
  return request.apiCaller;
}
