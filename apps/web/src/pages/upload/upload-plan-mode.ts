import { MONTHLY_PLANS, type MonthlyPlan } from '@horodoc/shared/pricing';
import type { ProfileResponse } from '@horodoc/shared/web-account-api';

/**
 * How this document is paid: by card (no account, no active plan, or the visitor chose to pay it at the
 * unit), on the plan (signed in with documents left), or not at all yet ('Limite atteinte': the next plan or
 * pay-per-use).
 */
export type UploadPlanMode =
  | { kind: 'card' }
  | { kind: 'plan'; planName: string; remaining: number }
  | { kind: 'limit'; planName: string; quota: number; nextPlan: MonthlyPlan | null };

export function uploadPlanMode(profile: ProfileResponse | null, payPerUse: boolean): UploadPlanMode {
  const subscription = profile?.subscription;
  if (!profile || payPerUse || !subscription?.is_active) return { kind: 'card' };
  const quota = profile.usage?.documents_per_month ?? subscription.documents_per_month;
  const used = profile.usage?.documents_used ?? subscription.documents_used;
  if (profile.can_upload_document)
    return { kind: 'plan', planName: subscription.plan_name, remaining: Math.max(0, quota - used) };
  const index = MONTHLY_PLANS.findIndex((plan) => plan.id === subscription.plan);
  return {
    kind: 'limit',
    planName: subscription.plan_name,
    quota,
    nextPlan: MONTHLY_PLANS[index + 1] ?? null,
  };
}
