import type {
  CreditBalanceResponse,
  CreditInvoice,
  PaymentSessionResponse,
} from '@horodoc/shared/accounts-api';
import type { CreditPack } from '@horodoc/shared/pricing';
import type { SigningKey } from '../../features/api-client/sign-request';
import type { PaymentErrorView } from '../../features/card-payment/describe-payment-error';

/**
 * The credits page (spec, sections 2 to 4): signed out with its login form, or signed in with the session
 * key and what it shows. The key is a non-extractable WebCrypto key, kept for a reload in IndexedDB
 * (`credits-session-store.ts`); its secret is never in any storage as text.
 */
export type CreditsState =
  | {
      stage: 'signedOut';
      form: LoginForm;
      touched: Partial<Record<keyof LoginForm, boolean>>;
      submitting: boolean;
      /** The red box under the form. */
      serverError: string | null;
      /** While the page looks for a sign-in kept from an earlier load: the form waits. */
      restoring: boolean;
    }
  | {
      stage: 'signedIn';
      email: string;
      company: string | null;
      key: SigningKey;
      /** Null until the first balance arrives. */
      balance: Balances | null;
      purchase: Purchase;
      /** The last purchase's invoice, once bought (the invoice panel). */
      invoice: CreditInvoice | null;
      dialog: { error: PaymentErrorView; retry: 'purchase' | 'card' | 'confirm' } | null;
    };

export interface LoginForm {
  email: string;
  password: string;
}

export interface Balances {
  available: number;
  used: number;
  purchased: number;
}

/** Choosing a pack, then paying for it. */
type Purchase =
  | { step: 'choosing'; pack: CreditPack | null; creating: boolean }
  | {
      step: 'paying';
      pack: CreditPack;
      session: PaymentSessionResponse;
      cardPaid: boolean;
      paying: 'card' | 'confirming' | null;
      /** The red box of the payment step. */
      error: string | null;
    };

/** @internal exported for its tests */
export const signedOut: Extract<CreditsState, { stage: 'signedOut' }> = {
  stage: 'signedOut',
  form: { email: '', password: '' },
  touched: {},
  submitting: false,
  serverError: null,
  restoring: false,
};

/** The page as it loads: signed out, until a kept sign-in is found or not. */
export const loading: CreditsState = { ...signedOut, restoring: true };

const choosing: Purchase = { step: 'choosing', pack: null, creating: false };

export type CreditsAction =
  | { type: 'loginChanged'; field: keyof LoginForm; value: string }
  | { type: 'loginTouched'; field: keyof LoginForm }
  /** A submit: both fields now show their errors. */
  | { type: 'loginTried' }
  | { type: 'loginStarted' }
  | { type: 'loginFailed'; message: string }
  | { type: 'signedIn'; email: string; company: string | null; key: SigningKey }
  /** No sign-in was kept from an earlier load: the form is ready. */
  | { type: 'nothingRestored' }
  | { type: 'balanceLoaded'; balance: CreditBalanceResponse }
  | { type: 'packChosen'; pack: CreditPack }
  | { type: 'purchaseStarted'; pack: CreditPack }
  | { type: 'purchaseReady'; session: PaymentSessionResponse }
  | { type: 'payStarted' }
  | { type: 'cardPaid' }
  | { type: 'payFailed'; message: string | null }
  | { type: 'purchaseConfirmed'; newBalance: number; creditsAdded: number; invoice: CreditInvoice | null }
  | { type: 'paymentCanceled' }
  | { type: 'failed'; error: PaymentErrorView; retry: 'purchase' | 'card' | 'confirm' }
  | { type: 'dialogClosed' }
  /** Logout (or an expired session): every state of the page goes back to its start. */
  | { type: 'loggedOut'; message?: string };

/** Every transition of the credits page. */
export function creditsReducer(state: CreditsState, action: CreditsAction): CreditsState {
  if (action.type === 'loggedOut') return { ...signedOut, serverError: action.message ?? null };
  if (state.stage === 'signedOut') return signedOutReducer(state, action);
  const { purchase } = state;
  switch (action.type) {
    case 'balanceLoaded':
      return {
        ...state,
        balance: {
          available: action.balance.credits_balance,
          used: action.balance.credits_used,
          purchased: action.balance.credits_purchased,
        },
      };
    case 'packChosen':
      if (purchase.step !== 'choosing' || purchase.creating) return state;
      return { ...state, purchase: { ...purchase, pack: action.pack } };
    case 'purchaseStarted':
      if (purchase.step !== 'choosing' || purchase.creating) return state;
      return { ...state, purchase: { step: 'choosing', pack: action.pack, creating: true } };
    case 'purchaseReady':
      if (purchase.step !== 'choosing' || !purchase.pack) return state;
      return {
        ...state,
        purchase: {
          step: 'paying',
          pack: purchase.pack,
          session: action.session,
          cardPaid: false,
          paying: null,
          error: null,
        },
        dialog: null,
      };
    case 'payStarted':
      if (purchase.step !== 'paying' || purchase.paying) return state;
      return {
        ...state,
        purchase: { ...purchase, paying: purchase.cardPaid ? 'confirming' : 'card', error: null },
      };
    case 'cardPaid':
      if (purchase.step !== 'paying') return state;
      return { ...state, purchase: { ...purchase, cardPaid: true, paying: 'confirming' } };
    case 'payFailed':
      if (purchase.step !== 'paying') return state;
      return { ...state, purchase: { ...purchase, paying: null, error: action.message } };
    case 'purchaseConfirmed':
      // The selection, the payment and the card are cleared; the new balance and the invoice show.
      return {
        ...state,
        purchase: choosing,
        balance: state.balance && {
          available: action.newBalance,
          used: state.balance.used,
          purchased: state.balance.purchased + action.creditsAdded,
        },
        invoice: action.invoice,
        dialog: null,
      };
    case 'paymentCanceled':
      // A paid card cannot be taken back: only confirming is left.
      if (purchase.step !== 'paying' || purchase.paying || purchase.cardPaid) return state;
      return { ...state, purchase: { step: 'choosing', pack: purchase.pack, creating: false } };
    case 'failed':
      return {
        ...state,
        purchase:
          purchase.step === 'choosing' ? { ...purchase, creating: false } : { ...purchase, paying: null },
        dialog: { error: action.error, retry: action.retry },
      };
    case 'dialogClosed':
      return { ...state, dialog: null };
    default:
      return state;
  }
}

function signedOutReducer(
  state: Extract<CreditsState, { stage: 'signedOut' }>,
  action: CreditsAction,
): CreditsState {
  switch (action.type) {
    case 'loginChanged':
      return { ...state, form: { ...state.form, [action.field]: action.value } };
    case 'loginTouched':
      return { ...state, touched: { ...state.touched, [action.field]: true } };
    case 'loginTried':
      return { ...state, touched: { email: true, password: true } };
    case 'loginStarted':
      return { ...state, submitting: true, serverError: null };
    case 'nothingRestored':
      return { ...state, restoring: false };
    case 'loginFailed':
      return { ...state, submitting: false, serverError: action.message };
    case 'signedIn':
      return {
        stage: 'signedIn',
        email: action.email,
        company: action.company,
        key: action.key,
        balance: null,
        purchase: choosing,
        invoice: null,
        dialog: null,
      };
    default:
      return state;
  }
}
