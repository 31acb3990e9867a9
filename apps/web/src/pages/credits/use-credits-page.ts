import { type CreditPack, creditPackPrice } from '@horodoc/shared/pricing';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNotify } from '../../app/notifications/notification-context';
import { validateLoginForm } from '../../features/account-form/validate-account-form';
import { ApiError } from '../../features/api-client/api-client';
import { fetchCardProvider } from '../../features/api-client/card-provider-calls';
import { fetchCreditInvoice } from '../../features/api-client/credit-invoice-calls';
import { importSigningKey, type SigningKey } from '../../features/api-client/sign-request';
import type { CardProvider } from '../../features/card-payment/card-fields';
import type { CardFieldsHandle } from '../../features/card-payment/card-types';
import {
  billingDetails,
  cardOutcomeMessage,
  describeCardError,
  describeServerError,
} from '../../features/card-payment/describe-payment-error';
import { notifications, signup, credits as t } from '../../i18n/fr';
import {
  authenticate,
  confirmCreditPurchase,
  fetchBalance,
  logOutSession,
  startCreditPurchase,
} from './credits-api';
import { clearCreditsSession, loadCreditsSession, saveCreditsSession } from './credits-session-store';
import { type CreditsState, creditsReducer, type LoginForm, loading } from './credits-state';

const serverText = (error: unknown) =>
  error instanceof ApiError ? (error.serverText ?? error.message) : undefined;
const isExpired = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The login's server error box (spec, section 8). */
function loginError(error: unknown): string {
  if (!(error instanceof ApiError)) return t.login.other;
  if (error.status === 0) return t.login.connection;
  if (error.status === 401) return t.login.failed;
  if (error.status === 429 && error.serverText) return error.serverText;
  return t.login.other;
}

/**
 * The credits page's behaviour: login (kept across a reload for the key's lifetime), the three balances
 * signed with the session key, the purchase of a pack (credit-purchase.php, the card,
 * confirm-credit-purchase.php), its invoice, and logout, which ends the key on the server.
 */
export function useCreditsPage() {
  const [state, dispatch] = useReducer(creditsReducer, loading);
  const { notify } = useNotify();
  const cardRef = useRef<CardFieldsHandle | null>(null);
  const [cardProvider, setCardProvider] = useState<CardProvider | null>(null);
  const current = useRef<CreditsState>(state);
  current.current = state;

  useEffect(() => {
    fetchCardProvider().then(setCardProvider, () => setCardProvider(null));
  }, []);

  const expire = useCallback(() => {
    void clearCreditsSession();
    dispatch({ type: 'loggedOut', message: t.errors.sessionExpired });
  }, []);

  const refreshBalance = useCallback(
    async (key: SigningKey) => {
      try {
        dispatch({ type: 'balanceLoaded', balance: await fetchBalance(key) });
      } catch (error) {
        if (isExpired(error)) expire();
        else notify({ type: 'error', title: t.balances.label, message: t.errors.balance });
      }
    },
    [expire, notify],
  );

  // A sign-in kept from an earlier load of the page, until its key's end.
  useEffect(() => {
    let live = true;
    void loadCreditsSession().then((kept) => {
      if (!live) return;
      if (!kept) return dispatch({ type: 'nothingRestored' });
      dispatch({ type: 'signedIn', email: kept.email, company: kept.company, key: kept.key });
      void refreshBalance(kept.key);
    });
    return () => {
      live = false;
    };
  }, [refreshBalance]);

  const logIn = async () => {
    const now = current.current;
    if (now.stage !== 'signedOut' || now.submitting || now.restoring) return;
    dispatch({ type: 'loginTried' });
    if (Object.keys(validateLoginForm(now.form)).length > 0) return;
    dispatch({ type: 'loginStarted' });
    try {
      const session = await authenticate(now.form.email.trim(), now.form.password);
      const key = await importSigningKey(session.api_key, session.api_secret);
      await saveCreditsSession({
        key,
        email: session.email,
        company: session.company,
        expiresAt: session.expires_at,
      });
      dispatch({ type: 'signedIn', email: session.email, company: session.company, key });
      notify(notifications.presets.loginSuccess());
      await refreshBalance(key);
    } catch (error) {
      dispatch({ type: 'loginFailed', message: loginError(error) });
    }
  };

  const buy = async (pack: CreditPack) => {
    const now = current.current;
    if (now.stage !== 'signedIn' || now.purchase.step !== 'choosing' || now.purchase.creating) return;
    dispatch({ type: 'purchaseStarted', pack });
    try {
      const session = await startCreditPurchase(now.key, {
        credits: pack.credits,
        amount: creditPackPrice(pack).ttcCents,
        email: now.email,
      });
      dispatch({ type: 'purchaseReady', session });
    } catch (error) {
      if (isExpired(error)) return expire();
      const fallback =
        error instanceof ApiError ? signup.errors.createPayment : signup.errors.unexpectedCreate;
      dispatch({
        type: 'failed',
        error: describeServerError(serverText(error), fallback),
        retry: 'purchase',
      });
    }
  };

  const confirm = async () => {
    const now = current.current;
    if (now.stage !== 'signedIn' || now.purchase.step !== 'paying') return;
    try {
      const confirmed = await confirmCreditPurchase(now.key, now.purchase.session.payment_intent_id);
      const invoice = await fetchCreditInvoice(confirmed.invoice_id);
      dispatch({
        type: 'purchaseConfirmed',
        newBalance: confirmed.new_balance,
        creditsAdded: confirmed.credits_added,
        invoice,
      });
      notify({
        type: 'success',
        title: t.addedTitle,
        message: t.added(confirmed.credits_added),
        duration: 6000,
      });
      await refreshBalance(now.key);
    } catch (error) {
      if (isExpired(error)) return expire();
      dispatch({
        type: 'failed',
        error: describeServerError(serverText(error), t.errors.confirm),
        retry: 'confirm',
      });
    }
  };

  const pay = async () => {
    const now = current.current;
    if (now.stage !== 'signedIn' || now.purchase.step !== 'paying' || now.purchase.paying) return;
    const { purchase } = now;
    const card = cardRef.current;
    if (!purchase.cardPaid && !card?.isReady()) return;
    dispatch({ type: 'payStarted' });
    if (!purchase.cardPaid && card) {
      let result: Awaited<ReturnType<CardFieldsHandle['confirm']>>;
      try {
        result = await card.confirm(purchase.session.client_secret, billingDetails(now.email, now.company));
      } catch {
        dispatch({ type: 'payFailed', message: null });
        dispatch({
          type: 'failed',
          error: describeServerError(undefined, signup.errors.processing),
          retry: 'card',
        });
        return;
      }
      if (!result.ok) {
        const { error, status } = result;
        if (error.type === 'validation_error') dispatch({ type: 'payFailed', message: null });
        else if (error.code === 'unexpected_status' && status)
          dispatch({ type: 'payFailed', message: cardOutcomeMessage(status) });
        else {
          dispatch({ type: 'payFailed', message: cardOutcomeMessage(status ?? 'requires_payment_method') });
          dispatch({ type: 'failed', error: describeCardError(error), retry: 'card' });
        }
        return;
      }
      dispatch({ type: 'cardPaid' });
    }
    await confirm();
  };

  /** Ends the key on the server first (offline, it ends by itself within two hours), then forgets it here. */
  const logOut = async () => {
    const now = current.current;
    if (now.stage === 'signedIn') await logOutSession(now.key).catch(() => undefined);
    await clearCreditsSession();
    dispatch({ type: 'loggedOut' });
  };

  const retry = () => {
    const now = current.current;
    if (now.stage !== 'signedIn' || !now.dialog) return;
    const action = now.dialog.retry;
    dispatch({ type: 'dialogClosed' });
    if (action === 'purchase' && now.purchase.step === 'choosing' && now.purchase.pack)
      void buy(now.purchase.pack);
    else if (action === 'card') cardRef.current?.clear();
    else if (action === 'confirm') void pay();
  };

  return {
    state,
    cardRef,
    cardProvider,
    actions: {
      change: (field: keyof LoginForm, value: string) => dispatch({ type: 'loginChanged', field, value }),
      touch: (field: keyof LoginForm) => dispatch({ type: 'loginTouched', field }),
      logIn,
      choosePack: (pack: CreditPack) => dispatch({ type: 'packChosen', pack }),
      buy,
      pay,
      cancelPayment: () => dispatch({ type: 'paymentCanceled' }),
      closeDialog: () => dispatch({ type: 'dialogClosed' }),
      retry,
      logOut,
    },
  };
}
