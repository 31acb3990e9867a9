import type { PaymentSessionResponse } from '@horodoc/shared/accounts-api';
import { CREDIT_PACKS } from '@horodoc/shared/pricing';
import { describe, expect, it } from 'vitest';
import {
  type CredentialsResult,
  initialSignupState,
  type SignupAction,
  type SignupState,
  signupReducer,
} from './signup-state';

const pack = CREDIT_PACKS[0] as (typeof CREDIT_PACKS)[number];
const form = {
  email: 'dev@atelier.fr',
  company: 'Atelier',
  password: 'motdepasse',
  confirmation: 'motdepasse',
  termsAccepted: true,
};
const session: PaymentSessionResponse = {
  success: true,
  client_secret: 'pi_1_secret_2',
  payment_intent_id: 'pi_1',
  amount_ttc: 605,
  amount_ht: 500,
  tva_amount: 105,
  credits: 20,
};
const result: CredentialsResult = {
  credentials: {
    success: true,
    apiKey: 'hk_1',
    apiSecret: 's',
    credits: 20,
    created_at: '2026-01-01T00:00:00Z',
  },
  invoice: null,
};
const error = { title: 'Erreur', message: 'x', suggestions: [] };

const account: SignupState = { ...initialSignupState, form };
const packStep: SignupState = { step: 'pack', form, pack, creating: false, dialog: null };
const creating: SignupState = { ...packStep, creating: true };
const payment: SignupState = {
  step: 'payment',
  form,
  pack,
  session,
  cardPaid: false,
  paying: null,
  error: 'refusée',
  dialog: null,
};
const paid: SignupState = { ...payment, cardPaid: true, error: null };
const paying: SignupState = { ...payment, paying: 'card', error: null };
const credentials: SignupState = { step: 'credentials', paymentIntentId: 'pi_1', result, dialog: null };

/** [what happens, from, action, what the state then holds] */
const TRANSITIONS: [string, SignupState, SignupAction, Partial<SignupState> & Record<string, unknown>][] = [
  [
    'typing changes the field',
    initialSignupState,
    { type: 'fieldChanged', field: 'email', value: 'a@b.fr' },
    { step: 'account', form: { ...initialSignupState.form, email: 'a@b.fr' } },
  ],
  [
    'typing another e-mail clears "already taken"',
    { ...account, emailTaken: true } as SignupState,
    { type: 'fieldChanged', field: 'email', value: 'c@d.fr' },
    { emailTaken: false },
  ],
  [
    'leaving a field marks it touched',
    account,
    { type: 'fieldTouched', field: 'password' },
    { touched: { password: true } },
  ],
  [
    'a submit marks every field touched',
    account,
    { type: 'submitTried' },
    { touched: { email: true, company: true, password: true, confirmation: true, termsAccepted: true } },
  ],
  ['the e-mail check starts', account, { type: 'emailCheckStarted' }, { step: 'account', checking: true }],
  [
    '1 stays on 1 when the e-mail is taken',
    { ...account, checking: true } as SignupState,
    { type: 'emailTaken' },
    { step: 'account', checking: false, emailTaken: true },
  ],
  [
    '1 → 2 when the e-mail is free',
    { ...account, checking: true } as SignupState,
    { type: 'emailFree' },
    { step: 'pack', form, pack: null, creating: false },
  ],
  ['a pack is chosen', { ...packStep, pack: null } as SignupState, { type: 'packChosen', pack }, { pack }],
  [
    'no other pack while the session is created',
    creating,
    { type: 'packChosen', pack: CREDIT_PACKS[1] as (typeof CREDIT_PACKS)[number] },
    { pack },
  ],
  [
    'no session without a pack',
    { ...packStep, pack: null } as SignupState,
    { type: 'checkoutStarted' },
    { creating: false },
  ],
  ['the session is being created', packStep, { type: 'checkoutStarted' }, { step: 'pack', creating: true }],
  [
    '2 → 3 once the payment session exists',
    creating,
    { type: 'checkoutSucceeded', session },
    { step: 'payment', session, pack, cardPaid: false, paying: null, error: null },
  ],
  ['Pay clears the last error', payment, { type: 'payStarted' }, { paying: 'card', error: null }],
  [
    'a paid card fetches the credentials',
    paying,
    { type: 'cardPaid' },
    { step: 'payment', cardPaid: true, paying: 'credentials' },
  ],
  [
    'Pay after a paid card only fetches the credentials',
    paid,
    { type: 'payStarted' },
    { paying: 'credentials' },
  ],
  [
    'a refused card shows its text and stays on 3',
    paying,
    { type: 'payFailed', message: 'Le paiement a échoué.' },
    { step: 'payment', paying: null, error: 'Le paiement a échoué.' },
  ],
  [
    '3 → 4 with the credentials',
    { ...paying, paying: 'credentials' } as SignupState,
    { type: 'credentialsLoaded', result },
    { step: 'credentials', paymentIntentId: 'pi_1', result },
  ],
  [
    'a failure opens the dialog and ends the wait',
    creating,
    { type: 'failed', error, retry: 'checkout' },
    { step: 'pack', creating: false, dialog: { error, retry: 'checkout' } },
  ],
  [
    'Close closes the dialog',
    { ...payment, dialog: { error, retry: 'card' } } as SignupState,
    { type: 'dialogClosed' },
    { step: 'payment', dialog: null },
  ],
  [
    'the success return goes straight to the credentials',
    initialSignupState,
    { type: 'returnedPaid', paymentIntentId: 'pi_9' },
    { step: 'credentials', paymentIntentId: 'pi_9', result: null },
  ],
  [
    'the credentials of a return arrive',
    { ...credentials, result: null } as SignupState,
    { type: 'credentialsLoaded', result },
    { step: 'credentials', result },
  ],
  [
    'the canceled return goes to 2, keeping the e-mail',
    initialSignupState,
    { type: 'returnedCanceled', form: { email: 'dev@atelier.fr', company: '' } },
    {
      step: 'pack',
      pack: null,
      form: { email: 'dev@atelier.fr', company: '', password: '', confirmation: '', termsAccepted: true },
    },
  ],
  [
    '2 asks for the password again after a return',
    { ...packStep, form: { ...form, password: '', confirmation: '' } } as SignupState,
    { type: 'passwordNeeded' },
    { step: 'account', pack, touched: { password: true, confirmation: true } },
  ],
];

/** [which Back, from, what the state then holds] (spec, section 4). */
const BACK_RULES: [string, SignupState, Partial<SignupState> & Record<string, unknown>][] = [
  ['1 has no Back', account, account],
  ['2 → 1 keeps the form and the pack', packStep, { step: 'account', form, pack, touched: {} }],
  ['2 stays while its session is created', creating, creating],
  [
    '3 → 2 clears the payment data and its error',
    payment,
    { step: 'pack', form, pack, creating: false, dialog: null },
  ],
  ['3 stays while paying', paying, paying],
  ['3 stays once the card is paid', paid, paid],
  ['4 has no Back', credentials, credentials],
];

describe('the signup wizard', () => {
  it.each(TRANSITIONS)('%s', (_name, from, action, expected) => {
    expect(signupReducer(from, action)).toMatchObject(expected);
  });

  it.each(BACK_RULES)('Back: %s', (_name, from, expected) => {
    const next = signupReducer(from, { type: 'back' });
    expect(next).toMatchObject(expected);
    if (next.step === 'pack') expect(next).not.toHaveProperty('session');
  });

  it('ignores an action that belongs to another step', () => {
    expect(signupReducer(credentials, { type: 'fieldChanged', field: 'email', value: 'x' })).toBe(
      credentials,
    );
    expect(signupReducer(account, { type: 'checkoutSucceeded', session })).toBe(account);
    expect(signupReducer(packStep, { type: 'cardPaid' })).toBe(packStep);
  });
});
