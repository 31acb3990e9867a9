import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { CARD, PRIMARY_BUTTON } from '../../components/button-styles';
import { FormField } from '../../features/account-form/form-field';
import {
  type SignupField,
  type SignupFormValues,
  validateSignupForm,
  visibleErrors,
} from '../../features/account-form/validate-account-form';
import { accountForm, common, signup as t } from '../../i18n/fr';

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
  const field = (name: 'email' | 'company' | 'password' | 'confirmation') => ({
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value),
    onBlur: () => onTouch(name),
  });
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
        <FormField
          label={accountForm.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={accountForm.emailPlaceholder}
          error={shown.email ?? (emailTaken ? accountForm.errors.emailTaken : undefined)}
          {...field('email')}
        />
        <FormField
          label={`${accountForm.company} ${accountForm.optional}`}
          autoComplete="organization"
          {...field('company')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={accountForm.password}
            type="password"
            autoComplete="new-password"
            hint={accountForm.passwordHint}
            error={shown.password}
            {...field('password')}
          />
          <FormField
            label={accountForm.confirmation}
            type="password"
            autoComplete="new-password"
            error={shown.confirmation}
            {...field('confirmation')}
          />
        </div>
        <div>
          <div className="flex items-start gap-3">
            <input
              id="signup-terms"
              type="checkbox"
              checked={form.termsAccepted}
              onChange={(event) => {
                onChange('termsAccepted', event.target.checked);
                onTouch('termsAccepted');
              }}
              aria-invalid={shown.termsAccepted ? true : undefined}
              aria-describedby={shown.termsAccepted ? 'signup-terms-error' : undefined}
              className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-600"
            />
            <label htmlFor="signup-terms" className="text-slate-700 text-sm leading-relaxed">
              {t.account.termsBefore}
              <a
                href="/terms"
                target="_blank"
                rel="noopener"
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                {t.account.termsLink}
                <span className="sr-only"> {common.newTab}</span>
              </a>
              {t.account.termsMiddle}
              <a
                href="/privacy"
                target="_blank"
                rel="noopener"
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                {t.account.privacyLink}
                <span className="sr-only"> {common.newTab}</span>
              </a>
            </label>
          </div>
          {shown.termsAccepted && (
            <p id="signup-terms-error" className="mt-1.5 text-red-700 text-sm">
              {shown.termsAccepted}
            </p>
          )}
        </div>
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
