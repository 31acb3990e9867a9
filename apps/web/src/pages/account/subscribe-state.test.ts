import type { CreateSubscriptionResponse } from '@horodoc/shared/web-account-api';
import { describe, expect, it } from 'vitest';
import { choosing, type SubscribeAction, type SubscribeState, subscribeReducer } from './subscribe-state';

const order = {
  subscription: { id: 's1' },
  client_secret: 'pi_1_secret_x',
  payment_id: 'pi_1',
  amount_ht: 900,
  tva_amount: 189,
  amount_ttc: 1089,
} as unknown as CreateSubscriptionResponse;

const paying = (over: Partial<Extract<SubscribeState, { step: 'paying' }>> = {}): SubscribeState => ({
  step: 'paying',
  order,
  paying: null,
  cardPaid: false,
  error: null,
  ...over,
});

const cases: [string, SubscribeState, SubscribeAction, SubscribeState][] = [
  [
    'a plan is chosen',
    choosing,
    { type: 'create', plan: 'starter' },
    { step: 'choosing', creating: 'starter' },
  ],
  [
    'a second press while creating changes nothing',
    { step: 'choosing', creating: 'starter' },
    { type: 'create', plan: 'pro' },
    { step: 'choosing', creating: 'starter' },
  ],
  [
    'a refused creation goes back to the plans',
    { step: 'choosing', creating: 'pro' },
    { type: 'createFailed' },
    choosing,
  ],
  [
    'the created subscription asks for the card',
    { step: 'choosing', creating: 'starter' },
    { type: 'created', order },
    paying(),
  ],
  ['paying confirms the card first', paying(), { type: 'payStarted' }, paying({ paying: 'card' })],
  [
    'a paid card only waits for the activation',
    paying({ paying: 'card' }),
    { type: 'cardPaid' },
    paying({ paying: 'activating', cardPaid: true }),
  ],
  [
    'paying again after a paid card only activates',
    paying({ cardPaid: true, error: 'x' }),
    { type: 'payStarted' },
    paying({ paying: 'activating', cardPaid: true }),
  ],
  [
    'a refused card shows its error and may be tried again',
    paying({ paying: 'card' }),
    { type: 'payFailed', error: 'Carte refusée.' },
    paying({ error: 'Carte refusée.' }),
  ],
  [
    'an active subscription goes back to the plans',
    paying({ paying: 'activating', cardPaid: true }),
    { type: 'activated' },
    choosing,
  ],
  ['back from the card, before paying', paying(), { type: 'back' }, choosing],
  [
    'no way back once the card is paid',
    paying({ cardPaid: true }),
    { type: 'back' },
    paying({ cardPaid: true }),
  ],
  ['no way back while paying', paying({ paying: 'card' }), { type: 'back' }, paying({ paying: 'card' })],
];

describe('taking a plan', () => {
  it.each(cases)('%s', (_name, state, action, expected) => {
    expect(subscribeReducer(state, action)).toEqual(expected);
  });
});
