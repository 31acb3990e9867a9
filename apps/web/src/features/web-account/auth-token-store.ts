import { AUTH_TOKEN_STORAGE_KEY, WEB_TOKEN_PATTERN } from '@horodoc/shared/web-token';

/** Where the token lives: the browser's localStorage (spec, section 9), or a stand-in given by a test. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): TokenStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage blocked (private mode, policy): the visitor simply stays signed out.
    return null;
  }
}

/** The stored web token, if it has the shape the server hands out (anything else is ignored). */
export function readAuthToken(storage = browserStorage()): string | null {
  const token = storage?.getItem(AUTH_TOKEN_STORAGE_KEY) ?? null;
  return token && WEB_TOKEN_PATTERN.test(token) ? token : null;
}

export function storeAuthToken(token: string, storage = browserStorage()): void {
  try {
    storage?.setItem(AUTH_TOKEN_STORAGE_KEY, token);
  } catch {
    // Quota or policy: signed in for this page only.
  }
}

export function clearAuthToken(storage = browserStorage()): void {
  storage?.removeItem(AUTH_TOKEN_STORAGE_KEY);
}

/** The header of every call made for the signed-in account. */
export function authorizationHeader(token: string): Record<string, string> {
  return { authorization: `Token ${token}` };
}
