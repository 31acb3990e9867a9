import type { CardError } from '@horodoc/shared/web-api';

/** What a card number does in the simulator: the same outcomes as Stripe's test cards. */
export type CardOutcome =
  | { kind: 'succeed' }
  | { kind: 'authenticate' }
  | { kind: 'decline'; error: CardError };

/** French texts close to what Stripe.js shows with `locale: 'fr'`. */
const MESSAGES = {
  card_declined: 'Votre carte a été refusée.',
  insufficient_funds: 'Votre carte ne dispose pas de fonds suffisants.',
  expired_card: 'Votre carte a expiré.',
  incorrect_cvc: 'Le code de sécurité de votre carte est incorrect.',
  incorrect_number: 'Votre numéro de carte est incorrect.',
  incomplete_number: 'Votre numéro de carte est incomplet.',
  incomplete_expiry: "La date d'expiration de votre carte est incomplète.",
  invalid_expiry_month: "Le mois d'expiration de votre carte est invalide.",
  invalid_expiry_year: "L'année d'expiration de votre carte est dépassée.",
  invalid_cvc: 'Le code de sécurité de votre carte est invalide.',
  live_card:
    'Votre carte a été refusée. Le simulateur accepte seulement les cartes de test, par exemple 4242 4242 4242 4242.',
  authentication_failure:
    'Nous ne parvenons pas à authentifier votre moyen de paiement. Veuillez choisir un autre moyen de paiement et réessayer.',
} as const;

const cardError = (code: string, message: string, declineCode?: string): CardError => ({
  type: 'card_error',
  code,
  ...(declineCode ? { decline_code: declineCode } : {}),
  message,
});

/** Stripe's documented test numbers and what each does. */
const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { kind: 'succeed' },
  '4000000000000002': {
    kind: 'decline',
    error: cardError('card_declined', MESSAGES.card_declined, 'generic_decline'),
  },
  '4000000000009995': {
    kind: 'decline',
    error: cardError('card_declined', MESSAGES.insufficient_funds, 'insufficient_funds'),
  },
  '4000000000000069': { kind: 'decline', error: cardError('expired_card', MESSAGES.expired_card) },
  '4000000000000127': { kind: 'decline', error: cardError('incorrect_cvc', MESSAGES.incorrect_cvc) },
  '4000002500003155': { kind: 'authenticate' },
};

export const AUTHENTICATION_FAILURE: CardError = {
  type: 'card_error',
  code: 'payment_intent_authentication_failure',
  message: MESSAGES.authentication_failure,
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Validates the three fields as Stripe's would (number, future expiry MM/YY, 3-digit CVC), then gives
 * the test card's outcome.
 */
export function cardOutcome(
  input: { cardNumber: string; expiry: string; cvc: string },
  now = new Date(),
): CardOutcome {
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || digits.length < 13) {
    return { kind: 'decline', error: cardError('incomplete_number', MESSAGES.incomplete_number) };
  }
  if (digits.length > 19 || !luhnValid(digits)) {
    return { kind: 'decline', error: cardError('incorrect_number', MESSAGES.incorrect_number) };
  }
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(input.expiry);
  if (!expiry) return { kind: 'decline', error: cardError('incomplete_expiry', MESSAGES.incomplete_expiry) };
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  if (month < 1 || month > 12) {
    return { kind: 'decline', error: cardError('invalid_expiry_month', MESSAGES.invalid_expiry_month) };
  }
  const currentYear = now.getUTCFullYear();
  if (year < currentYear) {
    return { kind: 'decline', error: cardError('invalid_expiry_year', MESSAGES.invalid_expiry_year) };
  }
  if (year === currentYear && month < now.getUTCMonth() + 1) {
    return { kind: 'decline', error: cardError('invalid_expiry_month', MESSAGES.invalid_expiry_month) };
  }
  if (!/^\d{3}$/.test(input.cvc.trim()))
    return { kind: 'decline', error: cardError('invalid_cvc', MESSAGES.invalid_cvc) };
  return (
    TEST_CARDS[digits] ?? {
      kind: 'decline',
      error: cardError('card_declined', MESSAGES.live_card, 'test_mode_live_card'),
    }
  );
}
