import type {
  ActivitiesResponse,
  ActivityKind,
  DashboardResponse,
  ProfileResponse,
  WebUser,
} from '@horodoc/shared/web-account-api';
import type { Db } from '../../adapters/db/database';
import { countAccountDocumentsSince, listAccountCertificates } from '../certificates/certificate-repository';
import { type AccountRow, findAccountById } from './account-repository';
import { listAccountAuthEvents } from './auth-event-repository';

const ACTIVITY_KINDS: readonly ActivityKind[] = ['signup', 'login_succeeded', 'login_failed', 'logout'];

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
 * /auth/profile: who is signed in and whether they may upload. Without a plan, uploading is always allowed
 * (pay-per-use); a plan's quota will narrow it once subscriptions exist.
 */
export async function getWebProfile(db: Db, accountId: string): Promise<ProfileResponse> {
  const account = await accountOf(db, accountId);
  return {
    user: toWebUser(account),
    can_upload_document: true,
    subscription_plan: 'free',
    credits_balance: account.creditsBalance,
  };
}

/** /auth/dashboard: this month's documents against the plan's quota, and the latest timestamps. */
export async function getWebDashboard(db: Db, accountId: string, now: Date): Promise<DashboardResponse> {
  const account = await accountOf(db, accountId);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [documentsThisMonth, certificates] = await Promise.all([
    countAccountDocumentsSince(db, accountId, monthStart),
    listAccountCertificates(db, accountId, 50),
  ]);
  return {
    subscription_plan: 'free',
    documents_per_month: null,
    documents_this_month: documentsThisMonth,
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
