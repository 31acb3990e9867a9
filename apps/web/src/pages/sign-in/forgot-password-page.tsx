import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { FormField } from '../../features/account-form/form-field';
import { validateEmailForm, visibleErrors } from '../../features/account-form/validate-account-form';
import { requestPasswordReset } from '../../features/web-account/password-reset-calls';
import { accountForm, passwordReset } from '../../i18n/fr';
import { resetOriginOf, signInPathOf } from './reset-origin';
import { ServerError, SignInCard, SubmitButton } from './sign-in-card';
import { useHydrated } from './use-hydrated';
import { refusalText } from './use-sign-in-submit';

const t = passwordReset.request;

type Step = { step: 'form'; busy: boolean; error: string | null } | { step: 'sent'; email: string };

/**
 * /forgot-password: the e-mail of the account, and a link to choose a new password sent to it. The answer
 * says the same for any address, so the page never tells whether an account exists.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [state, setState] = useState<Step>({ step: 'form', busy: false, error: null });
  const hydrated = useHydrated();
  const { search } = useLocation();
  const origin = resetOriginOf(search);
  const errors = validateEmailForm({ email });
  const shown = visibleErrors(errors, { email: touched });
  const back = (
    <Link
      to={signInPathOf(origin)}
      className="font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
    >
      {t.back}
    </Link>
  );

  if (state.step === 'sent') {
    return (
      <SignInCard title={t.sentTitle} lead={t.sent(state.email)}>
        <p className="mt-4 text-slate-600 text-sm" data-testid="reset-requested">
          {t.spam}
        </p>
        <p className="mt-6 text-center text-sm">{back}</p>
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
          setTouched(true);
          if (errors.email || state.busy) return;
          setState({ step: 'form', busy: true, error: null });
          try {
            await requestPasswordReset({ email: email.trim(), from: origin });
            setState({ step: 'sent', email: email.trim() });
          } catch (error) {
            const texts = { refused: t.other, connection: t.connection, other: t.other };
            setState({ step: 'form', busy: false, error: refusalText(error, texts, []) });
          }
        }}
      >
        <fieldset disabled={!hydrated} className="grid gap-5">
          <FormField
            label={accountForm.email}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={accountForm.emailPlaceholder}
            value={email}
            error={shown.email}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          <ServerError message={state.error} />
          <SubmitButton busy={state.busy} label={t.submit} busyLabel={t.submitting} />
        </fieldset>
      </form>
      <p className="mt-6 text-center text-sm">{back}</p>
    </SignInCard>
  );
}
