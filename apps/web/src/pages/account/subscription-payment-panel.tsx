import { formatEuros } from '@horodoc/shared/pricing';
import type { CreateSubscriptionResponse } from '@horodoc/shared/web-account-api';
import { type RefObject, useState } from 'react';
import { CARD, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { LockIcon } from '../../components/icons';
import { simulatorCalls } from '../../features/api-client/card-provider-calls';
import { CardFields, type CardProvider } from '../../features/card-payment/card-fields';
import type { CardFieldsHandle } from '../../features/card-payment/card-types';
import { upload, webAccount } from '../../i18n/fr';

const t = webAccount.plans;

interface SubscriptionPaymentPanelProps {
  order: CreateSubscriptionResponse;
  provider: CardProvider | null;
  cardRef: RefObject<CardFieldsHandle | null>;
  paying: 'card' | 'activating' | null;
  cardPaid: boolean;
  error: string | null;
  onPay: () => void;
  onBack: () => void;
}

/** The first month of a plan: its amounts, the card fields, and Pay. */
export function SubscriptionPaymentPanel(props: SubscriptionPaymentPanelProps) {
  const { order, provider, paying, cardPaid } = props;
  const amount = `${formatEuros(order.amount_ttc)}\u00a0€`;
  const [cardReady, setCardReady] = useState(false);
  return (
    <section aria-labelledby="subscription-payment-title" className={CARD}>
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-emerald-50 p-2.5 text-emerald-700">
          <LockIcon />
        </span>
        <h2 id="subscription-payment-title" className="font-bold text-slate-900 text-xl">
          {t.payTitle(order.subscription.plan_name)}
        </h2>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div>
          <dl className="grid grid-cols-[1fr_auto] gap-y-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
            <dt className="text-slate-600">{upload.info.priceHt}</dt>
            <dd className="text-right text-slate-900 tabular-nums">{formatEuros(order.amount_ht)}&nbsp;€</dd>
            <dt className="text-slate-600">{upload.info.vatIncluded}</dt>
            <dd className="text-right text-slate-900 tabular-nums">{formatEuros(order.tva_amount)}&nbsp;€</dd>
            <dt className="border-slate-200 border-t pt-2 font-semibold text-slate-900">
              {upload.info.priceTtc}
            </dt>
            <dd className="border-slate-200 border-t pt-2 text-right font-bold text-lg text-slate-900 tabular-nums">
              {amount}
            </dd>
          </dl>
          <p className="mt-4 text-slate-600 text-sm leading-relaxed">{t.payLead(amount)}</p>
        </div>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            props.onPay();
          }}
        >
          {provider?.provider === 'simulator' && (
            <p className="mb-5 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm ring-1 ring-amber-200">
              {upload.payment.simulatorNotice}
            </p>
          )}
          {provider && !cardPaid && (
            <CardFields
              provider={provider}
              simulatorApi={simulatorCalls}
              amountLabel={amount}
              handleRef={props.cardRef}
              paymentError={props.error}
              onReady={() => setCardReady(true)}
            />
          )}
          {cardPaid && props.error && (
            <p
              role="alert"
              className="rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200"
            >
              {props.error}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <button
              type="button"
              onClick={props.onBack}
              disabled={paying !== null || cardPaid}
              className={SECONDARY_BUTTON}
            >
              {t.change}
            </button>
            <button
              type="submit"
              disabled={paying !== null || !(cardReady || cardPaid)}
              className={PRIMARY_BUTTON}
              data-testid="subscribe-pay"
            >
              {paying && (
                <span
                  className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                  aria-hidden="true"
                />
              )}
              {paying === 'activating' ? t.activating : paying ? t.processing : t.pay(amount)}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
