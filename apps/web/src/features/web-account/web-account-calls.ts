import {
  type AuthResponse,
  activitiesResponseSchema,
  authResponseSchema,
  type CreateSubscriptionRequest,
  createSubscriptionResponseSchema,
  dashboardResponseSchema,
  type LoginRequest,
  logoutResponseSchema,
  type PlanTimestampRequest,
  type ProfileResponse,
  paymentsResponseSchema,
  plansResponseSchema,
  planTimestampResponseSchema,
  profileResponseSchema,
  type RegisterRequest,
  subscriptionSchema,
  subscriptionsResponseSchema,
} from '@horodoc/shared/web-account-api';
import { ApiError, apiGet, apiPost } from '../api-client/api-client';
import { CLIENT_MESSAGES } from '../api-client/error-message';
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

/** /auth/register: a new account, signed in at once. */
export async function registerWebAccount(
  body: RegisterRequest,
  storage?: TokenStorage,
): Promise<AuthResponse> {
  const answer = await apiPost('/api/auth/register/', body, authResponseSchema);
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

/** The stored token's header, or a 401 as the server would answer without one. */
function signedInHeaders(): { headers: Record<string, string> } {
  const token = readAuthToken();
  if (!token) throw new ApiError({ status: 401, message: CLIENT_MESSAGES[401] });
  return { headers: authorizationHeader(token) };
}

/** GET a signed-in account's page of data, parsed with its shared schema. */
export const accountReads = {
  dashboard: () => apiGet('/api/auth/dashboard/', dashboardResponseSchema, signedInHeaders()),
  activities: () => apiGet('/api/auth/activities/', activitiesResponseSchema, signedInHeaders()),
  payments: () => apiGet('/api/payments/payments/', paymentsResponseSchema, signedInHeaders()),
  plans: () => apiGet('/api/payments/plans/', plansResponseSchema),
  subscriptions: () => apiGet('/api/payments/subscriptions/', subscriptionsResponseSchema, signedInHeaders()),
  /** While the first payment is confirmed, the server asks the provider again on each read. */
  subscription: (id: string) =>
    apiGet(`/api/payments/subscriptions/${encodeURIComponent(id)}/`, subscriptionSchema, signedInHeaders()),
};

/** The account's state-changing calls, each with the token and the anti-forgery header. */
export const accountActions = {
  /** A plan's subscription, to be paid with the card and the answer's client secret. */
  subscribe: (body: CreateSubscriptionRequest) =>
    apiPost('/api/payments/subscriptions/create/', body, createSubscriptionResponseSchema, signedInHeaders()),
  /** Ends the current subscription at the end of its paid period. */
  cancelSubscription: () =>
    apiPost('/api/payments/subscriptions/cancel/', {}, subscriptionSchema, signedInHeaders()),
  /** A document timestamped on the plan, without a card: waits for its anchoring, as a payment does. */
  timestampOnPlan: (body: PlanTimestampRequest) =>
    apiPost('/api/web/plan-timestamps', body, planTimestampResponseSchema, signedInHeaders()),
};
