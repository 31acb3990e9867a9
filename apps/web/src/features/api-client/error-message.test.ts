import { describe, expect, it } from 'vitest';
import { readCsrfToken } from './csrf-token';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it('uses the fixed texts of the spec for 401, 403, 404 and 500', () => {
    expect(errorMessage(401, { message: 'x' }, '')).toBe('Non autorisé. Veuillez vous connecter.');
    expect(errorMessage(403, undefined, '')).toBe('Accès refusé.');
    expect(errorMessage(404, undefined, '')).toBe('Ressource non trouvée.');
    expect(errorMessage(500, undefined, '')).toBe('Erreur serveur.');
  });

  it("prefers the server's message, then its error field", () => {
    expect(errorMessage(402, { error: 'payment_not_succeeded', message: 'Paiement non abouti.' }, '')).toBe(
      'Paiement non abouti.',
    );
    expect(errorMessage(400, { error: 'Montant invalide' }, '')).toBe('Montant invalide');
  });

  it('falls back to the status and the raw answer, or the default when offline', () => {
    expect(errorMessage(502, undefined, 'Bad Gateway')).toBe('Erreur 502: Bad Gateway');
    expect(errorMessage(0, undefined, '')).toBe('Une erreur est survenue');
  });
});

describe('readCsrfToken', () => {
  it('reads the anti-forgery cookie among others', () => {
    expect(readCsrfToken('a=1; horodoc_csrf=abc123; b=2')).toBe('abc123');
    expect(readCsrfToken('a=1')).toBeUndefined();
  });
});
