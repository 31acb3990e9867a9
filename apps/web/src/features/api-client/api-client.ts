import type { ErrorCode } from '@horodoc/shared/error-codes';
import { ApiError } from './api-error';
import { CSRF_HEADER, readCsrfToken } from './csrf-token';
import { CLIENT_MESSAGES, errorMessage } from './error-message';

export { ApiError } from './api-error';

/**
 * What reads an answer: a shared zod schema (`checkDocumentResponseSchema`), or anything with the same
 * `safeParse`. Typed structurally so this file never pulls zod into a page that does not parse.
 */
export interface AnswerParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

interface RequestOptions {
  signal?: AbortSignal;
  /** Extra headers, such as a signed call's X-API-Key, X-Signature and X-Timestamp. */
  headers?: Record<string, string>;
}

/**
 * GET a relative API path and parse its JSON answer with `schema`.
 * @throws ApiError with the status, the server's code and a French message (status 0 when offline, or
 * when the answer is not what the schema describes).
 * @example const config = await apiGet('/api/payment-config', paymentConfigResponseSchema);
 */
export function apiGet<T>(path: string, schema: AnswerParser<T>, options: RequestOptions = {}): Promise<T> {
  return request('GET', path, undefined, schema, options);
}

/**
 * POST JSON to a relative API path, with the anti-forgery header, and parse the answer with `schema`.
 * @throws ApiError as `apiGet` does.
 * @example const { exists } = await apiPost('/api/check-document.php', { file_hash }, checkDocumentResponseSchema);
 */
export function apiPost<T>(
  path: string,
  body: unknown,
  schema: AnswerParser<T>,
  options: RequestOptions = {},
): Promise<T> {
  return request('POST', path, body, schema, options);
}

/**
 * For an answer the page checks by other means (the verify page recomputes the proof itself and keeps zod
 * out of its bundle): taken as typed, unparsed.
 */
export function unparsed<T>(): AnswerParser<T> {
  return { safeParse: (value) => ({ success: true, data: value as T }) };
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  schema: AnswerParser<T>,
  options: RequestOptions,
  retried = false,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') {
    const token = readCsrfToken();
    if (token) headers[CSRF_HEADER] = token;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, message: CLIENT_MESSAGES.default });
  }
  const raw = await response.text();
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : undefined;
  } catch {
    parsed = undefined;
  }
  if (response.ok) {
    const answer = schema.safeParse(parsed);
    if (answer.success) return answer.data;
    throw new ApiError({ status: response.status, message: CLIENT_MESSAGES.default, body: parsed });
  }

  const code = (parsed as { error?: ErrorCode } | undefined)?.error;
  // The first call of a visit may come before the page ever received its cookie: the refusal sets it.
  if (code === 'csrf_failed' && !retried && method !== 'GET')
    return request(method, path, body, schema, options, true);
  throw new ApiError({
    status: response.status,
    code,
    message: errorMessage(response.status, parsed, raw),
    details: (parsed as { details?: string } | undefined)?.details,
    body: parsed,
  });
}
