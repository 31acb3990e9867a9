import type { CreatePaymentResponse, WebCertificate, WebInvoice } from '@horodoc/shared/web-api';

/** A payment prepared for this document; `cardPaid` once the card went through (only confirming is left). */
type PreparedPayment = CreatePaymentResponse & { cardPaid: boolean };

/**
 * The four steps on one page (spec, section 2), one variant per step holding only what that step can have:
 * no payment before the info step, no certificate before the result.
 */
export type UploadFlowState =
  | {
      step: 'upload';
      file: File | null;
      /** Hashing under way, with the fraction read. */
      hashing: { progress: number } | null;
      /** The e-mail typed at the info step, kept for when the visitor comes back to it. */
      email: string;
    }
  | {
      step: 'info';
      file: File;
      fileHash: `0x${string}`;
      termsAccepted: boolean;
      email: string;
      emailError: boolean;
      /** Creating the payment intent. */
      preparing: boolean;
    }
  | {
      step: 'payment';
      file: File;
      fileHash: `0x${string}`;
      email: string;
      /** Null while a new payment is prepared after a refunded one. */
      payment: PreparedPayment | null;
      /** 'card' while the card is confirmed, 'anchoring' while the server confirms and anchors. */
      paying: 'card' | 'anchoring' | null;
      paymentError: string | null;
    }
  | {
      step: 'result';
      certificate: WebCertificate;
      invoice: WebInvoice | null;
      isNewCertificate: boolean;
      /** Where the certificate was also sent, for a new one. */
      email: string;
      /** The document was timestamped by another payment meanwhile: this one was refunded. */
      paymentRefunded: boolean;
    };

export const initialState: UploadFlowState = { step: 'upload', file: null, hashing: null, email: '' };

export type UploadFlowAction =
  | { type: 'fileChosen'; file: File }
  | { type: 'fileCleared' }
  | { type: 'hashStarted' }
  | { type: 'hashProgress'; progress: number }
  | { type: 'hashStopped' }
  | { type: 'hashed'; fileHash: `0x${string}` }
  | { type: 'alreadyAnchored'; certificate: WebCertificate }
  | { type: 'termsChanged'; accepted: boolean }
  | { type: 'emailChanged'; email: string }
  | { type: 'emailRejected' }
  | { type: 'preparing' }
  | { type: 'prepareFailed' }
  | { type: 'paymentPrepared'; payment: CreatePaymentResponse }
  | { type: 'payStarted' }
  | { type: 'cardPaid' }
  | { type: 'payFailed'; error: string | null; keepPayment: boolean }
  | { type: 'completed'; certificate: WebCertificate; invoice: WebInvoice }
  | { type: 'refundedAsTimestamped'; certificate: WebCertificate }
  /** Timestamped on the account's plan, without a card; `isNew` false when it was already anchored. */
  | { type: 'planTimestamped'; certificate: WebCertificate; isNew: boolean }
  | { type: 'back' };

/** Every transition of the page; the back behaviours are the spec's (section 2). */
export function uploadFlowReducer(state: UploadFlowState, action: UploadFlowAction): UploadFlowState {
  switch (action.type) {
    case 'fileChosen':
      return { step: 'upload', file: action.file, hashing: null, email: emailOf(state) };
    case 'fileCleared':
      return { ...initialState, email: emailOf(state) };
    case 'hashStarted':
      return state.step === 'upload' && state.file ? { ...state, hashing: { progress: 0 } } : state;
    case 'hashProgress':
      return state.step === 'upload' && state.hashing
        ? { ...state, hashing: { progress: action.progress } }
        : state;
    case 'hashStopped':
      return state.step === 'upload' ? { ...state, hashing: null } : state;
    case 'hashed':
      if (state.step !== 'upload' || !state.file) return state;
      return {
        step: 'info',
        file: state.file,
        fileHash: action.fileHash,
        termsAccepted: false,
        email: state.email,
        emailError: false,
        preparing: false,
      };
    case 'alreadyAnchored':
      if (state.step !== 'upload') return state;
      return {
        step: 'result',
        certificate: action.certificate,
        invoice: null,
        isNewCertificate: false,
        email: '',
        paymentRefunded: false,
      };
    case 'termsChanged':
      return state.step === 'info' ? { ...state, termsAccepted: action.accepted } : state;
    case 'emailChanged':
      return state.step === 'info' ? { ...state, email: action.email, emailError: false } : state;
    case 'emailRejected':
      return state.step === 'info' ? { ...state, emailError: true } : state;
    case 'preparing':
      return state.step === 'info' && state.termsAccepted ? { ...state, preparing: true } : state;
    case 'prepareFailed':
      return state.step === 'info' ? { ...state, preparing: false } : state;
    case 'paymentPrepared':
      if (state.step !== 'info' && state.step !== 'payment') return state;
      return {
        step: 'payment',
        file: state.file,
        fileHash: state.fileHash,
        email: state.email,
        payment: { ...action.payment, cardPaid: false },
        paying: null,
        paymentError: state.step === 'payment' ? state.paymentError : null,
      };
    case 'payStarted':
      if (state.step !== 'payment') return state;
      return { ...state, paying: state.payment?.cardPaid ? 'anchoring' : 'card', paymentError: null };
    case 'cardPaid':
      if (state.step !== 'payment') return state;
      return {
        ...state,
        paying: 'anchoring',
        payment: state.payment && { ...state.payment, cardPaid: true },
      };
    case 'payFailed':
      if (state.step !== 'payment') return state;
      return {
        ...state,
        paying: null,
        paymentError: action.error,
        payment: action.keepPayment ? state.payment : null,
      };
    case 'completed':
      if (state.step !== 'payment') return state;
      return {
        step: 'result',
        certificate: action.certificate,
        invoice: action.invoice,
        isNewCertificate: true,
        email: state.email.trim(),
        paymentRefunded: false,
      };
    case 'refundedAsTimestamped':
      if (state.step !== 'payment') return state;
      return {
        step: 'result',
        certificate: action.certificate,
        invoice: null,
        isNewCertificate: false,
        email: '',
        paymentRefunded: true,
      };
    case 'planTimestamped':
      if (state.step !== 'info') return state;
      return {
        step: 'result',
        certificate: action.certificate,
        invoice: null,
        isNewCertificate: action.isNew,
        email: '',
        paymentRefunded: false,
      };
    case 'back':
      return back(state);
  }
}

function emailOf(state: UploadFlowState): string {
  return state.step === 'result' ? '' : state.email;
}

function back(state: UploadFlowState): UploadFlowState {
  switch (state.step) {
    case 'info':
      // Back to the file: the terms must be accepted again.
      return { step: 'upload', file: state.file, hashing: null, email: state.email };
    case 'payment':
      // The card fields unmount, so they are empty when the step comes back; a new payment is prepared then.
      if (state.paying) return state;
      return {
        step: 'info',
        file: state.file,
        fileHash: state.fileHash,
        termsAccepted: true,
        email: state.email,
        emailError: false,
        preparing: false,
      };
    case 'result':
      return initialState;
    default:
      // Upload leaves the page (to the home page), outside this state.
      return state;
  }
}
