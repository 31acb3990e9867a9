import {
  SIGNATURE_HEADERS,
  SIGNATURE_VERSIONS,
  signedText,
  signedTextV2,
} from '@horodoc/shared/request-signature';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../adapters/db/database';
import type { DeferredClaim, SeenSignatures } from '../adapters/request-limits/seen-signatures';
import { AppError } from '../errors';
import type { ApiKeyCache } from '../modules/accounts/api-key-cache';
import { recordAuthEvent } from '../modules/accounts/auth-event-repository';
import {
  type ApiCaller,
  claimRequest,
  identifySigner,
  type SignatureRejection,
  signatureMatches,
} from '../modules/accounts/verify-request-signature';
import { tapBodyDigest } from './body-digest';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who signed the request, once `checkSignature` let it through. */
    apiCaller?: ApiCaller;
    /**
     * What waits for the body to be read (a version-2 signature's comparison, the claim of a write): see
     * {@link settleBodySignature}.
     */
    pendingBodySignature?: () => Promise<void>;
    /** The signature's claim, left to the route's write: see {@link takeSignatureClaim}. */
    pendingSignatureClaim?: SignatureClaim;
  }
  interface FastifyContextConfig {
    /** The credits page's session keys may sign this route (the account's API keys always may). */
    apiSessions?: true;
    /**
     * The route's write records the request as seen (its signature with its body's digest), in its own
     * statement, before it reads or writes anything else: see {@link takeSignatureClaim}.
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
  replayed:
    'Cette signature a déjà été utilisée pour ce même corps : signez chaque requête avec un timestamp frais.',
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
    const identified = await identifySigner({
      db: options.db,
      masterKey: options.masterKey,
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
    if (!identified.ok) return refuse(request, identified);
    const { signer } = identified;
    const badSignature = { reason: 'bad_signature', accountId: signer.caller.accountId } as const;
    // Version 1 is compared now, before a byte of the body is read; version 2, which covers the body's hash,
    // once the body has streamed through the hash.
    if (
      version === '1' &&
      !signatureMatches(signer, signedText(request.method, request.url, signer.timestamp))
    ) {
      return refuse(request, badSignature);
    }
    // A read changes nothing: it is never claimed, so identical reads signed in the same millisecond are all
    // answered. Only its version-2 signature still waits for the (empty) body.
    const reads = request.method === 'GET' || request.method === 'HEAD';
    request.apiCaller = signer.caller;
    if (reads && version === '1') {
      signer.touch?.();
      return;
    }
    const body = tapBodyDigest(request.raw);
    const deferClaim = request.routeOptions.config.claimsSignature === true;
    request.pendingBodySignature = async () => {
      request.apiCaller = undefined;
      const digest = await body.finish(UNREAD_BODY_LIMIT);
      if (digest === 'too_large') {
        throw new AppError('payload_too_large', 'Le corps de la requête est trop volumineux.');
      }
      if (digest === 'aborted') {
        throw new AppError('invalid_request', 'La requête a été interrompue avant la fin de son corps.');
      }
      if (version === '2') {
        const text = signedTextV2(request.method, request.url, signer.timestamp, digest);
        if (!signatureMatches(signer, text)) return refuse(request, badSignature, BAD_BODY_SIGNATURE);
      }
      if (reads) {
        signer.touch?.();
        request.apiCaller = signer.caller;
        return;
      }
      // Claimed with the body's digest: an exact repeat is a replay, another body under the same version-1
      // signature (another request of the same millisecond) is not.
      const check = await claimRequest(signer, digest, options.seen, deferClaim);
      if (!check.ok) return refuse(request, check);
      request.apiCaller = check.caller;
      if (!deferClaim) return;
      request.pendingSignatureClaim = {
        deferred: check.deferred,
        refuseReplay: () => {
          // A replay is not the key's use: nothing of it is counted.
          request.apiCaller = undefined;
          return refuse(request, { reason: 'replayed', accountId: check.caller.accountId });
        },
      };
    };
  };
}

/**
 * Settles what waited for the body: a version-2 signature's comparison, and the claim of a request that
 * changes something (its signature with its body's digest, either version). A route that reads a multipart
 * body itself calls it after the last part; every other request is settled before validation by
 * {@link settleParsedBodySignature}.
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
 * The key that signs the request, for the per-key limit: known, usable, on time and (version 1) its signature
 * equal, before the body is read; what waits for the body (a version-2 comparison, a write's claim) is
 * settled after, so a request refused then still counts.
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
 * (its body refused, say) makes it now, before the answer leaves, so that no write that passed the check is
 * answered twice, whatever its answer was.
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
