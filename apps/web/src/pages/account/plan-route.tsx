import { PLAN_IDS, type PlanId } from '@horodoc/shared/pricing';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useNotify } from '../../app/notifications/notification-context';
import { paths } from '../../app/paths';
import { ApiError } from '../../features/api-client/api-error';
import { accountActions, accountReads } from '../../features/web-account/web-account-calls';
import { useWebSession } from '../../features/web-account/web-session';
import { notifications, webAccount } from '../../i18n/fr';
import { formatLongDate } from './account-dates';
import { FailedPanel, LoadingPanel } from './account-panels';
import { PlanCards } from './plan-cards';
import { SubscriptionPanel } from './subscription-panel';
import { SubscriptionPaymentPanel } from './subscription-payment-panel';
import { useAccountData } from './use-account-data';
import { useSubscribe } from './use-subscribe';

const t = webAccount;

/** 'Mon compte', plans and subscription: the current one (status, renewal or end, cancel), and the plans. */
export default function PlanRoute() {
  const { state, reload } = useAccountData(accountReads.plans);
  const { session, refresh, expire } = useWebSession();
  const { notify } = useNotify();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [cancelling, setCancelling] = useState(false);
  const subscribe = useSubscribe(() => navigate(paths.account));
  const wanted = search.get('plan');
  const highlighted = PLAN_IDS.find((id) => id === wanted) ?? null;

  if (state.status === 'loading' || session.status !== 'signedIn') return <LoadingPanel />;
  if (state.status === 'failed') return <FailedPanel message={state.message} onRetry={reload} />;
  const subscription = session.profile.subscription;
  const currentPlan: PlanId | null = subscription?.is_active ? subscription.plan : null;

  const cancel = async () => {
    setCancelling(true);
    try {
      const ended = await accountActions.cancelSubscription();
      const end = ended.current_period_end ? formatLongDate(ended.current_period_end) : '';
      notify({
        type: 'info',
        title: t.subscription.canceledTitle,
        message: t.subscription.canceledMessage(end),
        duration: 6000,
      });
      await refresh();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) expire();
      else notify(notifications.presets.subscriptionError(t.subscription.cancelFailed));
    } finally {
      setCancelling(false);
    }
  };

  return (
    <div className="grid gap-8">
      {subscription && (
        <SubscriptionPanel subscription={subscription} cancelling={cancelling} onCancel={cancel} />
      )}
      {subscribe.state.step === 'paying' ? (
        <SubscriptionPaymentPanel
          order={subscribe.state.order}
          provider={subscribe.cardProvider}
          cardRef={subscribe.cardRef}
          paying={subscribe.state.paying}
          cardPaid={subscribe.state.cardPaid}
          error={subscribe.state.error}
          onPay={subscribe.actions.pay}
          onBack={subscribe.actions.back}
        />
      ) : (
        <section aria-labelledby="plans-title">
          <h2 id="plans-title" className="font-semibold text-slate-900 text-xl">
            {t.plans.title}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-600 text-sm leading-relaxed">{t.plans.lead}</p>
          <div className="mt-6">
            <PlanCards
              plans={state.data.plans}
              currentPlan={currentPlan}
              highlighted={highlighted}
              creating={subscribe.state.creating}
              onChoose={subscribe.actions.choose}
            />
          </div>
          <p className="mt-4 text-slate-500 text-xs">{t.plans.vatNote}</p>
        </section>
      )}
    </div>
  );
}
