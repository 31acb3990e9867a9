import { upload } from '../../i18n/fr';
import type { CardErrorLike } from './card-types';

const t = upload.cardErrors;

/** The provider codes the spec names (section 8), decline codes first: Stripe reports insufficient funds as a decline. */
const MESSAGES: Record<string, string> = {
  resource_missing: t.configuration,
  payment_intent_unexpected_state: t.configuration,
  card_declined: t.card_declined,
  insufficient_funds: t.insufficient_funds,
  expired_card: t.expired_card,
  incorrect_cvc: t.incorrect_cvc,
  invalid_expiry_month: t.invalid_expiry,
  invalid_expiry_year: t.invalid_expiry,
  processing_error: t.processing_error,
};

/**
 * The French message of a card error: the spec's text for known codes, else the provider's own message.
 * With live Stripe keys, an error about a test card gets the spec's warning (section 5).
 */
export function cardErrorMessage(
  error: CardErrorLike | null | undefined,
  options: { live?: boolean } = {},
): string {
  if (!error) return t.unknown;
  if (options.live && (error.decline_code === 'live_mode_test_card' || /test/i.test(error.message ?? ''))) {
    return t.testCardInProduction;
  }
  const byDecline = error.decline_code ? MESSAGES[error.decline_code] : undefined;
  const byCode = error.code ? MESSAGES[error.code] : undefined;
  return byDecline ?? byCode ?? (error.message || t.unknown);
}
