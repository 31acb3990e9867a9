import type { PlanId } from '@horodoc/shared/pricing';
import type { CreateSubscriptionResponse } from '@horodoc/shared/web-account-api';

/**
 * Taking a plan, one variant per step: choosing a plan (while its subscription is created), then paying its
 * first month with the card, then waiting for the provider to say the subscription is active.
 */
export type SubscribeState =
  | { step: 'choosing'; creating: PlanId | null }
  | {
      step: 'paying';
      order: CreateSubscriptionResponse;
      /** 'card' while the card is confirmed, 'activating' while the subscription turns active. */
      paying: 'card' | 'activating' | null;
      /** The card went through: only the activation is left, and is asked again on the next press. */
      cardPaid: boolean;
      error: string | null;
    };

export const choosing: SubscribeState = { step: 'choosing', creating: null };

export type SubscribeAction =
  | { type: 'create'; plan: PlanId }
  | { type: 'createFailed' }
  | { type: 'created'; order: CreateSubscriptionResponse }
  | { type: 'payStarted' }
  | { type: 'cardPaid' }
  | { type: 'payFailed'; error: string | null }
  | { type: 'activated' }
  | { type: 'back' };

export function subscribeReducer(state: SubscribeState, action: SubscribeAction): SubscribeState {
  switch (action.type) {
    case 'create':
      return state.step === 'choosing' && !state.creating
        ? { step: 'choosing', creating: action.plan }
        : state;
    case 'createFailed':
      return state.step === 'choosing' ? choosing : state;
    case 'created':
      if (state.step !== 'choosing') return state;
      return { step: 'paying', order: action.order, paying: null, cardPaid: false, error: null };
    case 'payStarted':
      if (state.step !== 'paying' || state.paying) return state;
      return { ...state, paying: state.cardPaid ? 'activating' : 'card', error: null };
    case 'cardPaid':
      return state.step === 'paying' ? { ...state, paying: 'activating', cardPaid: true } : state;
    case 'payFailed':
      return state.step === 'paying' ? { ...state, paying: null, error: action.error } : state;
    case 'activated':
      return state.step === 'paying' ? choosing : state;
    case 'back':
      // A paid card cannot be taken back: its subscription is activated, not abandoned.
      return state.step === 'paying' && !state.paying && !state.cardPaid ? choosing : state;
  }
}
