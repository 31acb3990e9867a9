import type { PaymentSessionResponse } from '@horodoc/shared/accounts-api';
import { formatEuros } from '@horodoc/shared/pricing';
import { type RefObject, useState } from 'react';
import { CARD } from '../../components/button-styles';
import { simulatorCalls } from '../../features/api-client/card-provider-calls';
import { CardFields, type CardProvider } from '../../features/card-payment/card-fields';
import type { CardFieldsHandle } from '../../features/card-payment/card-types';
import {
  PayButtons,
  PaymentErrorBox,
  PaymentHeading,
  SecureNote,
  SimulatorNotice,
} from '../../features/card-payment/payment-parts';
import { OrderSummary } from '../../features/credit-packs/order-summary';
import { signup as t } from '../../i18n/fr';

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
      <PaymentHeading titleId="signup-payment-title" title={t.payment.title} lead={t.payment.lead(email)} />
      <div className="mt-6">
        <OrderSummary
          credits={session.credits}
          htCents={session.amount_ht}
          vatCents={session.tva_amount}
          ttcCents={session.amount_ttc}
        />
      </div>
      {provider?.provider === 'simulator' && <SimulatorNotice className="mt-5" />}
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
        <PaymentErrorBox error={error} />
        <SecureNote>{t.payment.secure}</SecureNote>
        <PayButtons
          busy={paying !== null}
          backLabel={t.payment.back}
          backDisabled={paying !== null}
          onBack={onBack}
          payDisabled={paying !== null || !cardReady}
          payLabel={t.payment.pay(amount)}
          processingLabel={t.payment.processing}
        />
        {paying === 'credentials' && (
          <p className="mt-4 text-center text-brand-800 text-sm" role="status">
            {t.payment.finishing}
          </p>
        )}
      </form>
    </section>
  );
}
