import {
  type ActivitiesResponse,
  type ActivityKind,
  activityKindSchema,
  type DashboardResponse,
  type ProfileResponse,
  type WebUser,
} from '@horodoc/shared/web-account-api';
import type { Db } from '../../adapters/db/database';
import { type AccountRow, findAccountById } from '../accounts/account-repository';
import { listAccountAuthEvents } from '../accounts/auth-event-repository';
import { countAccountDocumentsSince, listAccountCertificates } from '../certificates/certificate-repository';
import { readCurrentPlan } from '../plans/read-current-plan';

const ACTIVITY_KINDS: readonly ActivityKind[] = activityKindSchema.options;

/** How the account is shown to its owner. */
export function toWebUser(account: AccountRow): WebUser {
  return {
    id: account.id,
    email: account.email,
    company: account.companyName,
    created_at: account.createdAt.toISOString(),
  };
}

async function accountOf(db: Db, accountId: string): Promise<AccountRow> {
  const account = await findAccountById(db, accountId);
  // A live token names an account; accounts are never deleted while a token is live.
  if (!account) throw new Error(`account ${accountId} of a live token vanished`);
  return account;
}

/**
 * /auth/profile: who is signed in, their plan, and whether they may timestamp on it now (an active plan
 * with documents left): otherwise /upload takes a card, pay-per-use.
 */
export async function getWebProfile(db: Db, accountId: string, now: Date): Promise<ProfileResponse> {
  const [account, plan] = await Promise.all([accountOf(db, accountId), readCurrentPlan(db, accountId, now)]);
  return {
    user: toWebUser(account),
    can_upload_document: plan.usage !== null && plan.usage.documents_used < plan.usage.documents_per_month,
    subscription_plan: plan.usage && plan.subscription ? plan.subscription.plan : 'free',
    credits_balance: account.creditsBalance,
    subscription: plan.subscription,
    usage: plan.usage,
  };
}

/** /auth/dashboard: this month's documents against the plan's quota, and the latest timestamps. */
export async function getWebDashboard(db: Db, accountId: string, now: Date): Promise<DashboardResponse> {
  const account = await accountOf(db, accountId);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [documentsThisMonth, certificates, plan] = await Promise.all([
    countAccountDocumentsSince(db, accountId, monthStart),
    listAccountCertificates(db, accountId, 50),
    readCurrentPlan(db, accountId, now),
  ]);
  return {
    subscription_plan: plan.usage && plan.subscription ? plan.subscription.plan : 'free',
    documents_per_month: plan.usage?.documents_per_month ?? null,
    documents_this_month: documentsThisMonth,
    documents_used: plan.usage?.documents_used ?? 0,
    period_end: plan.usage?.period_end ?? null,
    credits_balance: account.creditsBalance,
    certificates: certificates.map((certificate) => ({
      certificate_id: certificate.id,
      file_hash: certificate.fileHash,
      file_name: certificate.fileName,
      status: certificate.status,
      created_at: certificate.createdAt.toISOString(),
    })),
  };
}

/** /auth/activities: the account's sign-ins (and failed attempts) with their date, IP and device. */
export async function listWebActivities(db: Db, accountId: string): Promise<ActivitiesResponse> {
  const events = await listAccountAuthEvents(db, accountId, ACTIVITY_KINDS, 50);
  return {
    activities: events.map((event) => ({
      kind: event.kind as ActivityKind,
      created_at: event.createdAt.toISOString(),
      ip: event.ip,
      user_agent: event.userAgent,
    })),
  };
}
