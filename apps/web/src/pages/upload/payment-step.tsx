import type { RefObject } from 'react';
import { CARD, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { LockIcon } from '../../components/icons';
import { CardFields, type CardProvider } from '../../features/card-payment/card-fields';
import type { CardFieldsHandle, SimulatorApi } from '../../features/card-payment/card-types';
import type { DisplayedPrice } from '../../features/pricing-counter/web-price';
import { upload as t } from '../../i18n/fr';

interface PaymentStepProps {
  price: DisplayedPrice;
  provider: CardProvider | null;
  simulatorApi: SimulatorApi;
  cardRef: RefObject<CardFieldsHandle | null>;
  paying: 'card' | 'anchoring' | null;
  paymentError: string | null;
  onBack: () => void;
  onPay: () => void;
}

/** Step 3: the card, in three separate fields, and Pay. */
export function PaymentStep({
  price,
  provider,
  simulatorApi,
  cardRef,
  paying,
  paymentError,
  onBack,
  onPay,
}: PaymentStepProps) {
  return (
    <section aria-labelledby="payment-title" className={CARD}>
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <span className="h-5 w-5">
            <LockIcon />
          </span>
        </span>
        <div>
          <h2 id="payment-title" className="font-bold text-slate-900 text-xl">
            {t.payment.title}
          </h2>
          <p className="text-slate-600 text-sm">{t.payment.lead(price.ttc)}</p>
        </div>
      </div>

      {provider?.provider === 'simulator' && (
        <p className="mt-5 rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm ring-1 ring-amber-200">
          {t.payment.simulatorNotice}
        </p>
      )}

      <form
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault();
          onPay();
        }}
      >
        {provider ? (
          <CardFields
            provider={provider}
            simulatorApi={simulatorApi}
            amountLabel={price.ttc}
            handleRef={cardRef}
            paymentError={paymentError}
          />
        ) : (
          <div className="flex min-h-40 items-center justify-center gap-3" role="status">
            <span
              className="h-6 w-6 animate-spin rounded-full border-3 border-brand-100 border-t-brand-600"
              aria-hidden="true"
            />
            <span className="text-slate-600">{t.payment.loading}</span>
          </div>
        )}

        <p className="mt-2 flex items-center gap-2 text-slate-500 text-xs">
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
            disabled={paying !== null}
            className={PRIMARY_BUTTON}
            data-testid="pay-button"
          >
            {paying && (
              <span
                className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                aria-hidden="true"
              />
            )}
            {paying ? t.payment.processing : t.payment.pay(price.ttc)}
          </button>
        </div>
        {paying === 'anchoring' && (
          <p className="mt-4 text-center text-brand-800 text-sm" role="status">
            {t.payment.anchoring}
          </p>
        )}
      </form>
    </section>
  );
}
