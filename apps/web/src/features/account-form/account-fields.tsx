import { useId } from 'react';
import { paths } from '../../app/paths';
import { accountForm, common, signup } from '../../i18n/fr';
import { FormField } from './form-field';
import type { SignupField, SignupFormValues } from './validate-account-form';

interface AccountFieldsProps {
  form: SignupFormValues;
  /** The errors to show now: those of the fields already left. */
  shown: Partial<Record<SignupField, string>>;
  /** Shown under the e-mail when its own rule holds: the address is taken. */
  emailTaken?: boolean;
  /** The two passwords side by side from the small breakpoint on (a wide card), else one under the other. */
  passwordsSideBySide?: boolean;
  onChange: (field: SignupField, value: string | boolean) => void;
  onTouch: (field: SignupField) => void;
}

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900';

/**
 * The fields of a new account, as the signup wizard and the register page both ask them: e-mail, optional
 * company, password twice, and the terms with their links (opened in a new tab, so the form stays filled).
 */
export function AccountFields({
  form,
  shown,
  emailTaken = false,
  passwordsSideBySide = false,
  onChange,
  onTouch,
}: AccountFieldsProps) {
  const termsId = useId();
  const field = (name: 'email' | 'company' | 'password' | 'confirmation') => ({
    value: form[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value),
    onBlur: () => onTouch(name),
  });
  return (
    <>
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
      <div className={passwordsSideBySide ? 'grid gap-5 sm:grid-cols-2' : 'grid gap-5'}>
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
            id={termsId}
            type="checkbox"
            checked={form.termsAccepted}
            onChange={(event) => {
              onChange('termsAccepted', event.target.checked);
              onTouch('termsAccepted');
            }}
            aria-invalid={shown.termsAccepted ? true : undefined}
            aria-describedby={shown.termsAccepted ? `${termsId}-error` : undefined}
            className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 accent-brand-600"
          />
          <label htmlFor={termsId} className="text-slate-700 text-sm leading-relaxed">
            {signup.account.termsBefore}
            <a href={paths.termsOfService} target="_blank" rel="noopener" className={LINK}>
              {signup.account.termsLink}
              <span className="sr-only"> {common.newTab}</span>
            </a>
            {signup.account.termsMiddle}
            <a href={paths.privacyPolicy} target="_blank" rel="noopener" className={LINK}>
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
    </>
  );
}
