import type { RefObject } from 'react';
import { CARD } from '../../components/button-styles';
import { CardFields, type CardProvider } from '../../features/card-payment/card-fields';
import type { CardFieldsHandle, SimulatorApi } from '../../features/card-payment/card-types';
import {
  PayButtons,
  PaymentHeading,
  SecureNote,
  SimulatorNotice,
} from '../../features/card-payment/payment-parts';
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
      <PaymentHeading titleId="payment-title" title={t.payment.title} lead={t.payment.lead(price.ttc)} />

      {provider?.provider === 'simulator' && <SimulatorNotice className="mt-5" />}

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

        <SecureNote>{t.payment.secure}</SecureNote>

        <PayButtons
          busy={paying !== null}
          backLabel={t.payment.back}
          backDisabled={paying !== null}
          onBack={onBack}
          payDisabled={paying !== null}
          payLabel={t.payment.pay(price.ttc)}
          processingLabel={t.payment.processing}
        />
        {paying === 'anchoring' && (
          <p className="mt-4 text-center text-brand-800 text-sm" role="status">
            {t.payment.anchoring}
          </p>
        )}
      </form>
    </section>
  );
}
