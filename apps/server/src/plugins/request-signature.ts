import { SIGNATURE_HEADERS, SIGNATURE_VERSIONS, signedTextV2 } from '@horodoc/shared/request-signature';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../adapters/db/database';
import type { DeferredClaim, SeenSignatures } from '../adapters/request-limits/seen-signatures';
import { AppError } from '../errors';
import type { ApiKeyCache } from '../modules/accounts/api-key-cache';
import { recordAuthEvent } from '../modules/accounts/auth-event-repository';
import {
  type ApiCaller,
  confirmSignature,
  identifySigner,
  type SignatureRejection,
  verifyRequestSignature,
} from '../modules/accounts/verify-request-signature';
import { tapBodyDigest } from './body-digest';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who signed the request, once `checkSignature` let it through. */
    apiCaller?: ApiCaller;
    /** A version-2 signature still to be compared, once the body is read: see {@link settleBodySignature}. */
    pendingBodySignature?: () => Promise<void>;
    /** The signature's claim, left to the route's write: see {@link takeSignatureClaim}. */
    pendingSignatureClaim?: SignatureClaim;
  }
  interface FastifyContextConfig {
    /** The credits page's session keys may sign this route (the account's API keys always may). */
    apiSessions?: true;
    /**
     * The route's write records the request's signature as seen, in its own statement, before it reads or
     * writes anything else: see {@link takeSignatureClaim}.
     */
    claimsSignature?: true;
  }
}

/** A signature to record as seen before anything else: in the route's own write, or alone. */
export interface SignatureClaim {
  /** Absent when the claim was made already (the store cannot defer it). */
  deferred?: DeferredClaim;
  /** Refuses the request as a replay (401), when the claim was lost. */
  refuseReplay(): Promise<never>;
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
const BAD_BODY_SIGNATURE =
  'Clé API ou signature invalide. En version 2, la signature couvre aussi le SHA-256 du corps tel qu’envoyé : un corps modifié après la signature est refusé.';
const UNKNOWN_VERSION = 'Version de signature inconnue : X-Signature-Version vaut 1 (par défaut) ou 2.';

/** A body the route did not read (a GET's) is hashed up to the size of a JSON body, no further. */
const UNREAD_BODY_LIMIT = 1024 * 1024;

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
  const refuse = async (
    request: FastifyRequest,
    check: { reason: SignatureRejection; accountId?: string },
    details = DETAILS[check.reason],
  ): Promise<never> => {
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
    throw new AppError('authentication_failed', REFUSED, { details });
  };
  return async (request) => {
    const version = header(request, SIGNATURE_HEADERS.version) ?? '1';
    if (!(SIGNATURE_VERSIONS as readonly string[]).includes(version)) {
      throw new AppError('invalid_request', UNKNOWN_VERSION);
    }
    const signing = {
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
      deferClaim: request.routeOptions.config.claimsSignature === true,
      now: now(),
    };
    const passed = (check: { caller: ApiCaller; deferred?: DeferredClaim }) => {
      request.apiCaller = check.caller;
      if (!signing.deferClaim) return;
      request.pendingSignatureClaim = {
        deferred: check.deferred,
        refuseReplay: () => {
          // A replay is not the key's use: nothing of it is counted.
          request.apiCaller = undefined;
          return refuse(request, { reason: 'replayed', accountId: check.caller.accountId });
        },
      };
    };
    if (version === '1') {
      const check = await verifyRequestSignature(signing);
      if (!check.ok) return refuse(request, check);
      passed(check);
      return;
    }
    // Version 2: the key and the time are checked now, before a byte of the body is read; the HMAC, which
    // covers the body's hash, once the body has streamed through the hash.
    const identified = await identifySigner(signing);
    if (!identified.ok) return refuse(request, identified);
    const { signer } = identified;
    const body = tapBodyDigest(request.raw);
    request.apiCaller = signer.caller;
    request.pendingBodySignature = async () => {
      request.apiCaller = undefined;
      const digest = await body.finish(UNREAD_BODY_LIMIT);
      if (digest === 'too_large') {
        throw new AppError('payload_too_large', 'Le corps de la requête est trop volumineux.');
      }
      if (digest === 'aborted') {
        throw new AppError('invalid_request', 'La requête a été interrompue avant la fin de son corps.');
      }
      const text = signedTextV2(request.method, request.url, signer.timestamp, digest);
      const check = await confirmSignature(signer, text, options.seen, signing.deferClaim);
      if (!check.ok) {
        return refuse(request, check, check.reason === 'bad_signature' ? BAD_BODY_SIGNATURE : undefined);
      }
      passed(check);
    };
  };
}

/**
 * Compares a version-2 signature once the body is read; nothing for version 1. A route that reads a
 * multipart body itself calls it after the last part; every other request is settled before validation
 * by {@link settleParsedBodySignature}.
 */
export async function settleBodySignature(request: FastifyRequest): Promise<void> {
  const settle = request.pendingBodySignature;
  if (!settle) return;
  request.pendingBodySignature = undefined;
  await settle();
}

/** `preValidation`, for every route: a parsed (or absent) body is whole, so its signature is settled. */
export async function settleParsedBodySignature(request: FastifyRequest): Promise<void> {
  // A multipart body is read by the route's handler, which settles it after its last part.
  if (request.pendingBodySignature && !request.isMultipart?.()) await settleBodySignature(request);
}

/**
 * The key that signs the request, for the per-key limit: checked in full (version 1), or known, usable and
 * on time with the body still to be checked (version 2, which counts the body read as a request).
 */
export function identifiedCaller(request: FastifyRequest): ApiCaller {
  if (!request.apiCaller) throw new Error('route reached without a checked signature');
  return request.apiCaller;
}

/** The signed caller of a route behind `checkSignature`. */
export function signedCaller(request: FastifyRequest): ApiCaller {
  if (request.pendingBodySignature) throw new Error('caller read before the body signature was settled');
  if (request.pendingSignatureClaim) throw new Error('caller read before the signature claim was taken');
  if (!request.apiCaller) throw new Error('route reached without a checked signature');
  return request.apiCaller;
}

/**
 * `onSend`, behind `checkSignature`: a `claimsSignature` route that answers without having taken its claim
 * (its body refused, say) makes it now, before the answer leaves, so that no signature that passed is good
 * twice. Version 1 does not sign the body: the same headers could otherwise come back with another one.
 */
export async function claimUntakenSignature(request: FastifyRequest): Promise<void> {
  const claim = request.pendingSignatureClaim;
  if (!claim) return;
  request.pendingSignatureClaim = undefined;
  await claim.deferred?.claim().catch((error: unknown) => {
    request.log.warn({ err: error }, 'signature claim not recorded');
  });
}

/**
 * The signed caller of a `claimsSignature` route, with the claim its write must make before anything else
 * (`deferred`, absent when already made), and the refusal to give when that claim is lost.
 */
export function takeSignatureClaim(request: FastifyRequest): { caller: ApiCaller; claim: SignatureClaim } {
  const claim = request.pendingSignatureClaim;
  if (!claim) throw new Error('signature claim taken twice, or on a route that does not defer it');
  request.pendingSignatureClaim = undefined;
  return { caller: signedCaller(request), claim };
}
