import {
  apiCredentialsResponseSchema,
  checkEmailResponseSchema,
  paymentSessionResponseSchema,
  type SignupCheckoutRequest,
} from '@horodoc/shared/accounts-api';
import { apiPost } from '../../features/api-client/api-client';

/** The signup wizard's calls (spec, section 7), each answer parsed with its shared schema. */

export function checkEmail(email: string) {
  return apiPost('/api/check-email.php', { email }, checkEmailResponseSchema);
}

/** Creates the account (or resumes an unfinished one) and the payment of its first pack. */
export function signupCheckout(body: SignupCheckoutRequest) {
  return apiPost('/api/signup-checkout.php', body, paymentSessionResponseSchema);
}

/** The key, and the secret the first time only, once the payment succeeded. */
export function fetchApiCredentials(paymentIntentId: string) {
  return apiPost(
    '/api/api-credentials.php',
    { payment_intent_id: paymentIntentId },
    apiCredentialsResponseSchema,
  );
}

/**
 * What survives a return from the provider (canceled=true): the e-mail and the company, never the
 * password, in this tab's session storage.
 */
const DRAFT_KEY = 'horodoc_signup_draft';

export function saveSignupDraft(draft: { email: string; company: string }) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode): the visitor types the e-mail again after a return.
  }
}

export function readSignupDraft(): { email: string; company: string } | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as unknown;
    if (draft && typeof draft === 'object') {
      const { email, company } = draft as { email?: unknown; company?: unknown };
      if (typeof email === 'string') return { email, company: typeof company === 'string' ? company : '' };
    }
  } catch {
    // Unreadable: nothing kept.
  }
  return null;
}
