import type { ErrorCode } from '@horodoc/shared/error-codes';
import {
  SIGNATURE_HEADERS,
  SIGNATURE_VERSIONS,
  signedText,
  signedTextV2,
} from '@horodoc/shared/request-signature';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../adapters/clock/clock';
import type { Db } from '../adapters/db/database';
import type { SeenSignatures } from '../adapters/request-limits/seen-signatures';
import { AppError, invalidFields } from '../errors';
import type { ApiKeyCache } from '../modules/accounts/api-key-cache';
import { recordAuthEvent } from '../modules/accounts/auth-event-repository';
import {
  type ApiCaller,
  claimRequest,
  type IdentifiedSigner,
  identifySigner,
  replayClaimOf,
  type SignatureRejection,
  signatureMatches,
} from '../modules/accounts/verify-request-signature';
import type { PendingReplayClaim } from '../modules/api-intake/api-documents';
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
    /**
     * The claim of a write whose route records it in its own statement (`replayClaimCarried`), once the
     * body is settled; the route makes it alone before answering anything else.
     */
    pendingReplayClaim?: PendingReplayClaim;
  }
  interface FastifyContextConfig {
    /** The credits page's session keys may sign this route (the account's API keys always may). */
    apiSessions?: true;
    /**
     * The route's write may record the request's replay claim in its own statement, where the seen
     * signatures are kept in the same database: one round trip fewer (the upload, measured by bench:api).
     */
    replayClaimCarried?: true;
  }
}

/** The documented meaning of a 401 (spec, section 8), then what to fix. */
const REFUSED = 'Authentification échouée : vérifiez vos clés et la signature.';
/** One code per cause, so a program can tell a clock to fix from a key to replace. */
const CODES: Record<SignatureRejection, ErrorCode> = {
  missing_headers: 'signature_missing',
  stale_timestamp: 'timestamp_out_of_window',
  unknown_key: 'api_key_invalid',
  session_not_allowed: 'api_key_invalid',
  bad_signature: 'signature_invalid',
  replayed: 'signature_replayed',
};
const DETAILS: Record<SignatureRejection, string> = {
  missing_headers: 'Les en-têtes X-API-Key, X-Signature et X-Timestamp sont requis.',
  stale_timestamp:
    "X-Timestamp doit être l'heure courante en millisecondes depuis le 1er janvier 1970, à 5 minutes près.",
  unknown_key: 'Clé API inconnue, révoquée ou expirée.',
  session_not_allowed: 'Clé API inconnue, révoquée ou expirée.',
  bad_signature:
    'Signature invalide : X-Signature doit être le HMAC-SHA256 hexadécimal, sous votre secret, du texte signé.',
  replayed:
    'Cette signature a déjà été utilisée pour ce même corps : signez chaque requête avec un timestamp frais.',
};
const BAD_BODY_SIGNATURE =
  'Signature invalide. En version 2, la signature couvre aussi le SHA-256 du corps tel qu’envoyé : un corps modifié après la signature est refusé.';
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
  clock: Clock;
}): SignatureHook {
  const { clock } = options;
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
    throw new AppError(CODES[check.reason], REFUSED, { details });
  };
  return async (request) => {
    const version = header(request, SIGNATURE_HEADERS.version) ?? '1';
    if (!(SIGNATURE_VERSIONS as readonly string[]).includes(version)) {
      throw invalidFields(
        [{ name: 'X-Signature-Version', reason: 'vaut 1 (par défaut) ou 2' }],
        UNKNOWN_VERSION,
      );
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
      now: clock.now(),
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
      // The one claim of a request that changes something: made once its body is whole and before the route
      // reads or writes anything, so whatever the route then answers (a 400 included), the same request sent
      // again is a replay. Claimed with the body's digest: an exact repeat is a replay, another body under the
      // same version-1 signature (another request of the same millisecond) is not. A route whose statement
      // records it instead gets it pending, and makes it alone before any other effect or answer.
      if (request.routeOptions.config.replayClaimCarried && options.seen.carried) {
        request.pendingReplayClaim = new PendingClaim(signer, digest, options.seen, () =>
          refuse(request, { reason: 'replayed', accountId: signer.caller.accountId }),
        );
        request.apiCaller = signer.caller;
        return;
      }
      const check = await claimRequest(signer, digest, options.seen);
      if (!check.ok) return refuse(request, check);
      request.apiCaller = check.caller;
    };
  };
}

/**
 * A write's claim, made alone once (`settle`) unless the write's statement recorded it (`carried`). A class:
 * every write makes one, and its methods are then shared rather than three closures each.
 */
class PendingClaim implements PendingReplayClaim {
  readonly key: string;
  readonly expiresAt: Date;
  private made = false;

  constructor(
    private readonly signer: IdentifiedSigner,
    private readonly digest: string,
    private readonly seen: SeenSignatures,
    private readonly refuseReplay: () => Promise<never>,
  ) {
    const claim = replayClaimOf(signer, digest);
    this.key = claim.key;
    this.expiresAt = claim.expiresAt;
  }

  async settle() {
    if (this.made) return;
    this.made = true;
    if (!(await claimRequest(this.signer, this.digest, this.seen)).ok) await this.refuseReplay();
  }

  carried() {
    this.made = true;
    this.signer.touch?.();
  }

  refuse() {
    this.made = true;
    return this.refuseReplay();
  }
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
  if (!request.apiCaller) throw new Error('route reached without a checked signature');
  return request.apiCaller;
}
