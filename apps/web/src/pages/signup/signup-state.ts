import type {
  ApiCredentialsResponse,
  CreditInvoice,
  PaymentSessionResponse,
} from '@horodoc/shared/accounts-api';
import type { CreditPack } from '@horodoc/shared/pricing';
import type { SignupField, SignupFormValues } from '../../features/account-form/validate-account-form';
import type { PaymentErrorView } from '../../features/card-payment/describe-payment-error';

/**
 * The signup wizard (spec, sections 2 and 4): one variant per step, each holding only what that step can
 * have, so an impossible combination (a payment step without a payment session) cannot be written.
 */
type SignupStep =
  | {
      step: 'account';
      form: SignupFormValues;
      touched: Partial<Record<SignupField, boolean>>;
      /** check-email is under way. */
      checking: boolean;
      emailTaken: boolean;
      /** Kept when coming back from step 2, so the choice is still there. */
      pack: CreditPack | null;
    }
  | { step: 'pack'; form: SignupFormValues; pack: CreditPack | null; creating: boolean }
  | {
      step: 'payment';
      form: SignupFormValues;
      pack: CreditPack;
      session: PaymentSessionResponse;
      /** The card went through: a new attempt only fetches the credentials, it never pays twice. */
      cardPaid: boolean;
      /** 'card' while the card is confirmed, 'credentials' while the key is fetched. */
      paying: 'card' | 'credentials' | null;
      /** The red box of the payment step. */
      error: string | null;
    }
  | { step: 'credentials'; paymentIntentId: string; result: CredentialsResult | null };

export interface CredentialsResult {
  credentials: ApiCredentialsResponse;
  invoice: CreditInvoice | null;
}

/** What Retry does in the error dialog: call again, or let the visitor enter another card. */
type RetryAction = 'checkEmail' | 'checkout' | 'card' | 'credentials';

export type SignupState = SignupStep & {
  dialog: { error: PaymentErrorView; retry: RetryAction } | null;
};

const emptyForm: SignupFormValues = {
  email: '',
  company: '',
  password: '',
  confirmation: '',
  termsAccepted: false,
};

export const initialSignupState: Extract<SignupState, { step: 'account' }> = {
  step: 'account',
  form: emptyForm,
  touched: {},
  checking: false,
  emailTaken: false,
  pack: null,
  dialog: null,
};

export type SignupAction =
  | { type: 'fieldChanged'; field: SignupField; value: string | boolean }
  | { type: 'fieldTouched'; field: SignupField }
  | { type: 'submitTried' }
  | { type: 'emailCheckStarted' }
  | { type: 'emailTaken' }
  /** The address is free, or its check failed (then it counts as free, spec section 5). */
  | { type: 'emailFree' }
  | { type: 'packChosen'; pack: CreditPack }
  | { type: 'checkoutStarted' }
  | { type: 'checkoutSucceeded'; session: PaymentSessionResponse }
  | { type: 'payStarted' }
  | { type: 'cardPaid' }
  | { type: 'payFailed'; message: string | null }
  | { type: 'credentialsLoaded'; result: CredentialsResult }
  /** The provider sent the visitor back with `success=true&payment_intent_id=…`. */
  | { type: 'returnedPaid'; paymentIntentId: string }
  /** `canceled=true`: back to the packs, with what was kept of the form. */
  | { type: 'returnedCanceled'; form: Pick<SignupFormValues, 'email' | 'company'> | null }
  /** Step 2 needs the password again (after a return, the page forgot it). */
  | { type: 'passwordNeeded' }
  | { type: 'failed'; error: PaymentErrorView; retry: RetryAction }
  | { type: 'dialogClosed' }
  | { type: 'back' };

const ALL_TOUCHED: Record<SignupField, boolean> = {
  email: true,
  company: true,
  password: true,
  confirmation: true,
  termsAccepted: true,
};

/** Every transition of the wizard; the Back rules are the spec's (section 4). */
export function signupReducer(state: SignupState, action: SignupAction): SignupState {
  const { dialog } = state;
  switch (action.type) {
    case 'fieldChanged':
      if (state.step !== 'account') return state;
      return {
        ...state,
        form: { ...state.form, [action.field]: action.value },
        emailTaken: action.field === 'email' ? false : state.emailTaken,
      };
    case 'fieldTouched':
      if (state.step !== 'account') return state;
      return { ...state, touched: { ...state.touched, [action.field]: true } };
    case 'submitTried':
      return state.step === 'account' ? { ...state, touched: ALL_TOUCHED } : state;
    case 'emailCheckStarted':
      return state.step === 'account' ? { ...state, checking: true, emailTaken: false } : state;
    case 'emailTaken':
      return state.step === 'account' ? { ...state, checking: false, emailTaken: true } : state;
    case 'emailFree':
      if (state.step !== 'account') return state;
      return { step: 'pack', form: state.form, pack: state.pack, creating: false, dialog };
    case 'packChosen':
      return state.step === 'pack' && !state.creating ? { ...state, pack: action.pack } : state;
    case 'checkoutStarted':
      return state.step === 'pack' && state.pack ? { ...state, creating: true } : state;
    case 'checkoutSucceeded':
      if (state.step !== 'pack' || !state.pack) return state;
      return {
        step: 'payment',
        form: state.form,
        pack: state.pack,
        session: action.session,
        cardPaid: false,
        paying: null,
        error: null,
        dialog: null,
      };
    case 'payStarted':
      if (state.step !== 'payment') return state;
      return { ...state, paying: state.cardPaid ? 'credentials' : 'card', error: null };
    case 'cardPaid':
      return state.step === 'payment' ? { ...state, cardPaid: true, paying: 'credentials' } : state;
    case 'payFailed':
      return state.step === 'payment' ? { ...state, paying: null, error: action.message } : state;
    case 'credentialsLoaded':
      if (state.step === 'payment') {
        return {
          step: 'credentials',
          paymentIntentId: state.session.payment_intent_id,
          result: action.result,
          dialog: null,
        };
      }
      return state.step === 'credentials' ? { ...state, result: action.result, dialog: null } : state;
    case 'returnedPaid':
      return { step: 'credentials', paymentIntentId: action.paymentIntentId, result: null, dialog: null };
    case 'returnedCanceled':
      return {
        step: 'pack',
        form: { ...emptyForm, ...action.form, termsAccepted: action.form !== null },
        pack: null,
        creating: false,
        dialog: null,
      };
    case 'passwordNeeded':
      if (state.step !== 'pack') return state;
      return {
        step: 'account',
        form: { ...state.form, password: '', confirmation: '' },
        touched: { password: true, confirmation: true },
        checking: false,
        emailTaken: false,
        pack: state.pack,
        dialog,
      };
    case 'failed':
      return clearBusy({ ...state, dialog: { error: action.error, retry: action.retry } });
    case 'dialogClosed':
      return { ...state, dialog: null };
    case 'back':
      return back(state);
  }
}

/** A failure ends whatever was under way in the current step. */
function clearBusy(state: SignupState): SignupState {
  switch (state.step) {
    case 'account':
      return { ...state, checking: false };
    case 'pack':
      return { ...state, creating: false };
    case 'payment':
      return { ...state, paying: null };
    default:
      return state;
  }
}

function back(state: SignupState): SignupState {
  switch (state.step) {
    case 'pack':
      // 2 → 1: the form comes back as it was, with the pack still chosen.
      if (state.creating) return state;
      return {
        step: 'account',
        form: state.form,
        touched: {},
        checking: false,
        emailTaken: false,
        pack: state.pack,
        dialog: null,
      };
    case 'payment':
      // 3 → 2: the payment data and its error are cleared; a new session is made on the next Proceed.
      // Once the card is paid there is no way back: only the credentials are left to fetch.
      if (state.paying || state.cardPaid) return state;
      return { step: 'pack', form: state.form, pack: state.pack, creating: false, dialog: null };
    default:
      // Step 1 leaves through links; step 4 has nothing to go back to.
      return state;
  }
}
