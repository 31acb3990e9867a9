import {
  type AuthResponse,
  authResponseSchema,
  type LoginRequest,
  logoutResponseSchema,
  type ProfileResponse,
  profileResponseSchema,
} from '@horodoc/shared/web-account-api';
import { ApiError, apiGet, apiPost } from '../api-client/api-client';
import {
  authorizationHeader,
  clearAuthToken,
  readAuthToken,
  storeAuthToken,
  type TokenStorage,
} from './auth-token-store';

/** /auth/login: any account (web or API) signs in; its token is kept for the next visits. */
export async function logInWebAccount(body: LoginRequest, storage?: TokenStorage): Promise<AuthResponse> {
  const answer = await apiPost('/api/auth/login/', body, authResponseSchema);
  storeAuthToken(answer.token, storage);
  return answer;
}

/** /auth/logout: the server revokes the token; it is forgotten here whatever the server answered. */
export async function logOutWebAccount(storage?: TokenStorage): Promise<void> {
  const token = readAuthToken(storage);
  clearAuthToken(storage);
  if (!token) return;
  await apiPost('/api/auth/logout/', {}, logoutResponseSchema, { headers: authorizationHeader(token) }).catch(
    () => {
      // Already expired or revoked, or offline: signed out here all the same; the token expires by itself.
    },
  );
}

/**
 * The profile check made at start (spec, section 4): the stored token's profile, or null when signed out.
 * A refusal by the server (expired or revoked token) clears the token; a network failure or a server
 * outage keeps it, since the token may still be good and wiping it would sign the visitor out for nothing.
 */
export async function checkStoredSession(storage?: TokenStorage): Promise<ProfileResponse | null> {
  const token = readAuthToken(storage);
  if (!token) {
    clearAuthToken(storage);
    return null;
  }
  try {
    return await apiGet('/api/auth/profile/', profileResponseSchema, { headers: authorizationHeader(token) });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) clearAuthToken(storage);
    return null;
  }
}
