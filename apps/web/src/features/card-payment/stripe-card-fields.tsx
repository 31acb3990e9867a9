/**
 * Stripe Elements: three hosted fields (card number, expiry, CVC) whose card data never touches our page,
 * and the card confirmed with stripe.confirmCardPayment. Loaded only when Stripe is configured.
 */
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type { Stripe, StripeCardNumberElement, StripeElementChangeEvent } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type RefObject, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { upload } from '../../i18n/fr';
import { CardFieldBox } from './card-field-box';
import type { BillingDetails, CardConfirmResult, CardFieldsHandle } from './card-types';

const t = upload.card;

/** The spec's delay before the provider's script loads, so the page paints first. */
const LOAD_DELAY_MS = 500;

const ELEMENT_OPTIONS = {
  style: {
    base: {
      fontSize: '16px',
      color: '#0f172a',
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      letterSpacing: '0.025em',
      '::placeholder': { color: '#94a3b8' },
    },
    invalid: { color: '#dc2626' },
  },
};

interface StripeCardFieldsProps {
  publishableKey: string;
  handleRef: RefObject<CardFieldsHandle | null>;
  onFieldError: (message: string | null) => void;
  onReady: () => void;
}

let stripePromise: Promise<Stripe | null> | null = null;

function stripeOnce(publishableKey: string): Promise<Stripe | null> {
  stripePromise ??= new Promise((resolve) => setTimeout(resolve, LOAD_DELAY_MS)).then(() =>
    loadStripe(publishableKey, { locale: 'fr' }),
  );
  return stripePromise;
}

export default function StripeCardFields(props: StripeCardFieldsProps) {
  const [stripe, setStripe] = useState<Promise<Stripe | null> | null>(null);
  useEffect(() => setStripe(stripeOnce(props.publishableKey)), [props.publishableKey]);
  if (!stripe) return null;
  return (
    <Elements stripe={stripe} options={{ locale: 'fr' }}>
      <StripeFields {...props} />
    </Elements>
  );
}

type Field = 'number' | 'expiry' | 'cvc';

function StripeFields({ handleRef, onFieldError, onReady }: StripeCardFieldsProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [focused, setFocused] = useState<Field | null>(null);
  const [errors, setErrors] = useState<Record<Field, string | null>>({
    number: null,
    expiry: null,
    cvc: null,
  });
  const numberElement = useRef<StripeCardNumberElement | null>(null);

  useImperativeHandle(handleRef, () => ({
    isReady: () => stripe !== null && numberElement.current !== null,
    clear() {
      for (const element of [
        elements?.getElement(CardNumberElement),
        elements?.getElement(CardExpiryElement),
        elements?.getElement(CardCvcElement),
      ]) {
        element?.clear();
      }
      elements?.getElement(CardNumberElement)?.focus();
    },
    async confirm(clientSecret: string, billing?: BillingDetails): Promise<CardConfirmResult> {
      const card = elements?.getElement(CardNumberElement);
      if (!stripe || !card) return { ok: false, error: { code: 'not_ready' } };
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, ...(billing ? { billing_details: billing } : {}) },
      });
      if (result.error) return { ok: false, error: result.error };
      if (result.paymentIntent?.status === 'succeeded') return { ok: true };
      return {
        ok: false,
        error: {
          code: 'unexpected_status',
          message: `Statut de paiement inattendu: ${result.paymentIntent?.status}`,
        },
        status: result.paymentIntent?.status,
      };
    },
  }));

  const onChange = (field: Field) => (event: StripeElementChangeEvent) => {
    const next = { ...errors, [field]: event.error?.message ?? null };
    setErrors(next);
    onFieldError(next.number ?? next.expiry ?? next.cvc);
  };
  const focusOf = (field: Field) => ({ onFocus: () => setFocused(field), onBlur: () => setFocused(null) });

  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
      <div className="col-span-2">
        <CardFieldBox
          label={t.number}
          focused={focused === 'number'}
          invalid={errors.number !== null}
          onLabelClick={() => elements?.getElement(CardNumberElement)?.focus()}
        >
          <CardNumberElement
            options={{ ...ELEMENT_OPTIONS, showIcon: true, placeholder: t.numberPlaceholder }}
            onChange={onChange('number')}
            onReady={(element) => {
              numberElement.current = element;
              onReady();
            }}
            {...focusOf('number')}
          />
        </CardFieldBox>
      </div>
      <CardFieldBox
        label={t.expiry}
        focused={focused === 'expiry'}
        invalid={errors.expiry !== null}
        onLabelClick={() => elements?.getElement(CardExpiryElement)?.focus()}
      >
        <CardExpiryElement
          options={{ ...ELEMENT_OPTIONS, placeholder: t.expiryPlaceholder }}
          onChange={onChange('expiry')}
          {...focusOf('expiry')}
        />
      </CardFieldBox>
      <CardFieldBox
        label={t.cvc}
        focused={focused === 'cvc'}
        invalid={errors.cvc !== null}
        onLabelClick={() => elements?.getElement(CardCvcElement)?.focus()}
      >
        <CardCvcElement
          options={{ ...ELEMENT_OPTIONS, placeholder: t.cvcPlaceholder }}
          onChange={onChange('cvc')}
          {...focusOf('cvc')}
        />
      </CardFieldBox>
    </div>
  );
}
