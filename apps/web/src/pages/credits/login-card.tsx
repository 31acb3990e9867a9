import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { CARD, PRIMARY_BUTTON } from '../../components/button-styles';
import { LockIcon } from '../../components/icons';
import { FormField } from '../../features/account-form/form-field';
import { validateLoginForm, visibleErrors } from '../../features/account-form/validate-account-form';
import { accountForm, passwordReset, credits as t } from '../../i18n/fr';
import type { LoginForm } from './credits-state';

interface LoginCardProps {
  form: LoginForm;
  touched: Partial<Record<keyof LoginForm, boolean>>;
  submitting: boolean;
  /** False while the page looks for a sign-in kept from an earlier load: the button waits, unlabelled busy. */
  ready: boolean;
  serverError: string | null;
  onChange: (field: keyof LoginForm, value: string) => void;
  onTouch: (field: keyof LoginForm) => void;
  onSubmit: () => void;
}

/** Signed out: e-mail and password, errors under the fields, the server's refusal in a red box. */
export function LoginCard({
  form,
  touched,
  submitting,
  ready,
  serverError,
  onChange,
  onTouch,
  onSubmit,
}: LoginCardProps) {
  const errors = visibleErrors(validateLoginForm(form), touched);
  return (
    <section aria-labelledby="login-title" className={`${CARD} mx-auto max-w-lg`}>
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 p-2.5 text-brand-700">
          <LockIcon />
        </span>
        <h2 id="login-title" className="font-bold text-slate-900 text-xl">
          {t.login.title}
        </h2>
      </div>
      <p className="mt-2 text-slate-600 text-sm">{t.login.lead}</p>
      <form
        className="mt-6 grid gap-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FormField
          label={accountForm.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={accountForm.emailPlaceholder}
          value={form.email}
          error={errors.email}
          onChange={(event) => onChange('email', event.target.value)}
          onBlur={() => onTouch('email')}
        />
        <FormField
          label={accountForm.password}
          type="password"
          autoComplete="current-password"
          value={form.password}
          error={errors.password}
          onChange={(event) => onChange('password', event.target.value)}
          onBlur={() => onTouch('password')}
        />
        <Link
          to={`${paths.forgotPassword}?from=credits`}
          className="-mt-3 justify-self-end font-medium text-brand-700 text-sm hover:text-brand-900"
        >
          {passwordReset.forgotLink}
        </Link>
        {serverError && (
          <p
            role="alert"
            className="rounded-xl bg-red-50 px-4 py-3 text-red-800 text-sm ring-1 ring-red-200"
            data-testid="login-error"
          >
            {serverError}
          </p>
        )}
        <button type="submit" disabled={submitting || !ready} className={PRIMARY_BUTTON}>
          {submitting && (
            <span
              className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              aria-hidden="true"
            />
          )}
          {submitting ? t.login.submitting : t.login.submit}
        </button>
      </form>
      <p className="mt-6 text-center text-slate-600 text-sm">
        {t.login.noAccount}{' '}
        <Link to={paths.signup} className="font-semibold text-brand-700 hover:text-brand-900">
          {t.login.signup}
        </Link>
      </p>
    </section>
  );
}
