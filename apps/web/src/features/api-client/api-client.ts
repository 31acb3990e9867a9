import type { ErrorCode } from '@horodoc/shared/error-codes';
import { ApiError } from './api-error';
import { CSRF_HEADER, readCsrfToken } from './csrf-token';
import { CLIENT_MESSAGES, errorMessage } from './error-message';

export { ApiError } from './api-error';

interface RequestOptions {
  signal?: AbortSignal;
}

/**
 * GET a relative API path and parse its JSON answer.
 * @throws ApiError with the status, the server's code and a French message (status 0 when offline).
 * @example const body = await apiGet<VerifyResponse>('/api/verify?hash=0x…');
 */
export function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>('GET', path, undefined, options);
}

/**
 * POST JSON to a relative API path, with the anti-forgery header, and parse the JSON answer.
 * @throws ApiError with the status, the server's code and a French message (status 0 when offline).
 * @example const { exists } = await apiPost<CheckDocumentResponse>('/api/check-document.php', { file_hash });
 */
export function apiPost<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>('POST', path, body, options);
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  options: RequestOptions,
  retried = false,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
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
  if (response.ok) return parsed as T;

  const code = (parsed as { error?: ErrorCode } | undefined)?.error;
  // The first call of a visit may come before the page ever received its cookie: the refusal sets it.
  if (code === 'csrf_failed' && !retried && method !== 'GET')
    return request<T>(method, path, body, options, true);
  throw new ApiError({
    status: response.status,
    code,
    message: errorMessage(response.status, parsed, raw),
    details: (parsed as { details?: string } | undefined)?.details,
    body: parsed,
  });
}
