import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { FormField } from '../../features/account-form/form-field';
import { validateLoginForm, visibleErrors } from '../../features/account-form/validate-account-form';
import { logInWebAccount } from '../../features/web-account/web-account-calls';
import { useWebSession } from '../../features/web-account/web-session';
import { accountForm, notifications, passwordReset, webAccount } from '../../i18n/fr';
import { afterSignIn } from './after-sign-in';
import { ServerError, SignInCard, SubmitButton } from './sign-in-card';
import { useHydrated } from './use-hydrated';
import { refusalText, useSignInSubmit } from './use-sign-in-submit';

const t = webAccount.login;

/** The login form: one generic refusal for an unknown e-mail and a wrong password alike. */
export function LoginPage() {
  const [form, setForm] = useState({ email: '', password: '' });
  const [touched, setTouched] = useState<{ email?: boolean; password?: boolean }>({});
  const { busy, serverError, submit } = useSignInSubmit();
  const hydrated = useHydrated();
  const { search } = useLocation();
  const { session } = useWebSession();
  const errors = validateLoginForm(form);
  const shown = visibleErrors(errors, touched);
  // Already signed in (the header said 'Connexion' before the page hydrated): on to the account.
  if (session.status === 'signedIn' && !busy) return <Navigate to={afterSignIn(search)} replace />;

  return (
    <SignInCard title={t.title} lead={t.lead}>
      <form
        className="mt-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched({ email: true, password: true });
          if (Object.keys(errors).length > 0) return;
          void submit({
            call: () => logInWebAccount({ email: form.email.trim(), password: form.password }),
            success: notifications.presets.loginSuccess,
            describe: (error) =>
              refusalText(error, { refused: t.failed, connection: t.connection, other: t.other }, [400, 401]),
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
            value={form.email}
            error={shown.email}
            onChange={(event) => setForm({ ...form, email: event.target.value })}
            onBlur={() => setTouched({ ...touched, email: true })}
          />
          <FormField
            label={accountForm.password}
            type="password"
            autoComplete="current-password"
            value={form.password}
            error={shown.password}
            onChange={(event) => setForm({ ...form, password: event.target.value })}
            onBlur={() => setTouched({ ...touched, password: true })}
          />
          <Link
            to={paths.forgotPassword}
            className="-mt-3 justify-self-end font-medium text-brand-700 text-sm hover:text-brand-900"
          >
            {passwordReset.forgotLink}
          </Link>
          <ServerError message={serverError} />
          <SubmitButton busy={busy} label={t.submit} busyLabel={t.submitting} />
        </fieldset>
      </form>
      <p className="mt-4 text-slate-500 text-xs leading-relaxed">{t.apiAccounts}</p>
      <p className="mt-6 text-center text-slate-600 text-sm">
        {t.noAccount}{' '}
        <Link
          to={`${paths.register}${search}`}
          className="font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
        >
          {t.register}
        </Link>
      </p>
    </SignInCard>
  );
}
