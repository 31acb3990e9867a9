import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { CARD, PRIMARY_BUTTON } from '../../components/button-styles';
import { AccountFields } from '../../features/account-form/account-fields';
import {
  type SignupField,
  type SignupFormValues,
  validateSignupForm,
  visibleErrors,
} from '../../features/account-form/validate-account-form';
import { signup as t } from '../../i18n/fr';

interface AccountStepProps {
  form: SignupFormValues;
  touched: Partial<Record<SignupField, boolean>>;
  checking: boolean;
  emailTaken: boolean;
  onChange: (field: SignupField, value: string | boolean) => void;
  onTouch: (field: SignupField) => void;
  onContinue: () => void;
}

/** Step 1: e-mail, optional company, password twice, the terms; each rule shows once its field was left. */
export function AccountStep({
  form,
  touched,
  checking,
  emailTaken,
  onChange,
  onTouch,
  onContinue,
}: AccountStepProps) {
  const errors = validateSignupForm(form);
  const shown = visibleErrors(errors, touched);
  const invalid = Object.keys(errors).length > 0;
  return (
    <section aria-labelledby="account-title" className={CARD}>
      <h2 id="account-title" className="font-bold text-slate-900 text-xl">
        {t.account.title}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">{t.account.lead}</p>
      <form
        className="mt-6 grid gap-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onContinue();
        }}
      >
        <AccountFields
          form={form}
          shown={shown}
          emailTaken={emailTaken}
          passwordsSideBySide
          onChange={onChange}
          onTouch={onTouch}
        />
        <div className="mt-2 flex flex-col-reverse items-center gap-4 sm:flex-row sm:justify-between">
          <p className="text-slate-600 text-sm">
            {t.account.haveAccount}{' '}
            <Link to={paths.credits} className="font-semibold text-brand-700 hover:text-brand-900">
              {t.account.buyCredits}
            </Link>
          </p>
          <button
            type="submit"
            disabled={invalid || checking}
            className={`${PRIMARY_BUTTON} w-full sm:w-auto`}
          >
            {checking && (
              <span
                className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                aria-hidden="true"
              />
            )}
            {checking ? t.account.checking : t.account.continue}
          </button>
        </div>
      </form>
    </section>
  );
}
