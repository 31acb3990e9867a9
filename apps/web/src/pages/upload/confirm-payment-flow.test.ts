import { describe, expect, it } from 'vitest';
import { ApiError } from '../../features/api-client/api-error';
import { confirmFailureToast } from './confirm-payment-flow';

describe('confirmFailureToast', () => {
  it('announces the automatic refund with the server details, or the spec text', () => {
    const withDetails = new ApiError({
      status: 502,
      code: 'blockchain_timestamp_failed',
      message: 'x',
      details: 'Remboursé.',
    });
    expect(confirmFailureToast(withDetails)).toEqual({
      title: 'Erreur - Remboursement automatique',
      message: 'Remboursé.',
      keepPayment: false,
    });
    const without = new ApiError({ status: 502, code: 'blockchain_timestamp_failed', message: 'x' });
    expect(confirmFailureToast(without).message).toBe('Votre paiement a été remboursé automatiquement.');
  });

  it('raises the critical error when the refund failed too', () => {
    const error = new ApiError({ status: 502, code: 'blockchain_and_refund_failed', message: 'x' });
    expect(confirmFailureToast(error)).toMatchObject({
      title: 'Erreur critique',
      message: 'Contactez le support immédiatement.',
    });
  });

  it("falls back to 'Erreur de paiement' with the server's message or the spec's", () => {
    expect(confirmFailureToast(new Error('boom'))).toMatchObject({
      title: 'Erreur de paiement',
      message: 'Une erreur est survenue lors de la confirmation du paiement.',
    });
    const pending = new ApiError({ status: 504, code: 'anchoring_pending', message: 'En cours.' });
    expect(confirmFailureToast(pending)).toEqual({
      title: 'Erreur de paiement',
      message: 'En cours.',
      keepPayment: true,
    });
  });
});
