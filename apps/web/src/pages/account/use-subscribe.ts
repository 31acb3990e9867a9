import type { PlanId } from '@horodoc/shared/pricing';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useNotify } from '../../app/notifications/notification-context';
import { ApiError } from '../../features/api-client/api-error';
import { fetchCardProvider } from '../../features/api-client/card-provider-calls';
import { cardErrorMessage } from '../../features/card-payment/card-error-message';
import type { CardProvider } from '../../features/card-payment/card-fields';
import type { CardFieldsHandle } from '../../features/card-payment/card-types';
import { billingDetails } from '../../features/card-payment/describe-payment-error';
import { waitUntilActive } from '../../features/web-account/wait-until-active';
import { accountActions } from '../../features/web-account/web-account-calls';
import { useWebSession } from '../../features/web-account/web-session';
import { notifications, webAccount } from '../../i18n/fr';
import { choosing, subscribeReducer } from './subscribe-state';

const refusedMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : notifications.presets.subscriptionError().message;

/**
 * Taking a plan: its subscription is created, its first month paid with the card fields of the other payment
 * pages, then the page waits for the provider to call it active. Each failure shows 'subscription error'.
 */
export function useSubscribe(onActivated: () => void) {
  const [state, dispatch] = useReducer(subscribeReducer, choosing);
  const current = useRef(state);
  current.current = state;
  const cardRef = useRef<CardFieldsHandle | null>(null);
  const [cardProvider, setCardProvider] = useState<CardProvider | null>(null);
  const { notify } = useNotify();
  const { session, refresh, expire } = useWebSession();

  useEffect(() => {
    fetchCardProvider().then(setCardProvider, () => setCardProvider(null));
  }, []);

  const fail = (error: unknown, message: string) => {
    if (error instanceof ApiError && error.status === 401) {
      notify({ ...notifications.presets.authError(webAccount.sessionExpired), duration: 6000 });
      expire();
      return;
    }
    notify({ ...notifications.presets.subscriptionError(message), duration: 8000 });
  };

  const choose = async (plan: PlanId) => {
    const now = current.current;
    if (now.step !== 'choosing' || now.creating) return;
    dispatch({ type: 'create', plan });
    try {
      dispatch({ type: 'created', order: await accountActions.subscribe({ plan }) });
    } catch (error) {
      dispatch({ type: 'createFailed' });
      fail(error, refusedMessage(error));
    }
  };

  const pay = async () => {
    const now = current.current;
    if (now.step !== 'paying' || now.paying) return;
    const card = cardRef.current;
    if (!now.cardPaid && !card?.isReady()) return;
    dispatch({ type: 'payStarted' });
    if (!now.cardPaid && card) {
      const user = session.status === 'signedIn' ? session.profile.user : null;
      const result = await card.confirm(
        now.order.client_secret,
        billingDetails(user?.email ?? '', user?.company),
      );
      if (!result.ok) {
        const live =
          cardProvider?.provider === 'stripe' && cardProvider.publishableKey.startsWith('pk_live_');
        // A field left incomplete is shown under the field itself.
        const message =
          result.error.type === 'validation_error' ? null : cardErrorMessage(result.error, { live });
        dispatch({ type: 'payFailed', error: message });
        if (message) fail(null, message);
        return;
      }
      dispatch({ type: 'cardPaid' });
    }
    try {
      await waitUntilActive(now.order.subscription.id);
    } catch (error) {
      const message = error instanceof ApiError ? error.message : webAccount.plans.notActivated;
      dispatch({ type: 'payFailed', error: message });
      fail(error, message);
      return;
    }
    dispatch({ type: 'activated' });
    notify(notifications.presets.subscriptionActivated());
    await refresh();
    onActivated();
  };

  return {
    state,
    cardRef,
    cardProvider,
    actions: { choose, pay, back: () => dispatch({ type: 'back' }) },
  };
}
