import { describe, expect, it } from 'vitest';
import { cardErrorMessage } from './card-error-message';

describe('cardErrorMessage', () => {
  it.each([
    [
      { code: 'card_declined', decline_code: 'generic_decline' },
      'Carte refusée. Veuillez vérifier vos informations ou essayer une autre carte.',
    ],
    [{ code: 'card_declined', decline_code: 'insufficient_funds' }, 'Fonds insuffisants sur la carte.'],
    [{ code: 'expired_card' }, 'Carte expirée. Veuillez utiliser une autre carte.'],
    [{ code: 'incorrect_cvc' }, 'Code de sécurité incorrect.'],
    [{ code: 'invalid_expiry_year' }, "Date d'expiration invalide."],
    [{ code: 'processing_error' }, 'Erreur de traitement. Veuillez réessayer.'],
    [
      { code: 'resource_missing' },
      'Erreur de configuration du paiement. Veuillez réessayer ou contacter le support.',
    ],
  ])('gives the spec text for %o', (error, message) => {
    expect(cardErrorMessage(error)).toBe(message);
  });

  it("falls back to the provider's message, then to 'Erreur inconnue'", () => {
    expect(
      cardErrorMessage({
        code: 'payment_intent_authentication_failure',
        message: 'Authentification refusée.',
      }),
    ).toBe('Authentification refusée.');
    expect(cardErrorMessage({})).toBe('Erreur inconnue');
    expect(cardErrorMessage(undefined)).toBe('Erreur inconnue');
  });

  it('warns about a test card used with live keys', () => {
    const error = {
      code: 'card_declined',
      decline_code: 'live_mode_test_card',
      message: 'Your card was declined.',
    };
    expect(cardErrorMessage(error, { live: true })).toBe(
      'Vous utilisez une carte de test. En production, utilisez une vraie carte bancaire.',
    );
    expect(cardErrorMessage(error)).toBe(
      'Carte refusée. Veuillez vérifier vos informations ou essayer une autre carte.',
    );
  });
});
