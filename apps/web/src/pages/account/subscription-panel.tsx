import type { Subscription } from '@horodoc/shared/web-account-api';
import { useState } from 'react';
import { webAccount } from '../../i18n/fr';
import { formatLongDate } from './account-dates';
import { Panel } from './account-panels';

const t = webAccount.subscription;

const STATUS_STYLE: Record<Subscription['status'], string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  trialing: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  past_due: 'bg-amber-50 text-amber-900 ring-amber-200',
  unpaid: 'bg-red-50 text-red-800 ring-red-200',
  incomplete: 'bg-slate-100 text-slate-700 ring-slate-200',
  incomplete_expired: 'bg-slate-100 text-slate-700 ring-slate-200',
  canceled: 'bg-slate-100 text-slate-700 ring-slate-200',
};

interface SubscriptionPanelProps {
  subscription: Subscription;
  cancelling: boolean;
  onCancel: () => void;
}

/**
 * The current subscription: its status with its French label, this period's documents, and when it renews;
 * once cancelled, the date it ends. Cancelling asks for a confirmation first.
 */
export function SubscriptionPanel({ subscription, cancelling, onCancel }: SubscriptionPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const end = subscription.current_period_end ? formatLongDate(subscription.current_period_end) : null;
  const ending = subscription.cancel_at_period_end;
  return (
    <Panel
      title={t.title}
      id="subscription-title"
      action={
        <span
          className={`rounded-full px-3 py-1 font-semibold text-xs ring-1 ${STATUS_STYLE[subscription.status]}`}
          data-testid="subscription-status"
        >
          {subscription.status_label}
        </span>
      }
    >
      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        <Fact label={t.plan}>
          <span data-testid="subscription-plan">{subscription.plan_name}</span>
        </Fact>
        <Fact label={t.quota}>
          {subscription.documents_used} / {subscription.documents_per_month}
        </Fact>
        {end && <Fact label={ending ? t.endsLabel : t.renews}>{end}</Fact>}
      </dl>
      {subscription.status === 'past_due' && (
        <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm ring-1 ring-amber-200">
          {t.pastDue}
        </p>
      )}
      {ending && end ? (
        <p
          className="mt-5 rounded-xl bg-slate-50 px-4 py-3 font-medium text-slate-800 text-sm ring-1 ring-slate-200"
          data-testid="subscription-end"
        >
          {t.endsOn(end)}
        </p>
      ) : confirming ? (
        <div
          className="mt-5 rounded-xl bg-red-50 p-4 ring-1 ring-red-200"
          role="alertdialog"
          aria-labelledby="cancel-question"
        >
          <p id="cancel-question" className="text-red-900 text-sm">
            {t.confirmCancel(end ?? '')}
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <button
              type="button"
              onClick={onCancel}
              disabled={cancelling}
              className="inline-flex min-h-11 items-center justify-center rounded-xl bg-red-700 px-4 font-semibold text-sm text-white hover:bg-red-800 disabled:opacity-60"
            >
              {cancelling ? t.cancelling : t.confirmYes}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              disabled={cancelling}
              className="inline-flex min-h-11 items-center justify-center rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-800 text-sm hover:bg-slate-50"
            >
              {t.confirmNo}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="mt-5 inline-flex min-h-11 items-center rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-800 text-sm hover:border-red-300 hover:text-red-800"
        >
          {t.cancel}
        </button>
      )}
    </Panel>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="mt-1 font-semibold text-base text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}
