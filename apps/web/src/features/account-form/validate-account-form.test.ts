import { describe, expect, it } from 'vitest';
import {
  validateEmailForm,
  validateLoginForm,
  validateNewPasswordForm,
  validateSignupForm,
  visibleErrors,
} from './validate-account-form';

const valid = {
  email: 'dev@atelier.fr',
  company: '',
  password: 'motdepasse',
  confirmation: 'motdepasse',
  termsAccepted: true,
};

describe('the signup form rules (spec, section 5)', () => {
  it.each([
    ['an empty e-mail', { email: '' }, 'email', "L'email est requis"],
    ['a malformed e-mail', { email: 'dev@atelier' }, 'email', "Format d'email invalide"],
    ['an empty password', { password: '', confirmation: '' }, 'password', 'Le mot de passe est requis'],
    ['a short password', { password: 'court', confirmation: 'court' }, 'password', 'Minimum 8 caractères'],
    [
      'a different confirmation',
      { confirmation: 'autrechose' },
      'confirmation',
      'Les mots de passe ne correspondent pas',
    ],
    [
      'unchecked terms',
      { termsAccepted: false },
      'termsAccepted',
      "Vous devez accepter les conditions d'utilisation",
    ],
  ] as const)('refuses %s', (_name, change, field, message) => {
    expect(validateSignupForm({ ...valid, ...change })[field]).toBe(message);
  });

  it('accepts a valid form, the company being optional', () => {
    expect(validateSignupForm(valid)).toEqual({});
  });

  it('shows an error only once its field was touched', () => {
    const errors = validateSignupForm({ ...valid, email: '', password: '' });
    expect(visibleErrors(errors, {})).toEqual({});
    expect(visibleErrors(errors, { email: true })).toEqual({ email: "L'email est requis" });
  });

  it('checks the login with the same e-mail and password rules', () => {
    expect(validateLoginForm({ email: 'x', password: '1234567' })).toEqual({
      email: "Format d'email invalide",
      password: 'Minimum 8 caractères',
    });
  });
});

describe('the new password form (reset link)', () => {
  it.each([
    [
      'an empty password',
      { password: '', confirmation: '' },
      { password: 'Le mot de passe est requis', confirmation: 'Veuillez confirmer le mot de passe' },
    ],
    ['a short password', { password: 'court', confirmation: 'court' }, { password: 'Minimum 8 caractères' }],
    [
      'no confirmation',
      { password: 'motdepasse', confirmation: '' },
      { confirmation: 'Veuillez confirmer le mot de passe' },
    ],
    [
      'a different confirmation',
      { password: 'motdepasse', confirmation: 'motdepassE' },
      { confirmation: 'Les mots de passe ne correspondent pas' },
    ],
    ['eight characters confirmed', { password: 'motdepas', confirmation: 'motdepas' }, {}],
  ] as const)('%s', (_name, values, errors) => {
    expect(validateNewPasswordForm(values)).toEqual(errors);
  });

  it('asks the forgotten password form for a well-formed e-mail', () => {
    expect(validateEmailForm({ email: '' })).toEqual({ email: "L'email est requis" });
    expect(validateEmailForm({ email: 'dev@atelier' })).toEqual({ email: "Format d'email invalide" });
    expect(validateEmailForm({ email: ' dev@atelier.fr ' })).toEqual({});
  });
});
