import { describe, expect, it } from 'vitest';
import { creditPayment } from '../../i18n/fr';
import {
  billingDetails,
  cardOutcomeMessage,
  describeCardError,
  describeServerError,
} from './describe-payment-error';

describe('the credit flows’ payment errors (spec, section 8)', () => {
  it.each([
    [
      { code: 'card_declined', decline_code: 'generic_decline' },
      'Votre carte a été refusée',
      'card_declined',
    ],
    [{ code: 'expired_card' }, 'Votre carte a expiré', 'expired_card'],
    [{ code: 'incorrect_cvc' }, 'code de sécurité (CVC)', 'incorrect_cvc'],
    [
      { code: 'card_declined', decline_code: 'insufficient_funds' },
      'fonds disponibles',
      'insufficient_funds',
    ],
    [{ code: 'invalid_expiry_month' }, "date d'expiration", 'invalid_expiry_month'],
    [{ code: 'invalid_expiry_year' }, "date d'expiration", 'invalid_expiry_year'],
    [{ code: 'processing_error' }, 'traitement de votre carte', 'processing_error'],
  ])('names the provider code %o', (error, message, code) => {
    const view = describeCardError(error);
    expect(view.title).toBe('Erreur de paiement');
    expect(view.message).toContain(message);
    expect(view.code).toBe(code);
    expect(view.suggestions.length).toBeGreaterThan(0);
  });

  it("falls back to the provider's own message, then to the spec's default", () => {
    expect(describeCardError({ code: 'weird', message: 'Refus du simulateur.' }).message).toBe(
      'Refus du simulateur.',
    );
    expect(describeCardError({ code: 'weird' }).message).toBe('Une erreur est survenue lors du paiement.');
  });

  it.each(creditPayment.serverTexts.map((entry) => [entry.match, entry.title] as const))(
    'recognises the server text "%s" inside a longer answer',
    (match, title) => {
      const view = describeServerError(`Requête invalide. ${match} : détails`, 'x');
      expect(view.title).toBe(title);
      expect(view.suggestions.length).toBeGreaterThan(0);
    },
  );

  it('gives the spec’s titles to the texts the spec names', () => {
    expect(describeServerError('Mot de passe incorrect : …', '').title).toBe("Erreur d'authentification");
    expect(describeServerError('Trop de requêtes. Veuillez…', '').title).toBe('Trop de tentatives');
    expect(describeServerError('Service de paiement temporairement indisponible.', '').title).toBe(
      'Service indisponible',
    );
    expect(describeServerError('… par carte de crédit …', '').title).toBe('Erreur de paiement');
  });

  it('keeps an unknown server text, or the fallback, with the default suggestions', () => {
    expect(describeServerError('Quelque chose d’autre.', 'repli')).toMatchObject({
      message: 'Quelque chose d’autre.',
      suggestions: creditPayment.defaultSuggestions,
    });
    expect(describeServerError(undefined, 'Erreur lors de la création du Payment Intent').message).toBe(
      'Erreur lors de la création du Payment Intent',
    );
    expect(describeServerError(undefined, '').message).toBe('Une erreur inattendue est survenue.');
  });

  it('words each payment status of the credit flows (spec, section 4)', () => {
    expect(cardOutcomeMessage('requires_action')).toBe(
      'Votre banque demande une vérification supplémentaire. Veuillez suivre les instructions.',
    );
    expect(cardOutcomeMessage('requires_payment_method')).toBe(
      'Le paiement a échoué. Veuillez vérifier vos informations de carte.',
    );
    expect(cardOutcomeMessage('processing')).toBe('Statut de paiement inattendu: processing');
  });

  it("names the payer by the company, or 'API User'", () => {
    expect(billingDetails('a@b.fr', 'Atelier')).toEqual({ email: 'a@b.fr', name: 'Atelier' });
    expect(billingDetails('a@b.fr', ' ')).toEqual({ email: 'a@b.fr', name: 'API User' });
  });
});
