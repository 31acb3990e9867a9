import type { ProfileResponse, Subscription } from '@horodoc/shared/web-account-api';
import { describe, expect, it } from 'vitest';
import { uploadPlanMode } from './upload-plan-mode';

const subscription = (over: Partial<Subscription> = {}): Subscription => ({
  id: '7d1f3c52-1b9e-4a57-9d5e-1f6a3e0c9b21',
  plan: 'starter',
  plan_name: 'Starter',
  status: 'active',
  status_label: 'Actif',
  is_active: true,
  cancel_at_period_end: false,
  current_period_start: '2026-11-01T00:00:00.000Z',
  current_period_end: '2026-12-01T00:00:00.000Z',
  canceled_at: null,
  ended_at: null,
  monthly_price: 900,
  monthly_price_ttc: 1089,
  documents_per_month: 25,
  documents_used: 3,
  created_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

const profile = (over: Partial<ProfileResponse> = {}): ProfileResponse => ({
  user: { id: 'u1', email: 'marie@example.fr', company: null, created_at: '2026-11-01T00:00:00.000Z' },
  can_upload_document: true,
  subscription_plan: 'starter',
  credits_balance: 0,
  subscription: subscription(),
  usage: { documents_used: 3, documents_per_month: 25, period_end: '2026-12-01T00:00:00.000Z' },
  ...over,
});

describe('how /upload pays for a document', () => {
  it('by card for a visitor without an account', () => {
    expect(uploadPlanMode(null, false)).toEqual({ kind: 'card' });
  });

  it('by card for an account without a plan', () => {
    const free = profile({
      can_upload_document: false,
      subscription: null,
      usage: null,
      subscription_plan: 'free',
    });
    expect(uploadPlanMode(free, false)).toEqual({ kind: 'card' });
  });

  it('on the plan while documents are left', () => {
    expect(uploadPlanMode(profile(), false)).toEqual({ kind: 'plan', planName: 'Starter', remaining: 22 });
  });

  it('at the limit, offering pro to a starter account and nothing above pro', () => {
    const full = profile({
      can_upload_document: false,
      usage: { documents_used: 25, documents_per_month: 25, period_end: '2026-12-01T00:00:00.000Z' },
    });
    expect(uploadPlanMode(full, false)).toMatchObject({ kind: 'limit', quota: 25, nextPlan: { id: 'pro' } });
    const pro = profile({
      can_upload_document: false,
      subscription: subscription({ plan: 'pro', plan_name: 'Pro', documents_per_month: 100 }),
      usage: { documents_used: 100, documents_per_month: 100, period_end: '2026-12-01T00:00:00.000Z' },
    });
    expect(uploadPlanMode(pro, false)).toMatchObject({ kind: 'limit', quota: 100, nextPlan: null });
  });

  it('by card when the visitor chose to pay this one at the unit', () => {
    const full = profile({ can_upload_document: false });
    expect(uploadPlanMode(full, true)).toEqual({ kind: 'card' });
  });

  it('by card when the plan is past due', () => {
    const late = profile({
      can_upload_document: false,
      subscription: subscription({ status: 'past_due', is_active: false }),
    });
    expect(uploadPlanMode(late, false)).toEqual({ kind: 'card' });
  });
});
