import type { CreatePaymentResponse, WebCertificate, WebInvoice } from '@horodoc/shared/web-api';
import { describe, expect, it } from 'vitest';
import {
  initialState,
  type UploadFlowAction,
  type UploadFlowState,
  uploadFlowReducer,
} from './upload-flow-state';

const file = new File(['contrat'], 'contrat.pdf', { type: 'application/pdf' });
const fileHash = `0x${'ab'.repeat(32)}` as const;
const payment: CreatePaymentResponse = {
  client_secret: 'pi_1_secret_2',
  payment_id: 'pi_1',
  amount_ttc: 121,
  amount_ht: 100,
  tva_amount: 21,
};
const certificate = { id: 'c1', file_hash: fileHash } as WebCertificate;
const invoice = { invoice_number: '2026-000001' } as WebInvoice;

const chosen: UploadFlowState = { step: 'upload', file, hashing: null, email: 'a@b.fr' };
const hashing: UploadFlowState = { ...chosen, hashing: { progress: 0.5 } };
const info: UploadFlowState = {
  step: 'info',
  file,
  fileHash,
  termsAccepted: true,
  email: 'a@b.fr',
  emailError: false,
  preparing: false,
};
const paymentStep: UploadFlowState = {
  step: 'payment',
  file,
  fileHash,
  email: 'a@b.fr',
  payment: { ...payment, cardPaid: false },
  paying: null,
  paymentError: 'Carte refusée.',
};
const paying: UploadFlowState = { ...paymentStep, paying: 'card', paymentError: null };
const result: UploadFlowState = {
  step: 'result',
  certificate,
  invoice,
  isNewCertificate: true,
  email: 'a@b.fr',
  paymentRefunded: false,
};

const TRANSITIONS: [string, UploadFlowState, UploadFlowAction, Record<string, unknown>][] = [
  ['a file is chosen', initialState, { type: 'fileChosen', file }, { step: 'upload', file, hashing: null }],
  ['hashing starts for the chosen file', chosen, { type: 'hashStarted' }, { hashing: { progress: 0 } }],
  ['no hashing without a file', initialState, { type: 'hashStarted' }, { hashing: null }],
  ['hashing progresses', hashing, { type: 'hashProgress', progress: 0.8 }, { hashing: { progress: 0.8 } }],
  ['hashing stops', hashing, { type: 'hashStopped' }, { step: 'upload', hashing: null }],
  [
    'upload → info once hashed, terms not yet accepted',
    hashing,
    { type: 'hashed', fileHash },
    { step: 'info', fileHash, termsAccepted: false, email: 'a@b.fr' },
  ],
  [
    'upload → result for a document already anchored',
    hashing,
    { type: 'alreadyAnchored', certificate },
    { step: 'result', isNewCertificate: false, invoice: null },
  ],
  [
    'info → result when timestamped on the plan, without a card or an invoice',
    { ...info, preparing: true } as UploadFlowState,
    { type: 'planTimestamped', certificate, isNew: true },
    { step: 'result', certificate, invoice: null, isNewCertificate: true, paymentRefunded: false },
  ],
  [
    'a plan timestamp of a document anchored meanwhile shows it as existing',
    info,
    { type: 'planTimestamped', certificate, isNew: false },
    { step: 'result', isNewCertificate: false },
  ],
  [
    'a plan timestamp answered after leaving the info step changes nothing',
    paymentStep,
    { type: 'planTimestamped', certificate, isNew: true },
    { step: 'payment' },
  ],
  [
    'the terms are accepted',
    { ...info, termsAccepted: false } as UploadFlowState,
    { type: 'termsChanged', accepted: true },
    { termsAccepted: true },
  ],
  [
    'no payment is prepared before the terms',
    { ...info, termsAccepted: false } as UploadFlowState,
    { type: 'preparing' },
    { preparing: false },
  ],
  [
    'a rejected e-mail shows, a new one clears it',
    { ...info, emailError: true } as UploadFlowState,
    { type: 'emailChanged', email: 'c@d.fr' },
    { email: 'c@d.fr', emailError: false },
  ],
  [
    'info → payment once the payment is prepared',
    { ...info, preparing: true } as UploadFlowState,
    { type: 'paymentPrepared', payment },
    { step: 'payment', payment: { ...payment, cardPaid: false }, paying: null, paymentError: null },
  ],
  [
    'Pay confirms the card first',
    paymentStep,
    { type: 'payStarted' },
    { paying: 'card', paymentError: null },
  ],
  [
    'a paid card then anchors',
    paying,
    { type: 'cardPaid' },
    { paying: 'anchoring', payment: { ...payment, cardPaid: true } },
  ],
  [
    'Pay after a paid card only confirms',
    { ...paymentStep, payment: { ...payment, cardPaid: true } } as UploadFlowState,
    { type: 'payStarted' },
    { paying: 'anchoring' },
  ],
  [
    'a still-anchoring payment is kept',
    paying,
    { type: 'payFailed', error: 'En cours.', keepPayment: true },
    { paying: null, paymentError: 'En cours.', payment: { ...payment, cardPaid: false } },
  ],
  [
    'a refunded payment is dropped, to prepare another',
    paying,
    { type: 'payFailed', error: 'Remboursé.', keepPayment: false },
    { step: 'payment', payment: null },
  ],
  [
    'a new payment keeps the refund message',
    { ...paymentStep, payment: null } as UploadFlowState,
    { type: 'paymentPrepared', payment },
    { step: 'payment', paymentError: 'Carte refusée.' },
  ],
  [
    'payment → result when confirmed',
    { ...paying, paying: 'anchoring' } as UploadFlowState,
    { type: 'completed', certificate, invoice },
    { step: 'result', certificate, invoice, isNewCertificate: true, email: 'a@b.fr' },
  ],
  [
    'another file keeps the typed e-mail',
    info,
    { type: 'fileChosen', file },
    { step: 'upload', email: 'a@b.fr' },
  ],
];

/** Back (spec, section 2): upload → home (left to the page), info → upload (terms cleared), payment → info (card reset), result → upload. */
const BACK_RULES: [string, UploadFlowState, Record<string, unknown>][] = [
  ['upload stays (the page goes home)', chosen, chosen],
  ['info → upload, terms cleared, file kept', info, { step: 'upload', file, hashing: null, email: 'a@b.fr' }],
  [
    'payment → info, the payment dropped, terms still accepted',
    paymentStep,
    { step: 'info', termsAccepted: true, fileHash },
  ],
  ['payment stays while paying', paying, paying],
  ['result → a new upload', result, initialState],
];

describe('the timestamp page', () => {
  it.each(TRANSITIONS)('%s', (_name, from, action, expected) => {
    expect(uploadFlowReducer(from, action)).toMatchObject(expected);
  });

  it.each(BACK_RULES)('Back: %s', (_name, from, expected) => {
    expect(uploadFlowReducer(from, { type: 'back' })).toMatchObject(expected);
  });

  it('ignores an action that belongs to another step', () => {
    expect(uploadFlowReducer(result, { type: 'termsChanged', accepted: true })).toBe(result);
    expect(uploadFlowReducer(info, { type: 'cardPaid' })).toBe(info);
    expect(uploadFlowReducer(chosen, { type: 'completed', certificate, invoice })).toBe(chosen);
  });
});
