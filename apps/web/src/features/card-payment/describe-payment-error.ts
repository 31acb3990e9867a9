import { creditPayment as t } from '../../i18n/fr';
import type { CardErrorLike } from './card-types';

/** What the credit flows' error dialog shows (spec, section 8). */
export interface PaymentErrorView {
  title: string;
  message: string;
  /** The provider's code, shown as is, when the error came from the card. */
  code?: string;
  suggestions: readonly string[];
}

const PROVIDER_CODES: Record<string, keyof typeof t.providerCodes> = {
  card_declined: 'card_declined',
  generic_decline: 'card_declined',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  insufficient_funds: 'insufficient_funds',
  invalid_expiry_month: 'invalid_expiry',
  invalid_expiry_year: 'invalid_expiry',
  processing_error: 'processing_error',
};

/**
 * A card error from the provider: the spec's message and suggestions for its code (a decline code such as
 * insufficient_funds first), else the provider's own message, else 'Une erreur est survenue lors du paiement.'
 */
export function describeCardError(error: CardErrorLike): PaymentErrorView {
  const code =
    error.decline_code && error.decline_code !== 'generic_decline' ? error.decline_code : error.code;
  const known =
    (error.decline_code ? PROVIDER_CODES[error.decline_code] : undefined) ??
    (error.code ? PROVIDER_CODES[error.code] : undefined);
  if (known) {
    const entry = t.providerCodes[known];
    return { title: t.paymentTitle, message: entry.message, code, suggestions: entry.suggestions };
  }
  return {
    title: t.paymentTitle,
    message: error.message || t.providerFallback,
    code,
    suggestions: t.defaultSuggestions,
  };
}

/**
 * A server's answer: recognised by a part of its text (spec, section 8) and given a friendly message and
 * suggestions; otherwise the server's text itself, or `fallback`.
 */
export function describeServerError(serverText: string | undefined, fallback: string): PaymentErrorView {
  const text = serverText ?? '';
  const known = t.serverTexts.find((entry) => text.includes(entry.match));
  if (known) return { title: known.title, message: known.message, suggestions: known.suggestions };
  return {
    title: t.unexpectedTitle,
    message: text || fallback || t.unexpected,
    suggestions: t.defaultSuggestions,
  };
}

/** The credit flows' text for a payment that ended in another status than succeeded (spec, section 4). */
export function cardOutcomeMessage(status: string): string {
  if (status === 'requires_action') return t.outcomes.requiresAction;
  if (status === 'requires_payment_method') return t.outcomes.requiresPaymentMethod;
  return t.outcomes.other(status);
}

/** The billing details sent with the card: the account's e-mail, and its company or 'API User'. */
export function billingDetails(email: string, company: string | null | undefined) {
  return { email, name: company?.trim() || t.defaultBillingName };
}
