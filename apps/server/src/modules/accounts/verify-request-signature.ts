import { createHmac, hash, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_WINDOW_MS } from '@horodoc/shared/request-signature';
import type { Db } from '../../adapters/db/database';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import type { SeenSignatures } from '../../adapters/request-limits/seen-signatures';
import type { ApiKeyCache, CachedApiKey } from './api-key-cache';
import { findUsableApiKey, touchApiKey } from './api-key-repository';
import { openSecret } from './secret-box';
import { findLiveSession } from './session-repository';
import { isWellFormedKeyId, SESSION_KEY_PREFIX, sessionSecret } from './signing-keys';

/** Who signed a request that passed. */
export interface ApiCaller {
  accountId: string;
  keyId: string;
  kind: 'api_key' | 'session';
  /** A test key's requests make and see test certificates only; a session (the credits page) is live. */
  mode: ApiMode;
}

export type SignatureRejection =
  | 'missing_headers'
  | 'stale_timestamp'
  | 'unknown_key'
  | 'session_not_allowed'
  | 'bad_signature'
  | 'replayed';

export type SignatureCheck =
  | { ok: true; caller: ApiCaller }
  /** `accountId` when the key was known, so the rejection can be recorded against its account. */
  | { ok: false; reason: SignatureRejection; accountId?: string };

export interface IdentifySignerOptions {
  db: Db;
  masterKey: Buffer;
  /** Usable keys already looked up, so that most requests need no query for theirs. */
  keys?: ApiKeyCache;
  method: string;
  /** The request's path; a query string, if any, is not signed. */
  path: string;
  headers: { apiKey?: string; signature?: string; timestamp?: string };
  /** Whether a credits-page session key may sign this route (the account's own keys always may). */
  acceptSessions: boolean;
  now: number;
}

/** An API key's last use is written at most this often, not at every request. */
const TOUCH_EVERY_MS = 3600_000;

/** A request's key, found usable and within its time window, whose signature is still to be compared. */
export interface IdentifiedSigner {
  caller: ApiCaller;
  secret: string;
  signature: string;
  timestamp: string;
  touch?: () => void;
}

export type SignerIdentification =
  | { ok: true; signer: IdentifiedSigner }
  | { ok: false; reason: SignatureRejection; accountId?: string };

/**
 * The first step of the check (spec, section 7), all that can be done before the body is read: headers
 * present, timestamp within ±5 minutes of `now`, key known, not revoked nor past its end, and usable by this
 * route. Then {@link signatureMatches} (version 1 at once, version 2 once the body is hashed), then, for a
 * request that changes something, {@link claimRequest}.
 */
export async function identifySigner(options: IdentifySignerOptions): Promise<SignerIdentification> {
  const { apiKey, signature, timestamp } = options.headers;
  if (!apiKey || !signature || !timestamp) return { ok: false, reason: 'missing_headers' };
  if (!/^\d{1,16}$/.test(timestamp) || Math.abs(options.now - Number(timestamp)) > SIGNATURE_WINDOW_MS) {
    return { ok: false, reason: 'stale_timestamp' };
  }
  if (!isWellFormedKeyId(apiKey)) return { ok: false, reason: 'unknown_key' };

  const key = await resolveKey(options, apiKey);
  if (!key) return { ok: false, reason: 'unknown_key' };
  if (key.caller.kind === 'session' && !options.acceptSessions) {
    return { ok: false, reason: 'session_not_allowed', accountId: key.caller.accountId };
  }
  return {
    ok: true,
    signer: { caller: key.caller, secret: key.secret, touch: key.touch, signature, timestamp },
  };
}

/**
 * Whether `X-Signature` is the HMAC-SHA256 of `text` under the key's secret, compared in constant time. The
 * text is the version-1 one (`signedText`) or, once the body is hashed, the version-2 one (`signedTextV2`).
 */
export function signatureMatches(signer: IdentifiedSigner, text: string): boolean {
  const expected = createHmac('sha256', signer.secret).update(text).digest();
  const given = /^[0-9a-fA-F]{64}$/.test(signer.signature)
    ? Buffer.from(signer.signature, 'hex')
    : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * What a request that changes something is remembered by until its window ends: its signature together with
 * its body's SHA-256. Version 1 signs method, path and timestamp only, so two different requests signed in
 * the same millisecond share a signature; only an exact repeat (same signature, same body) is a replay.
 */
function replayKey(signature: string, bodySha256Hex: string): string {
  // The one-shot digest: no Hash object for a text this short (see `adapters/native-sha256.ts`).
  return hash('sha256', `${signature.toLowerCase()}\n${bodySha256Hex}`, 'hex');
}

/** What a request that changes something is remembered by as seen, and until its timestamp leaves the window. */
export function replayClaimOf(
  signer: IdentifiedSigner,
  bodySha256Hex: string,
): { key: string; expiresAt: Date } {
  return {
    key: replayKey(signer.signature, bodySha256Hex),
    expiresAt: new Date(Number(signer.timestamp) + SIGNATURE_WINDOW_MS),
  };
}

/**
 * Records a request that passed its signature check as seen, until its timestamp leaves the window: a second
 * request with the same signature and the same body is a replay. Reads (GET, HEAD) change nothing and are
 * never claimed: the caller does not call this for them.
 */
export async function claimRequest(
  signer: IdentifiedSigner,
  bodySha256Hex: string,
  seen: SeenSignatures,
): Promise<SignatureCheck> {
  const { key, expiresAt } = replayClaimOf(signer, bodySha256Hex);
  if (!(await seen.claim(key, expiresAt))) {
    return { ok: false, reason: 'replayed', accountId: signer.caller.accountId };
  }
  signer.touch?.();
  return { ok: true, caller: signer.caller };
}

async function resolveKey(
  options: IdentifySignerOptions,
  keyId: string,
): Promise<{ caller: ApiCaller; secret: string; touch?: () => void } | null> {
  if (keyId.startsWith(SESSION_KEY_PREFIX)) {
    const session = await findLiveSession(options.db, keyId, new Date(options.now));
    if (!session) return null;
    return {
      caller: { accountId: session.accountId, keyId, kind: 'session', mode: 'live' },
      secret: sessionSecret(options.masterKey, keyId),
    };
  }
  const key = options.keys?.get(keyId, options.now) ?? (await loadApiKey(options, keyId));
  // A rolled key signs until its end, not a millisecond after.
  if (!key || (key.expiresAt && key.expiresAt.getTime() <= options.now)) return null;
  const stale = !key.lastUsedAt || options.now - key.lastUsedAt.getTime() > TOUCH_EVERY_MS;
  return {
    caller: { accountId: key.accountId, keyId, kind: 'api_key', mode: key.mode },
    secret: key.secret,
    touch: stale
      ? () => {
          // Noted in the cached copy too, so the next requests do not write it again.
          key.lastUsedAt = new Date(options.now);
          void touchApiKey(options.db, key.id, key.lastUsedAt).catch(() => {});
        }
      : undefined,
  };
}

async function loadApiKey(options: IdentifySignerOptions, keyId: string): Promise<CachedApiKey | null> {
  const row = await findUsableApiKey(options.db, keyId);
  if (!row) return null;
  let secret: string;
  try {
    secret = openSecret(options.masterKey, keyId, {
      ciphertext: row.secretCiphertext,
      iv: row.secretIv,
      tag: row.secretTag,
    });
  } catch {
    // Sealed under another master key (or damaged): this server cannot check the signature, so the key is
    // refused like an unknown one, a 401 rather than a 500.
    return null;
  }
  const key = {
    id: row.id,
    accountId: row.accountId,
    mode: row.mode,
    secret,
    lastUsedAt: row.lastUsedAt,
    expiresAt: row.expiresAt,
  };
  options.keys?.set(keyId, key, options.now);
  return key;
}
