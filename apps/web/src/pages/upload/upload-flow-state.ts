import type { CreatePaymentResponse, WebCertificate, WebInvoice } from '@horodoc/shared/web-api';

/** The four steps on one page (spec, section 2). */
export type Step = 'upload' | 'info' | 'payment' | 'result';

export interface UploadFlowState {
  step: Step;
  file: File | null;
  /** Hashing under way, with the fraction read. */
  hashing: { progress: number } | null;
  fileHash: `0x${string}` | null;
  termsAccepted: boolean;
  email: string;
  emailError: boolean;
  /** Creating the payment intent. */
  preparing: boolean;
  payment: (CreatePaymentResponse & { cardPaid: boolean }) | null;
  /** 'card' while the card is confirmed, 'anchoring' while the server confirms and anchors. */
  paying: 'card' | 'anchoring' | null;
  paymentError: string | null;
  certificate: WebCertificate | null;
  invoice: WebInvoice | null;
  isNewCertificate: boolean;
  /** The document was timestamped by another payment meanwhile: this one was refunded. */
  paymentRefunded: boolean;
}

export const initialState: UploadFlowState = {
  step: 'upload',
  file: null,
  hashing: null,
  fileHash: null,
  termsAccepted: false,
  email: '',
  emailError: false,
  preparing: false,
  payment: null,
  paying: null,
  paymentError: null,
  certificate: null,
  invoice: null,
  isNewCertificate: true,
  paymentRefunded: false,
};

export type UploadFlowAction =
  | { type: 'fileChosen'; file: File }
  | { type: 'fileCleared' }
  | { type: 'hashStarted' }
  | { type: 'hashProgress'; progress: number }
  | { type: 'hashStopped' }
  | { type: 'hashed'; fileHash: `0x${string}` }
  | { type: 'alreadyAnchored'; fileHash: `0x${string}`; certificate: WebCertificate }
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
  | { type: 'back' };

/** Every transition of the page; the back behaviours are the spec's (section 2). */
export function uploadFlowReducer(state: UploadFlowState, action: UploadFlowAction): UploadFlowState {
  switch (action.type) {
    case 'fileChosen':
      return { ...initialState, file: action.file };
    case 'fileCleared':
      return { ...initialState };
    case 'hashStarted':
      return { ...state, hashing: { progress: 0 } };
    case 'hashProgress':
      return state.hashing ? { ...state, hashing: { progress: action.progress } } : state;
    case 'hashStopped':
      return { ...state, hashing: null };
    case 'hashed':
      return { ...state, hashing: null, fileHash: action.fileHash, step: 'info', isNewCertificate: true };
    case 'alreadyAnchored':
      return {
        ...state,
        hashing: null,
        fileHash: action.fileHash,
        certificate: action.certificate,
        invoice: null,
        isNewCertificate: false,
        step: 'result',
      };
    case 'termsChanged':
      return { ...state, termsAccepted: action.accepted };
    case 'emailChanged':
      return { ...state, email: action.email, emailError: false };
    case 'emailRejected':
      return { ...state, emailError: true };
    case 'preparing':
      return { ...state, preparing: true };
    case 'prepareFailed':
      return { ...state, preparing: false };
    case 'paymentPrepared':
      return {
        ...state,
        preparing: false,
        payment: { ...action.payment, cardPaid: false },
        step: 'payment',
        paymentError: null,
      };
    case 'payStarted':
      return { ...state, paying: state.payment?.cardPaid ? 'anchoring' : 'card', paymentError: null };
    case 'cardPaid':
      return {
        ...state,
        paying: 'anchoring',
        payment: state.payment && { ...state.payment, cardPaid: true },
      };
    case 'payFailed':
      return {
        ...state,
        paying: null,
        paymentError: action.error,
        payment: action.keepPayment ? state.payment : null,
      };
    case 'completed':
      return {
        ...state,
        paying: null,
        certificate: action.certificate,
        invoice: action.invoice,
        isNewCertificate: true,
        step: 'result',
      };
    case 'refundedAsTimestamped':
      return {
        ...state,
        paying: null,
        payment: null,
        certificate: action.certificate,
        invoice: null,
        isNewCertificate: false,
        paymentRefunded: true,
        step: 'result',
      };
    case 'back':
      return back(state);
  }
}

function back(state: UploadFlowState): UploadFlowState {
  switch (state.step) {
    case 'info':
      // Back to the file: the terms must be accepted again.
      return { ...state, step: 'upload', termsAccepted: false };
    case 'payment':
      // The card fields unmount, so they are empty when the step comes back; a new payment is prepared then.
      return { ...state, step: 'info', payment: null, paying: null, paymentError: null };
    case 'result':
      return { ...initialState };
    default:
      return state;
  }
}
