import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { AccountFields } from '../../features/account-form/account-fields';
import {
  type SignupField,
  type SignupFormValues,
  validateSignupForm,
  visibleErrors,
} from '../../features/account-form/validate-account-form';
import { ApiError } from '../../features/api-client/api-error';
import { registerWebAccount } from '../../features/web-account/web-account-calls';
import { accountForm, webAccount } from '../../i18n/fr';
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
  const errors = validateSignupForm(form);
  const shown = visibleErrors(errors, touched);

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
          <AccountFields
            form={form}
            shown={shown}
            onChange={(name, value) => setForm({ ...form, [name]: value })}
            onTouch={(name) => setTouched({ ...touched, [name]: true })}
          />
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
