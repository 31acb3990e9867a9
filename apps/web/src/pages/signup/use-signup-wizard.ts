import { creditPackPrice } from '@horodoc/shared/pricing';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../app/notifications/notification-context';
import { paths } from '../../app/paths';
import { type SignupField, validateSignupForm } from '../../features/account-form/validate-account-form';
import { ApiError } from '../../features/api-client/api-client';
import { fetchCardProvider } from '../../features/api-client/card-provider-calls';
import { fetchCreditInvoice } from '../../features/api-client/credit-invoice-calls';
import type { CardProvider } from '../../features/card-payment/card-fields';
import type { CardFieldsHandle } from '../../features/card-payment/card-types';
import {
  billingDetails,
  cardOutcomeMessage,
  describeCardError,
  describeServerError,
} from '../../features/card-payment/describe-payment-error';
import { accountForm, notifications, signup as t } from '../../i18n/fr';
import {
  checkEmail,
  fetchApiCredentials,
  readSignupDraft,
  saveSignupDraft,
  signupCheckout,
} from './signup-api';
import { initialSignupState, type SignupState, signupReducer } from './signup-state';

/** The server refused the call (bad, unknown or unpaid payment), as opposed to a network or server failure. */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/** The server's own text of a failed call, for the dialog to recognise (the client may have replaced it). */
const serverText = (error: unknown) =>
  error instanceof ApiError ? (error.serverText ?? error.message) : undefined;

/**
 * The signup wizard's behaviour: the state machine of `signup-state.ts` and the calls of each step, with the
 * provider's return URL (`success=true&payment_intent_id=…`, `canceled=true`) read once on arrival.
 */
export function useSignupWizard() {
  const [state, dispatch] = useReducer(signupReducer, initialSignupState);
  const { notify } = useNotify();
  const navigate = useNavigate();
  const cardRef = useRef<CardFieldsHandle | null>(null);
  const [cardProvider, setCardProvider] = useState<CardProvider | null>(null);
  // The latest state for the async steps, which outlive the render that started them.
  const current = useRef<SignupState>(state);
  current.current = state;

  const loadCredentials = useCallback(
    async (paymentIntentId: string, from: 'payment' | 'returnLink') => {
      try {
        const credentials = await fetchApiCredentials(paymentIntentId);
        const invoice = credentials.invoice_id ? await fetchCreditInvoice(credentials.invoice_id) : null;
        dispatch({ type: 'credentialsLoaded', result: { credentials, invoice } });
        if (credentials.apiSecret) notify(notifications.presets.registrationSuccess());
      } catch (error) {
        if (from === 'returnLink' && isRefusal(error)) {
          // The link names no paid signup (unknown or unpaid payment): nothing here to retry; an account
          // that exists signs in instead (spec, section 8).
          notify({ type: 'error', title: t.errors.title, message: t.errors.credentials, duration: 8000 });
          navigate(paths.login, { replace: true });
          return;
        }
        dispatch({
          type: 'failed',
          error: describeServerError(serverText(error), t.errors.credentials),
          retry: 'credentials',
        });
      }
    },
    [notify, navigate],
  );

  // The return URL is read once: a second api-credentials call would answer without the secret.
  const returnRead = useRef(false);
  useEffect(() => {
    fetchCardProvider().then(setCardProvider, () => setCardProvider(null));
    if (returnRead.current) return;
    returnRead.current = true;
    const query = new URLSearchParams(window.location.search);
    const paymentIntentId = query.get('payment_intent_id');
    if (query.get('success') === 'true' && paymentIntentId) {
      dispatch({ type: 'returnedPaid', paymentIntentId });
      void loadCredentials(paymentIntentId, 'returnLink');
    } else if (query.get('canceled') === 'true') {
      dispatch({ type: 'returnedCanceled', form: readSignupDraft() });
      notify({ type: 'warning', ...t.canceled, duration: 6000 });
    }
    // A reload must not replay the return.
    if (query.has('success') || query.has('canceled'))
      window.history.replaceState(null, '', window.location.pathname);
  }, [loadCredentials, notify]);

  const continueFromAccount = async () => {
    const now = current.current;
    if (now.step !== 'account' || now.checking) return;
    dispatch({ type: 'submitTried' });
    if (Object.keys(validateSignupForm(now.form)).length > 0) return;
    dispatch({ type: 'emailCheckStarted' });
    try {
      const { exists } = await checkEmail(now.form.email.trim());
      dispatch({ type: exists ? 'emailTaken' : 'emailFree' });
    } catch {
      // The check failed: it answers "not registered" (spec, section 5); signup-checkout checks again.
      notify({
        type: 'warning',
        title: t.account.title,
        message: accountForm.errors.emailCheckFailed,
        duration: 6000,
      });
      dispatch({ type: 'emailFree' });
    }
  };

  const proceedToPayment = async () => {
    const now = current.current;
    if (now.step !== 'pack' || !now.pack || now.creating) return;
    if (!now.form.password) {
      notify({ type: 'info', title: t.canceled.title, message: t.errors.passwordAgain, duration: 6000 });
      dispatch({ type: 'passwordNeeded' });
      return;
    }
    dispatch({ type: 'checkoutStarted' });
    const email = now.form.email.trim();
    const company = now.form.company.trim();
    try {
      const session = await signupCheckout({
        email,
        password: now.form.password,
        ...(company ? { company } : {}),
        credits: now.pack.credits,
        amount: creditPackPrice(now.pack).ttcCents,
      });
      saveSignupDraft({ email, company });
      dispatch({ type: 'checkoutSucceeded', session });
    } catch (error) {
      const fallback = error instanceof ApiError ? t.errors.createPayment : t.errors.unexpectedCreate;
      dispatch({
        type: 'failed',
        error: describeServerError(serverText(error), fallback),
        retry: 'checkout',
      });
    }
  };

  const pay = async () => {
    const now = current.current;
    if (now.step !== 'payment' || now.paying) return;
    const card = cardRef.current;
    if (!now.cardPaid && !card?.isReady()) return;
    dispatch({ type: 'payStarted' });
    if (!now.cardPaid && card) {
      let result: Awaited<ReturnType<CardFieldsHandle['confirm']>>;
      try {
        result = await card.confirm(
          now.session.client_secret,
          billingDetails(now.form.email.trim(), now.form.company),
        );
      } catch {
        dispatch({ type: 'payFailed', message: null });
        dispatch({
          type: 'failed',
          error: describeServerError(undefined, t.errors.processing),
          retry: 'card',
        });
        return;
      }
      if (!result.ok) {
        const { error, status } = result;
        if (error.type === 'validation_error') {
          // The fields say what is missing under them; nothing was sent.
          dispatch({ type: 'payFailed', message: null });
        } else if (error.code === 'unexpected_status' && status) {
          dispatch({ type: 'payFailed', message: cardOutcomeMessage(status) });
        } else {
          dispatch({ type: 'payFailed', message: cardOutcomeMessage(status ?? 'requires_payment_method') });
          dispatch({ type: 'failed', error: describeCardError(error), retry: 'card' });
        }
        return;
      }
      dispatch({ type: 'cardPaid' });
    }
    await loadCredentials(now.session.payment_intent_id, 'payment');
  };

  const retry = () => {
    const now = current.current;
    const action = now.dialog?.retry;
    dispatch({ type: 'dialogClosed' });
    if (action === 'checkout') void proceedToPayment();
    else if (action === 'card') cardRef.current?.clear();
    else if (action === 'credentials') {
      if (now.step === 'credentials') void loadCredentials(now.paymentIntentId, 'returnLink');
      else void pay();
    } else if (action === 'checkEmail') void continueFromAccount();
  };

  return {
    state,
    cardRef,
    cardProvider,
    actions: {
      change: (field: SignupField, value: string | boolean) =>
        dispatch({ type: 'fieldChanged', field, value }),
      touch: (field: SignupField) => dispatch({ type: 'fieldTouched', field }),
      continueFromAccount,
      choosePack: (pack: Parameters<typeof creditPackPrice>[0]) => dispatch({ type: 'packChosen', pack }),
      proceedToPayment,
      pay,
      back: () => dispatch({ type: 'back' }),
      closeDialog: () => dispatch({ type: 'dialogClosed' }),
      retry,
    },
  };
}
