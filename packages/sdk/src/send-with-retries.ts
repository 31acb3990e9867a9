import type { Clock } from './clock';
import { HorodocError, HorodocNetworkError } from './horodoc-error';
import { bodySha256Hex, fetchBody, type RequestBody } from './request-body';
import { EMPTY_BODY_SHA256, type SignatureVersion, signRequest } from './sign-request';

/** How the client reaches the API: who signs, with what, and how hard it tries. */
export interface TransportOptions {
  /** `https://horodoc.fr`, or a local server's origin; without `/pro`. */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  signatureVersion: SignatureVersion;
  fetch: typeof fetch;
  clock: Clock;
  /** Tries after the first, for a dropped connection, a 429 or a 503. */
  maxRetries: number;
  /** A `Retry-After` longer than this is not waited for: the 429 is thrown at once. */
  maxRetryDelayMs: number;
}

export interface ApiRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** `/pro/...`, signed as is; the query goes after it, unsigned. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: RequestBody;
  /**
   * Sent on every try of the same call, so the server gives a retried upload or batch its first answer
   * instead of debiting again. A POST without one is not retried after a dropped connection.
   */
  idempotencyKey?: string;
}

export type Send = (request: ApiRequest) => Promise<Response>;

/** Waits between tries without a `Retry-After`: 0.5 s, 1 s, 2 s... up to 8 s. */
function backoffMs(attempt: number): number {
  return Math.min(8000, 500 * 2 ** attempt);
}

/** `Retry-After` in seconds or as an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
function retryAfterMs(response: Response, now: number): number | undefined {
  const value = response.headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Sends signed requests. Each try is signed afresh (a signature is good once) with a timestamp strictly
 * after the previous one; a dropped connection, a 429 or a 503 is tried again after `Retry-After` or a
 * backoff, when repeating the call cannot do anything twice: a read, or a write with its Idempotency-Key.
 * Resolves with a 2xx answer; throws {@link HorodocError} for any other, {@link HorodocNetworkError} when no
 * answer came.
 */
export function createTransport(options: TransportOptions): Send {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  let lastTimestamp = 0;
  const nextTimestamp = () => {
    lastTimestamp = Math.max(options.clock.now(), lastTimestamp + 1);
    return lastTimestamp;
  };

  return async (request) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) search.set(name, String(value));
    }
    const url = `${baseUrl}${request.path}${search.size ? `?${search}` : ''}`;
    const bodyHash = request.body ? bodySha256Hex(request.body) : EMPTY_BODY_SHA256;
    const repeatable = request.method === 'GET' || request.idempotencyKey !== undefined;

    for (let attempt = 0; ; attempt += 1) {
      const headers: Record<string, string> = {
        ...signRequest({
          apiKey: options.apiKey,
          apiSecret: options.apiSecret,
          version: options.signatureVersion,
          method: request.method,
          path: request.path,
          timestampMs: nextTimestamp(),
          bodySha256Hex: bodyHash,
        }),
      };
      if (request.body) headers['content-type'] = request.body.contentType;
      if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey;
      const canRetry = attempt < options.maxRetries;

      let response: Response;
      try {
        response = await options.fetch(url, {
          method: request.method,
          headers,
          body: request.body ? fetchBody(request.body) : undefined,
          // A stream body is sent as it is read (fetch in Node asks for this).
          ...(request.body && !('bytes' in request.body) ? { duplex: 'half' } : {}),
        } as RequestInit);
      } catch (error) {
        if (!canRetry || !repeatable) {
          throw new HorodocNetworkError(
            `L'API Horodoc n'a pas répondu (${request.method} ${request.path}).`,
            {
              cause: error,
            },
          );
        }
        await options.clock.sleep(backoffMs(attempt));
        continue;
      }
      if (response.ok) return response;

      const retryable = response.status === 429 || (response.status === 503 && repeatable);
      const waitMs = retryAfterMs(response, options.clock.now()) ?? backoffMs(attempt);
      if (!retryable || !canRetry || waitMs > options.maxRetryDelayMs) {
        throw await HorodocError.fromResponse(response);
      }
      await response.body?.cancel().catch(() => {});
      await options.clock.sleep(waitMs);
    }
  };
}

/**
 * A 2xx answer's JSON body, typed as the OpenAPI document describes that answer: the one place the SDK takes
 * the server at its word (the server validates every answer against the same schemas before sending it).
 */
export async function answer<Body>(response: Response): Promise<Body> {
  return (await response.json()) as Body;
}
