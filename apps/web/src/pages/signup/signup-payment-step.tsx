import type { PaymentSessionResponse } from '@horodoc/shared/accounts-api';
import { formatEuros } from '@horodoc/shared/pricing';
import { type RefObject, useState } from 'react';
import { CARD, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { LockIcon } from '../../components/icons';
import { simulatorCalls } from '../../features/api-client/card-provider-calls';
import { CardFields, type CardProvider } from '../../features/card-payment/card-fields';
import type { CardFieldsHandle } from '../../features/card-payment/card-types';
import { OrderSummary } from '../../features/credit-packs/order-summary';
import { signup as t, upload } from '../../i18n/fr';

interface SignupPaymentStepProps {
  email: string;
  session: PaymentSessionResponse;
  provider: CardProvider | null;
  cardRef: RefObject<CardFieldsHandle | null>;
  paying: 'card' | 'credentials' | null;
  error: string | null;
  onBack: () => void;
  onPay: () => void;
}

/** Step 3: the order, the card field, and 'Payer {montant}' (enabled once the card field is ready). */
export function SignupPaymentStep({
  email,
  session,
  provider,
  cardRef,
  paying,
  error,
  onBack,
  onPay,
}: SignupPaymentStepProps) {
  const amount = `${formatEuros(session.amount_ttc)}\u00a0€`;
  const [cardReady, setCardReady] = useState(false);
  return (
    <section aria-labelledby="signup-payment-title" className={CARD}>
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <span className="h-5 w-5">
            <LockIcon />
          </span>
        </span>
        <div className="min-w-0">
          <h2 id="signup-payment-title" className="font-bold text-slate-900 text-xl">
            {t.payment.title}
          </h2>
          <p className="break-all text-slate-600 text-sm">{t.payment.lead(email)}</p>
        </div>
      </div>
      <div className="mt-6">
        <OrderSummary
          credits={session.credits}
          htCents={session.amount_ht}
          vatCents={session.tva_amount}
          ttcCents={session.amount_ttc}
        />
      </div>
      {provider?.provider === 'simulator' && (
        <p className="mt-5 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm ring-1 ring-amber-200">
          {upload.payment.simulatorNotice}
        </p>
      )}
      <form
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault();
          onPay();
        }}
      >
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
        <p className="mt-3 flex items-center gap-2 text-slate-500 text-xs">
          <span className="h-3.5 w-3.5 shrink-0">
            <LockIcon />
          </span>
          {t.payment.secure}
        </p>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <button type="button" onClick={onBack} disabled={paying !== null} className={SECONDARY_BUTTON}>
            {t.payment.back}
          </button>
          <button
            type="submit"
            disabled={paying !== null || !cardReady}
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
        {paying === 'credentials' && (
          <p className="mt-4 text-center text-brand-800 text-sm" role="status">
            {t.payment.finishing}
          </p>
        )}
      </form>
    </section>
  );
}
