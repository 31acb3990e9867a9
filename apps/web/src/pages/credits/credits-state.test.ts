import type { CreditInvoice, PaymentSessionResponse } from '@horodoc/shared/accounts-api';
import { CREDIT_PACKS } from '@horodoc/shared/pricing';
import { describe, expect, it } from 'vitest';
import { type CreditsAction, type CreditsState, creditsReducer, loading, signedOut } from './credits-state';

const pack = CREDIT_PACKS[1] as (typeof CREDIT_PACKS)[number];
const key = { keyId: 'hses_1', hmac: {} as CryptoKey };
const session: PaymentSessionResponse = {
  success: true,
  client_secret: 'pi_1_secret_2',
  payment_intent_id: 'pi_1',
  amount_ttc: 1210,
  amount_ht: 1000,
  tva_amount: 210,
  credits: 50,
};
const invoice = { invoice_id: 'i1', invoice_number: '2026-000002' } as CreditInvoice;
const error = { title: 'Erreur de paiement', message: 'Refusée', suggestions: [] };

const home: CreditsState = {
  stage: 'signedIn',
  email: 'dev@atelier.fr',
  company: 'Atelier',
  key,
  balance: { available: 20, used: 0, purchased: 20 },
  purchase: { step: 'choosing', pack: null, creating: false },
  invoice: null,
  dialog: null,
};
const creating: CreditsState = { ...home, purchase: { step: 'choosing', pack, creating: true } };
const paying: CreditsState = {
  ...home,
  purchase: { step: 'paying', pack, session, cardPaid: false, paying: null, error: null },
};
const paid: CreditsState = {
  ...home,
  purchase: { step: 'paying', pack, session, cardPaid: true, paying: null, error: null },
};

const TRANSITIONS: [string, CreditsState, CreditsAction, Record<string, unknown>][] = [
  [
    'typing fills the login form',
    signedOut,
    { type: 'loginChanged', field: 'email', value: 'a@b.fr' },
    { form: { email: 'a@b.fr', password: '' } },
  ],
  [
    'a submit marks both fields touched',
    signedOut,
    { type: 'loginTried' },
    { submitting: false, touched: { email: true, password: true } },
  ],
  ['a login is under way', signedOut, { type: 'loginStarted' }, { submitting: true, serverError: null }],
  [
    'a page with no kept sign-in readies its form',
    loading,
    { type: 'nothingRestored' },
    { stage: 'signedOut', restoring: false },
  ],
  [
    'a sign-in kept from an earlier load signs the page in',
    loading,
    { type: 'signedIn', email: 'dev@atelier.fr', company: null, key },
    { stage: 'signedIn', key, balance: null },
  ],
  [
    'a refused login shows the server error box',
    { ...signedOut, submitting: true } as CreditsState,
    { type: 'loginFailed', message: 'Authentification échouée' },
    { stage: 'signedOut', submitting: false, serverError: 'Authentification échouée' },
  ],
  [
    'a login signs in, with the key in memory',
    signedOut,
    { type: 'signedIn', email: 'dev@atelier.fr', company: null, key },
    { stage: 'signedIn', key, balance: null, invoice: null },
  ],
  [
    'the balances arrive',
    { ...home, balance: null } as CreditsState,
    {
      type: 'balanceLoaded',
      balance: { success: true, credits_balance: 20, credits_used: 3, credits_purchased: 23 },
    },
    { balance: { available: 20, used: 3, purchased: 23 } },
  ],
  [
    'a pack is highlighted',
    home,
    { type: 'packChosen', pack },
    { purchase: { step: 'choosing', pack, creating: false } },
  ],
  [
    'Acheter prepares the payment of its pack',
    home,
    { type: 'purchaseStarted', pack },
    { purchase: { step: 'choosing', pack, creating: true } },
  ],
  [
    'the payment step opens once prepared',
    creating,
    { type: 'purchaseReady', session },
    { purchase: { step: 'paying', pack, session, cardPaid: false } },
  ],
  ['Pay confirms the card', paying, { type: 'payStarted' }, { purchase: { paying: 'card' } }],
  [
    'a paid card confirms the purchase',
    paying,
    { type: 'cardPaid' },
    { purchase: { cardPaid: true, paying: 'confirming' } },
  ],
  [
    'Pay after a paid card only confirms',
    paid,
    { type: 'payStarted' },
    { purchase: { paying: 'confirming' } },
  ],
  [
    'a refused card shows in the payment box',
    paying,
    { type: 'payFailed', message: 'Le paiement a échoué.' },
    { purchase: { step: 'paying', paying: null, error: 'Le paiement a échoué.' } },
  ],
  [
    'a confirmed purchase clears the selection and shows balance and invoice',
    paid,
    { type: 'purchaseConfirmed', newBalance: 70, creditsAdded: 50, invoice },
    {
      purchase: { step: 'choosing', pack: null, creating: false },
      balance: { available: 70, used: 0, purchased: 70 },
      invoice,
    },
  ],
  [
    'Changer de pack goes back to the packs',
    paying,
    { type: 'paymentCanceled' },
    { purchase: { step: 'choosing', pack, creating: false } },
  ],
  [
    'a paid card cannot go back to the packs',
    paid,
    { type: 'paymentCanceled' },
    { purchase: { step: 'paying', cardPaid: true } },
  ],
  [
    'a failure opens the provider error dialog',
    creating,
    { type: 'failed', error, retry: 'purchase' },
    { dialog: { error, retry: 'purchase' }, purchase: { creating: false } },
  ],
  [
    'Close closes it',
    { ...paying, dialog: { error, retry: 'card' } } as CreditsState,
    { type: 'dialogClosed' },
    { dialog: null },
  ],
];

describe('the credits page', () => {
  it.each(TRANSITIONS)('%s', (_name, from, action, expected) => {
    expect(creditsReducer(from, action)).toMatchObject(expected);
  });

  it.each([
    [
      'with a pack chosen',
      { ...home, purchase: { step: 'choosing', pack, creating: false } } as CreditsState,
    ],
    ['while paying', { ...paying, dialog: { error, retry: 'card' } } as CreditsState],
    ['after a purchase', { ...home, invoice } as CreditsState],
  ])('logout resets every state of the page, %s', (_name, from) => {
    const next = creditsReducer(from, { type: 'loggedOut' });
    expect(next).toEqual(signedOut);
    expect(JSON.stringify(next)).not.toContain(key.keyId);
  });

  it('says why when the session expired', () => {
    expect(creditsReducer(home, { type: 'loggedOut', message: 'Votre session a expiré.' })).toMatchObject({
      stage: 'signedOut',
      serverError: 'Votre session a expiré.',
    });
  });
});
