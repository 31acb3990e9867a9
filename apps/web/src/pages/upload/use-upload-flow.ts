import { isAcceptedFile } from '@horodoc/shared/accepted-file-types';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../app/notifications/notification-context';
import { paths } from '../../app/paths';
import { ApiError } from '../../features/api-client/api-error';
import { fetchCardProvider } from '../../features/api-client/card-provider-calls';
import { cardErrorMessage } from '../../features/card-payment/card-error-message';
import type { CardProvider } from '../../features/card-payment/card-fields';
import type { CardFieldsHandle } from '../../features/card-payment/card-types';
import { hashFile, prepareHashing } from '../../features/hashing/hash-file';
import { incrementUsageCount } from '../../features/pricing-counter/usage-counter';
import { useUsageCount } from '../../features/pricing-counter/use-usage-count';
import { displayedPrice } from '../../features/pricing-counter/web-price';
import { useWebSession } from '../../features/web-account/web-session';
import { upload as t } from '../../i18n/fr';
import {
  confirmFailureToast,
  confirmWithPatience,
  timestampedByAnotherPayment,
} from './confirm-payment-flow';
import { checkDocument, createPayment } from './upload-api';
import { initialState, uploadFlowReducer } from './upload-flow-state';
import { uploadPlanMode } from './upload-plan-mode';
import { usePlanTimestamp } from './use-plan-timestamp';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The whole timestamp page's behaviour: state, the four steps' actions, and their toasts. */
export function useUploadFlow() {
  const [state, dispatch] = useReducer(uploadFlowReducer, initialState);
  const { notify, dismiss } = useNotify();
  const lastPaymentToast = useRef<string | null>(null);
  const navigate = useNavigate();
  const usageCount = useUsageCount();
  const price = displayedPrice(usageCount);
  const cardRef = useRef<CardFieldsHandle | null>(null);
  const hashAbort = useRef<AbortController | null>(null);
  const [cardProvider, setCardProvider] = useState<CardProvider | null>(null);
  const { session } = useWebSession();
  // 'Payer ce document à l'acte' at the limit: this visit pays by card.
  const [payPerUse, setPayPerUse] = useState(false);
  const plan = uploadPlanMode(session.status === 'signedIn' ? session.profile : null, payPerUse);
  const timestampOnPlan = usePlanTimestamp(state, dispatch, plan);

  useEffect(() => {
    fetchCardProvider().then(setCardProvider, () => setCardProvider(null));
    return () => hashAbort.current?.abort();
  }, []);

  const chooseFile = (file: File) => {
    if (!isAcceptedFile(file)) {
      notify({ type: 'error', ...t.toasts.unsupportedType, duration: 6000 });
      return;
    }
    dispatch({ type: 'fileChosen', file });
    // The worker starts while the visitor reads the file's name, so 'Continuer' hashes at once.
    prepareHashing();
  };

  const continueWithFile = async () => {
    if (state.step !== 'upload' || !state.file || state.hashing) return;
    const file = state.file;
    dispatch({ type: 'hashStarted' });
    const controller = new AbortController();
    hashAbort.current = controller;
    let fileHash: `0x${string}`;
    try {
      fileHash = await hashFile(
        file,
        (progress) => dispatch({ type: 'hashProgress', progress }),
        controller.signal,
      );
    } catch {
      dispatch({ type: 'hashStopped' });
      if (!controller.signal.aborted) notify({ type: 'error', ...t.toasts.prepareFileFailed });
      return;
    }
    const check = await checkDocument(fileHash);
    if (check.exists && check.certificate) {
      dispatch({ type: 'alreadyAnchored', certificate: check.certificate });
      notify({ type: 'info', ...t.toasts.existing, duration: 6000 });
    } else {
      dispatch({ type: 'hashed', fileHash });
    }
  };

  const preparePayment = async () => {
    if (state.step !== 'info' && state.step !== 'payment') return false;
    const { file, fileHash, email } = state;
    try {
      const payment = await createPayment({
        file_hash: fileHash,
        file_name: file.name,
        file_size: file.size,
        amount_ttc: price.ttcCents,
        ...(email.trim() ? { email: email.trim() } : {}),
      });
      dispatch({ type: 'paymentPrepared', payment });
      return true;
    } catch (error) {
      // A document anchored meanwhile says so; anything else gets the spec's text.
      const message =
        error instanceof ApiError && error.code === 'conflict'
          ? error.message
          : t.toasts.preparePaymentFailed.message;
      notify({ type: 'error', title: t.toasts.preparePaymentFailed.title, message });
      return false;
    }
  };

  const proceedToPayment = async () => {
    if (state.step !== 'info' || !state.termsAccepted || state.preparing) return;
    if (state.email.trim() && !EMAIL.test(state.email.trim())) {
      dispatch({ type: 'emailRejected' });
      return;
    }
    dispatch({ type: 'preparing' });
    if (!(await preparePayment())) dispatch({ type: 'prepareFailed' });
  };

  const pay = async () => {
    if (state.step !== 'payment' || state.paying) return;
    const { payment } = state;
    const card = cardRef.current;
    if (!payment || !cardProvider || (!payment.cardPaid && !card?.isReady())) {
      notify({ type: 'error', ...t.toasts.paymentNotPrepared, duration: 6000 });
      return;
    }
    dispatch({ type: 'payStarted' });
    // A new attempt: the toast of the previous one no longer describes what is happening.
    if (lastPaymentToast.current) dismiss(lastPaymentToast.current);
    lastPaymentToast.current = null;
    if (!payment.cardPaid) {
      const result = card ? await card.confirm(payment.client_secret) : null;
      if (!result?.ok) {
        const live = cardProvider.provider === 'stripe' && cardProvider.publishableKey.startsWith('pk_live_');
        const message = cardErrorMessage(result?.ok === false ? result.error : undefined, { live });
        dispatch({ type: 'payFailed', error: message, keepPayment: true });
        // The message also stays in the card-errors area, so the toast may go.
        lastPaymentToast.current = notify({
          type: 'error',
          title: t.toasts.cardError.title,
          message,
          duration: 8000,
        });
        return;
      }
      dispatch({ type: 'cardPaid' });
    }
    try {
      const confirmed = await confirmWithPatience(payment.payment_id);
      incrementUsageCount();
      dispatch({ type: 'completed', certificate: confirmed.certificate, invoice: confirmed.invoice });
      notify({ type: 'success', ...t.toasts.success, duration: 5000 });
    } catch (error) {
      const certificate = timestampedByAnotherPayment(error);
      if (certificate) {
        dispatch({ type: 'refundedAsTimestamped', certificate });
        notify({ type: 'info', ...t.toasts.refundedTimestamped, duration: 8000 });
        return;
      }
      const failure = confirmFailureToast(error);
      lastPaymentToast.current = notify({ type: 'error', title: failure.title, message: failure.message });
      // Still anchoring: the same payment is confirmed again on the next press. Otherwise it is spent
      // (refunded) and a fresh one is prepared for another try.
      dispatch({ type: 'payFailed', error: failure.message, keepPayment: failure.keepPayment });
      if (!failure.keepPayment) await preparePayment();
    }
  };

  return {
    state,
    price,
    plan,
    usageCount,
    cardRef,
    cardProvider,
    actions: {
      chooseFile,
      clearFile: () => dispatch({ type: 'fileCleared' }),
      continueWithFile,
      cancelHashing: () => hashAbort.current?.abort(),
      setTerms: (accepted: boolean) => dispatch({ type: 'termsChanged', accepted }),
      setEmail: (email: string) => dispatch({ type: 'emailChanged', email }),
      proceedToPayment,
      timestampOnPlan,
      payPerUse: () => setPayPerUse(true),
      pay,
      back: () => (state.step === 'upload' ? navigate(paths.home) : dispatch({ type: 'back' })),
      restart: () => window.location.reload(),
    },
  };
}
