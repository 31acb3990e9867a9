import { describe, expect, it } from 'vitest';
import { ApiError } from '../../features/api-client/api-error';
import { confirmFailureToast, timestampedByAnotherPayment } from './confirm-payment-flow';
import { type UploadFlowState, uploadFlowReducer } from './upload-flow-state';

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

describe('a second payment for a document another payment timestamped', () => {
  const certificate = {
    id: 'c1',
    file_hash: `0x${'a'.repeat(64)}`,
    file_name: 'contrat.pdf',
    file_size: 10,
    status: 'completed' as const,
    tx_hash: `0x${'b'.repeat(64)}`,
    blockchain_timestamp: 1_760_000_000,
    block_number: 12,
    explorer_url: null,
    finalized_at: null,
    certificate_url: '/api/certificates/c1/certificate.pdf',
  };
  const refunded = new ApiError({
    status: 409,
    code: 'conflict',
    message: 'Ce document est déjà horodaté : votre paiement a été remboursé automatiquement.',
    body: { success: false, error: 'conflict', message: 'x', refund_id: 're_1', certificate },
  });

  it('reads the certificate of the refunded answer, and nothing from any other failure', () => {
    expect(timestampedByAnotherPayment(refunded)).toEqual(certificate);
    const conflict = new ApiError({
      status: 409,
      code: 'conflict',
      message: 'x',
      body: { error: 'conflict' },
    });
    expect(timestampedByAnotherPayment(conflict)).toBeNull();
    const failed = new ApiError({ status: 502, code: 'blockchain_timestamp_failed', message: 'x' });
    expect(timestampedByAnotherPayment(failed)).toBeNull();
    expect(timestampedByAnotherPayment(new Error('x'))).toBeNull();
  });

  it('shows the certificate as the result, with the refund and no invoice', () => {
    const paying: UploadFlowState = {
      step: 'payment',
      file: new File(['x'], 'x.txt'),
      fileHash: `0x${'ab'.repeat(32)}`,
      email: '',
      paying: 'anchoring',
      paymentError: null,
      payment: {
        client_secret: 's',
        payment_id: 'p',
        amount_ttc: 121,
        amount_ht: 100,
        tva_amount: 21,
        cardPaid: true,
      },
    };
    const state = uploadFlowReducer(paying, { type: 'refundedAsTimestamped', certificate });
    expect(state).toMatchObject({
      step: 'result',
      certificate,
      invoice: null,
      isNewCertificate: false,
      paymentRefunded: true,
      email: '',
    });
  });
});
