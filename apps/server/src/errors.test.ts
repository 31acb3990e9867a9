import { ERROR_STATUS } from '@horodoc/shared/error-codes';
import { describe, expect, it } from 'vitest';
import { AppError, planLimitDetails, REFUSAL_NAMES, refusal, webhookUrlDetails } from './errors';

describe('the refusal table', () => {
  it.each(REFUSAL_NAMES)('answers %s with a known code and a French message', (name) => {
    const error = refusal(name);
    expect(error).toBeInstanceOf(AppError);
    expect(Object.keys(ERROR_STATUS)).toContain(error.code);
    expect(error.statusCode).toBeGreaterThanOrEqual(400);
    expect(error.message.trim()).not.toBe('');
    // French, not an identifier: a capital first, and words, not snake_case.
    expect(error.message).toMatch(/^[A-ZÀ-Ý]|^webhook_url /);
    expect(error.message).not.toBe(name);
  });

  it('keeps the answers the tests of the routes assert', () => {
    expect(refusal('insufficient_credits')).toMatchObject({
      code: 'insufficient_credits',
      statusCode: 402,
      message: 'Crédits insuffisants : achetez des crédits pour continuer.',
      details: 'Un horodatage coûte 1 crédit. Rechargez votre compte sur la page /credits.',
    });
    expect(refusal('credit_pack_unknown').message).toBe(
      'Nombre de crédits invalide : ce pack n’est pas disponible (20, 50, 100 ou 300 crédits).',
    );
    expect(refusal('fingerprint_taken')).toMatchObject({ code: 'conflict', statusCode: 409 });
  });

  it('words the details of a plan limit and of a refused webhook URL', () => {
    expect(
      planLimitDetails({ planId: 'starter', planName: 'Starter', documentsPerMonth: 10, renewsAt: null }),
    ).toBe(
      "Les 10 documents de votre formule Starter sont utilisés pour cette période. Passez à la formule Pro ou horodatez ce document à l'unité.",
    );
    expect(
      planLimitDetails({
        planId: 'pro',
        planName: 'Pro',
        documentsPerMonth: 100,
        renewsAt: new Date('2026-12-01T10:00:00Z'),
      }),
    ).toMatch(/attendez le renouvellement le 01\/12\/2026\.$/);
    expect(
      webhookUrlDetails({ kind: 'webhook_url_refused', reason: 'unresolvable', host: 'a.example' }),
    ).toBe('Le nom a.example ne se résout pas.');
    expect(refusal('webhook_url_refused', { details: 'x' })).toMatchObject({
      message: 'webhook_url refusée.',
      details: 'x',
    });
  });
});
