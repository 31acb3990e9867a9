import { PASSWORD_MIN_LENGTH } from '@horodoc/shared/accounts-api';
import { accountForm } from '../../i18n/fr';

const t = accountForm.errors;

/** The signup form (spec, section 5); the company is optional. */
export interface SignupFormValues {
  email: string;
  company: string;
  password: string;
  confirmation: string;
  termsAccepted: boolean;
}

export type SignupField = keyof SignupFormValues;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(email: string): string | undefined {
  if (!email.trim()) return t.emailRequired;
  return EMAIL.test(email.trim()) ? undefined : t.emailInvalid;
}

function passwordError(password: string): string | undefined {
  if (!password) return t.passwordRequired;
  return password.length < PASSWORD_MIN_LENGTH ? t.passwordShort : undefined;
}

/** Every rule of the signup form, each field's first failing message. */
export function validateSignupForm(values: SignupFormValues): FieldErrors<SignupField> {
  const errors: FieldErrors<SignupField> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  const password = passwordError(values.password);
  if (password) errors.password = password;
  if (!values.confirmation) errors.confirmation = t.confirmationRequired;
  else if (values.confirmation !== values.password) errors.confirmation = t.mismatch;
  if (!values.termsAccepted) errors.termsAccepted = t.terms;
  return errors;
}

/** The credits page's login: the same e-mail and password rules. */
export function validateLoginForm(values: {
  email: string;
  password: string;
}): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  const password = passwordError(values.password);
  if (password) errors.password = password;
  return errors;
}

/** A new password (the reset link's page): the signup's password rules, and its confirmation. */
export function validateNewPasswordForm(values: {
  password: string;
  confirmation: string;
}): FieldErrors<'password' | 'confirmation'> {
  const errors: FieldErrors<'password' | 'confirmation'> = {};
  const password = passwordError(values.password);
  if (password) errors.password = password;
  if (!values.confirmation) errors.confirmation = t.confirmationRequired;
  else if (values.confirmation !== values.password) errors.confirmation = t.mismatch;
  return errors;
}

/** The forgotten password's form: the e-mail alone. */
export function validateEmailForm(values: { email: string }): FieldErrors<'email'> {
  const email = emailError(values.email);
  return email ? { email } : {};
}

/** Errors show only once their field was touched (left, or a submit was tried). */
export function visibleErrors<F extends string>(
  errors: FieldErrors<F>,
  touched: Partial<Record<F, boolean>>,
): FieldErrors<F> {
  const shown: FieldErrors<F> = {};
  for (const field of Object.keys(errors) as F[]) if (touched[field]) shown[field] = errors[field];
  return shown;
}
