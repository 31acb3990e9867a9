import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { FormField } from '../../features/account-form/form-field';
import {
  type SignupField,
  type SignupFormValues,
  validateSignupForm,
  visibleErrors,
} from '../../features/account-form/validate-account-form';
import { ApiError } from '../../features/api-client/api-error';
import { registerWebAccount } from '../../features/web-account/web-account-calls';
import { accountForm, common, signup, webAccount } from '../../i18n/fr';
import { ServerError, SignInCard, SubmitButton } from './sign-in-card';
import { useHydrated } from './use-hydrated';
import { refusalText, useSignInSubmit } from './use-sign-in-submit';

const t = webAccount.register;
const ALL_TOUCHED = { email: true, company: true, password: true, confirmation: true, termsAccepted: true };

/** The register form: the signup wizard's rules (password of 8 characters at least), without a pack. */
export function RegisterPage() {
  const [form, setForm] = useState<SignupFormValues>({
    email: '',
    company: '',
    password: '',
    confirmation: '',
    termsAccepted: false,
  });
  const [touched, setTouched] = useState<Partial<Record<SignupField, boolean>>>({});
  const { busy, serverError, submit } = useSignInSubmit();
  const hydrated = useHydrated();
  const { search } = useLocation();
  const termsId = useId();
  const errors = validateSignupForm(form);
  const shown = visibleErrors(errors, touched);
  const field = (name: 'email' | 'company' | 'password' | 'confirmation') => ({
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setForm({ ...form, [name]: event.target.value }),
    onBlur: () => setTouched({ ...touched, [name]: true }),
  });

  return (
    <SignInCard title={t.title} lead={t.lead}>
      <form
        className="mt-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(ALL_TOUCHED);
          if (Object.keys(errors).length > 0) return;
          void submit({
            call: () =>
              registerWebAccount({
                email: form.email.trim(),
                password: form.password,
                company: form.company.trim() || undefined,
              }),
            success: webAccount.registered,
            // An e-mail already taken says so (the spec's text), as the signup wizard does.
            describe: (error) =>
              error instanceof ApiError && error.status === 409
                ? accountForm.errors.emailTaken
                : refusalText(
                    error,
                    { refused: t.failed, connection: webAccount.login.connection, other: t.failed },
                    [],
                  ),
          });
        }}
      >
        <fieldset disabled={!hydrated} className="grid gap-5">
          <FormField
            label={accountForm.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={accountForm.emailPlaceholder}
            error={shown.email}
            {...field('email')}
          />
          <FormField
            label={`${accountForm.company} ${accountForm.optional}`}
            autoComplete="organization"
            {...field('company')}
          />
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
          <div>
            <div className="flex items-start gap-3">
              <input
                id={termsId}
                type="checkbox"
                checked={form.termsAccepted}
                onChange={(event) => {
                  setForm({ ...form, termsAccepted: event.target.checked });
                  setTouched({ ...touched, termsAccepted: true });
                }}
                aria-invalid={shown.termsAccepted ? true : undefined}
                aria-describedby={shown.termsAccepted ? `${termsId}-error` : undefined}
                className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-600"
              />
              <label htmlFor={termsId} className="text-slate-700 text-sm leading-relaxed">
                {signup.account.termsBefore}
                <a
                  href={paths.termsOfService}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {signup.account.termsLink}
                  <span className="sr-only"> {common.newTab}</span>
                </a>
                {signup.account.termsMiddle}
                <a
                  href={paths.privacyPolicy}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {signup.account.privacyLink}
                  <span className="sr-only"> {common.newTab}</span>
                </a>
              </label>
            </div>
            {shown.termsAccepted && (
              <p id={`${termsId}-error`} className="mt-1.5 text-red-700 text-sm">
                {shown.termsAccepted}
              </p>
            )}
          </div>
          <ServerError message={serverError} />
          <SubmitButton busy={busy} label={t.submit} busyLabel={t.submitting} />
        </fieldset>
      </form>
      <p className="mt-6 text-center text-slate-600 text-sm">
        {t.hasAccount}{' '}
        <Link
          to={`${paths.login}${search}`}
          className="font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
        >
          {t.login}
        </Link>
      </p>
    </SignInCard>
  );
}
