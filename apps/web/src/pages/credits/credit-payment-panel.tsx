import type { PaymentSessionResponse } from '@horodoc/shared/accounts-api';
import { formatEuros } from '@horodoc/shared/pricing';
import { type RefObject, useState } from 'react';
import { CARD, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { LockIcon } from '../../components/icons';
import { simulatorCalls } from '../../features/api-client/card-provider-calls';
import { CardFields, type CardProvider } from '../../features/card-payment/card-fields';
import type { CardFieldsHandle } from '../../features/card-payment/card-types';
import { OrderSummary } from '../../features/credit-packs/order-summary';
import { credits as t, upload } from '../../i18n/fr';

interface CreditPaymentPanelProps {
  session: PaymentSessionResponse;
  provider: CardProvider | null;
  cardRef: RefObject<CardFieldsHandle | null>;
  paying: 'card' | 'confirming' | null;
  cardPaid: boolean;
  error: string | null;
  onPay: () => void;
  onCancel: () => void;
}

/** The payment step: the order, the card, a note, the payment error box, and Pay. */
export function CreditPaymentPanel({
  session,
  provider,
  cardRef,
  paying,
  cardPaid,
  error,
  onPay,
  onCancel,
}: CreditPaymentPanelProps) {
  const amount = `${formatEuros(session.amount_ttc)}\u00a0€`;
  const [cardReady, setCardReady] = useState(false);
  return (
    <section aria-labelledby="credit-payment-title" className={CARD}>
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-emerald-50 p-2.5 text-emerald-700">
          <LockIcon />
        </span>
        <h2 id="credit-payment-title" className="font-bold text-slate-900 text-xl">
          {t.payment.title}
        </h2>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div>
          <OrderSummary
            credits={session.credits}
            htCents={session.amount_ht}
            vatCents={session.tva_amount}
            ttcCents={session.amount_ttc}
          />
          <p className="mt-4 text-slate-600 text-sm leading-relaxed">{t.payment.note}</p>
        </div>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onPay();
          }}
        >
          {provider?.provider === 'simulator' && (
            <p className="mb-5 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm ring-1 ring-amber-200">
              {upload.payment.simulatorNotice}
            </p>
          )}
          {provider && (
            <CardFields
              provider={provider}
              simulatorApi={simulatorCalls}
              amountLabel={amount}
              handleRef={cardRef}
              paymentError={null}
              onReady={() => setCardReady(true)}
            />
          )}
          {error && (
            <p
              role="alert"
              className="mt-2 rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200"
              data-testid="payment-error"
            >
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <button
              type="button"
              onClick={onCancel}
              disabled={paying !== null || cardPaid}
              className={SECONDARY_BUTTON}
            >
              {t.payment.change}
            </button>
            <button
              type="submit"
              disabled={paying !== null || !(cardReady || cardPaid)}
              className={PRIMARY_BUTTON}
              data-testid="pay-button"
            >
              {paying && (
                <span
                  className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                  aria-hidden="true"
                />
              )}
              {paying ? t.payment.processing : t.payment.pay(amount)}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
