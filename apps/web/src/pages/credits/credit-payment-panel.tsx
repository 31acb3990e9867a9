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
  SimulatorNotice,
} from '../../features/card-payment/payment-parts';
import { OrderSummary } from '../../features/credit-packs/order-summary';
import { credits as t } from '../../i18n/fr';

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
      <PaymentHeading titleId="credit-payment-title" title={t.payment.title} />
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
          {provider?.provider === 'simulator' && <SimulatorNotice className="mb-5" />}
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
          <PayButtons
            className="mt-6"
            busy={paying !== null}
            backLabel={t.payment.change}
            backDisabled={paying !== null || cardPaid}
            onBack={onCancel}
            payDisabled={paying !== null || !(cardReady || cardPaid)}
            payLabel={t.payment.pay(amount)}
            processingLabel={t.payment.processing}
          />
        </form>
      </div>
    </section>
  );
}
