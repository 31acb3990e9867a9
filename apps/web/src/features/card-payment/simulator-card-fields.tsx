import { type RefObject, useId, useImperativeHandle, useRef, useState } from 'react';
import { upload } from '../../i18n/fr';
import { BankVerificationDialog } from './bank-verification-dialog';
import { CARD_INPUT_CLASS, CardFieldBox } from './card-field-box';
import {
  cvcProblem,
  digitsOf,
  expiryProblem,
  type FieldProblem,
  formatCardNumber,
  formatExpiry,
  numberProblem,
} from './card-input-format';
import type {
  BillingDetails,
  CardConfirmResult,
  CardFieldsHandle,
  SimulatorAnswer,
  SimulatorApi,
} from './card-types';

const t = upload.card;

type Field = 'number' | 'expiry' | 'cvc';
const FIELDS: Field[] = ['number', 'expiry', 'cvc'];
const CHECKS: Record<Field, (value: string) => FieldProblem | null> = {
  number: numberProblem,
  expiry: expiryProblem,
  cvc: cvcProblem,
};

/** Like Stripe: an incomplete field complains once left, a complete but wrong one at once. */
function visibleProblem(
  values: Record<Field, string>,
  touched: Record<Field, boolean>,
  field: Field,
): FieldProblem | null {
  const problem = CHECKS[field](values[field]);
  if (!problem) return null;
  return touched[field] || problem === 'invalidNumber' || problem === 'pastExpiry' ? problem : null;
}

const PROBLEM_CODES: Record<FieldProblem, string> = {
  incompleteNumber: 'incomplete_number',
  invalidNumber: 'invalid_number',
  incompleteExpiry: 'incomplete_expiry',
  pastExpiry: 'invalid_expiry_year_past',
  incompleteCvc: 'incomplete_cvc',
};

interface SimulatorCardFieldsProps {
  api: SimulatorApi;
  amountLabel: string;
  handleRef: RefObject<CardFieldsHandle | null>;
  /** The live validation message of the fields, for the card-errors area. */
  onFieldError: (message: string | null) => void;
}

/**
 * The embedded simulator's card fields: the same three fields and labels as Stripe's, formatted and checked
 * as they are typed, and a bank verification dialog for the card that asks for one.
 */
export function SimulatorCardFields({ api, amountLabel, handleRef, onFieldError }: SimulatorCardFieldsProps) {
  const ids = { number: useId(), expiry: useId(), cvc: useId() };
  const [values, setValues] = useState({ number: '', expiry: '', cvc: '' });
  const [touched, setTouched] = useState({ number: false, expiry: false, cvc: false });
  const [focused, setFocused] = useState<Field | null>(null);
  const [verification, setVerification] = useState<((approve: boolean) => void) | null>(null);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const shown = (field: Field) => visibleProblem(values, touched, field);
  const report = (next: typeof values, nextTouched: typeof touched) => {
    const first = FIELDS.map((field) => visibleProblem(next, nextTouched, field)).find(Boolean);
    onFieldError(first ? t[first] : null);
  };

  const change = (field: Field, raw: string) => {
    const formatted =
      field === 'number'
        ? formatCardNumber(raw)
        : field === 'expiry'
          ? formatExpiry(raw, values.expiry)
          : digitsOf(raw).slice(0, 3);
    const next = { ...values, [field]: formatted };
    setValues(next);
    report(next, touched);
  };
  const blur = (field: Field) => {
    setFocused(null);
    const nextTouched = { ...touched, [field]: values[field].length > 0 || touched[field] };
    setTouched(nextTouched);
    report(values, nextTouched);
  };

  useImperativeHandle(handleRef, () => ({
    isReady: () => document.getElementById(ids.number) !== null,
    clear() {
      setValues({ number: '', expiry: '', cvc: '' });
      setTouched({ number: false, expiry: false, cvc: false });
      onFieldError(null);
      document.getElementById(ids.number)?.focus();
    },
    async confirm(clientSecret: string, billing?: BillingDetails): Promise<CardConfirmResult> {
      const current = valuesRef.current;
      const problem =
        numberProblem(current.number) ?? expiryProblem(current.expiry) ?? cvcProblem(current.cvc);
      if (problem) {
        setTouched({ number: true, expiry: true, cvc: true });
        return {
          ok: false,
          error: { type: 'validation_error', code: PROBLEM_CODES[problem], message: t[problem] },
        };
      }
      let answer: SimulatorAnswer = await api.confirm({
        client_secret: clientSecret,
        card_number: digitsOf(current.number),
        expiry: `${current.expiry.slice(0, 2)}/${digitsOf(current.expiry).slice(2)}`,
        cvc: current.cvc,
        ...(billing ? { billing_details: billing } : {}),
      });
      if (answer.status === 'requires_action') {
        const approve = await new Promise<boolean>((resolve) => setVerification(() => resolve));
        setVerification(null);
        answer = await api.authenticate({ client_secret: clientSecret, approve });
      }
      if (answer.status === 'succeeded') return { ok: true };
      if (answer.error) return { ok: false, error: answer.error, status: answer.status };
      return {
        ok: false,
        error: { code: 'unexpected_status', message: answer.status },
        status: answer.status,
      };
    },
  }));

  const input = (
    field: Field,
    extra: { placeholder: string; autoComplete: string; inputMode: 'numeric' },
  ) => (
    <input
      id={ids[field]}
      name={`simulator-${field}`}
      value={values[field]}
      onChange={(event) => change(field, event.target.value)}
      onFocus={() => setFocused(field)}
      onBlur={() => blur(field)}
      aria-invalid={shown(field) !== null}
      className={CARD_INPUT_CLASS}
      {...extra}
    />
  );

  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
      <div className="col-span-2">
        <CardFieldBox
          label={t.number}
          htmlFor={ids.number}
          focused={focused === 'number'}
          invalid={shown('number') !== null}
        >
          {input('number', {
            placeholder: t.numberPlaceholder,
            autoComplete: 'cc-number',
            inputMode: 'numeric',
          })}
        </CardFieldBox>
      </div>
      <CardFieldBox
        label={t.expiry}
        htmlFor={ids.expiry}
        focused={focused === 'expiry'}
        invalid={shown('expiry') !== null}
      >
        {input('expiry', { placeholder: t.expiryPlaceholder, autoComplete: 'cc-exp', inputMode: 'numeric' })}
      </CardFieldBox>
      <CardFieldBox
        label={t.cvc}
        htmlFor={ids.cvc}
        focused={focused === 'cvc'}
        invalid={shown('cvc') !== null}
      >
        {input('cvc', { placeholder: t.cvcPlaceholder, autoComplete: 'cc-csc', inputMode: 'numeric' })}
      </CardFieldBox>
      {verification && <BankVerificationDialog amountLabel={amountLabel} onAnswer={verification} />}
    </div>
  );
}
