import { PASSWORD_RESET_TOKEN_PATTERN } from '@horodoc/shared/password-reset-link';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { FormField } from '../../features/account-form/form-field';
import { validateNewPasswordForm, visibleErrors } from '../../features/account-form/validate-account-form';
import { ApiError } from '../../features/api-client/api-error';
import { confirmPasswordReset } from '../../features/web-account/password-reset-calls';
import { accountForm, passwordReset } from '../../i18n/fr';
import { resetOriginOf, signInPathOf } from './reset-origin';
import { ServerError, SignInCard, SubmitButton } from './sign-in-card';
import { refusalText } from './use-sign-in-submit';

const t = passwordReset.reset;
const LINK_CLASS = 'font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline';

/** The page's steps: reading the link, its form, a link without its token, and done. */
type Step =
  | { step: 'reading' }
  | { step: 'form'; token: string; busy: boolean; error: string | null; expired: boolean }
  | { step: 'missing' }
  | { step: 'done'; email: string };

/** The link's token, after `#`: a browser never sends that part to a server, nor keeps it in a referrer. */
function tokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && PASSWORD_RESET_TOKEN_PATTERN.test(token) ? token : null;
}

/**
 * /reset-password, the page of the e-mail's link: a new password and its confirmation (8 characters at
 * least), then the way back to the sign-in it was asked from. The token is taken off the address bar at once.
 */
export function ResetPasswordPage() {
  const [state, setState] = useState<Step>({ step: 'reading' });
  const [form, setForm] = useState({ password: '', confirmation: '' });
  const [touched, setTouched] = useState<{ password?: boolean; confirmation?: boolean }>({});
  const { search } = useLocation();
  const origin = resetOriginOf(search);
  const errors = validateNewPasswordForm(form);
  const shown = visibleErrors(errors, touched);

  useEffect(() => {
    const token = tokenOf(window.location.hash);
    if (token) window.history.replaceState(window.history.state, '', window.location.pathname + search);
    setState(token ? { step: 'form', token, busy: false, error: null, expired: false } : { step: 'missing' });
  }, [search]);

  const askAgain = (
    <Link to={`${paths.forgotPassword}${origin === 'credits' ? '?from=credits' : ''}`} className={LINK_CLASS}>
      {t.again}
    </Link>
  );

  if (state.step === 'done') {
    return (
      <SignInCard title={t.doneTitle} lead={t.done(state.email)}>
        <Link to={signInPathOf(origin)} className={`${PRIMARY_BUTTON} mt-6 w-full`}>
          {t.signIn}
        </Link>
      </SignInCard>
    );
  }
  if (state.step === 'missing') {
    return (
      <SignInCard title={t.title} lead={t.missing}>
        <p className="mt-6 text-center text-sm">{askAgain}</p>
      </SignInCard>
    );
  }

  return (
    <SignInCard title={t.title} lead={t.lead}>
      <form
        className="mt-6"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setTouched({ password: true, confirmation: true });
          if (state.step !== 'form' || state.busy || Object.keys(errors).length > 0) return;
          setState({ ...state, busy: true, error: null });
          try {
            const done = await confirmPasswordReset({ token: state.token, password: form.password });
            setState({ step: 'done', email: done.email });
          } catch (error) {
            const texts = { refused: t.other, connection: t.connection, other: t.other };
            // A used or expired link: the server says so, and only a new link helps.
            const expired = error instanceof ApiError && error.status === 400 && !!error.serverText;
            const message = expired
              ? ((error as ApiError).serverText ?? t.other)
              : refusalText(error, texts, []);
            setState({ ...state, busy: false, error: message, expired });
          }
        }}
      >
        <fieldset disabled={state.step !== 'form'} className="grid gap-5">
          <FormField
            label={t.password}
            type="password"
            autoComplete="new-password"
            value={form.password}
            hint={accountForm.passwordHint}
            error={shown.password}
            onChange={(event) => setForm({ ...form, password: event.target.value })}
            onBlur={() => setTouched({ ...touched, password: true })}
          />
          <FormField
            label={accountForm.confirmation}
            type="password"
            autoComplete="new-password"
            value={form.confirmation}
            error={shown.confirmation}
            onChange={(event) => setForm({ ...form, confirmation: event.target.value })}
            onBlur={() => setTouched({ ...touched, confirmation: true })}
          />
          <ServerError message={state.step === 'form' ? state.error : null} />
          <SubmitButton
            busy={state.step === 'form' && state.busy}
            label={t.submit}
            busyLabel={t.submitting}
          />
        </fieldset>
      </form>
      {state.step === 'form' && state.expired && <p className="mt-6 text-center text-sm">{askAgain}</p>}
    </SignInCard>
  );
}
