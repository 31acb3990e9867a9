import type { PlanUsage } from '@horodoc/shared/web-account-api';
import type { ChainClient } from '../../adapters/chain/chain-client';
import { findAccountById } from '../accounts/account-repository';
import { type AnchoringEngine, AnchoringError } from '../anchoring/anchoring-engine';
import type { CertificateRow } from '../certificate-view/certificate-view';
import { findCertificateById, findLiveCertificateByHash } from '../certificates/certificate-repository';
import { createPendingCertificate } from '../certificates/create-pending-certificate';
import type { PaymentContext } from '../payments/payment-context';
import { checkCertificateOnChain } from '../verification/check-certificate-on-chain';
import { limitReachedEmail, sendPlanEmail } from './plan-emails';
import {
  claimLimitEmail,
  countPlanDocument,
  isAccountPlanDocument,
  recordPlanDocument,
} from './plan-usage-repository';
import { liveSubscriptions, type SubscriptionRow } from './subscription-repository';
import { isUsable, planOf, planUsage } from './to-web-subscription';

export type PlanTimestampResult =
  | { kind: 'completed'; certificate: CertificateRow; alreadyTimestamped: boolean; usage: PlanUsage | null }
  /** Counted and still anchoring after the wait: the same call later gives the outcome, not counted again. */
  | { kind: 'pending'; certificate: CertificateRow }
  /** The anchoring failed: the document went back to the plan's period. */
  | { kind: 'failed'; certificate: CertificateRow };

/** Why a document is not taken on the plan. Nothing is counted. */
export type PlanTimestampRefusal =
  | { kind: 'anchoring_paused' }
  | { kind: 'no_active_plan' }
  /** Another flow has the fingerprint still anchoring. */
  | { kind: 'fingerprint_anchoring' }
  /** The period's documents are all used: which plan, and when it renews. */
  | {
      kind: 'plan_limit_reached';
      planId: string;
      planName: string;
      documentsPerMonth: number;
      renewsAt: Date | null;
    };

const CHAIN_CHECK_TIMEOUT_MS = 5000;

/** What timestamping on a plan works with: the payments' database and mailer, and the anchoring. */
export interface PlanTimestampContext extends Pick<PaymentContext, 'db' | 'mailer' | 'log'> {
  anchoring: AnchoringEngine;
  chain: ChainClient;
  settings: {
    /** How long the call waits for its anchoring. */
    webTimeoutMs: number;
    /** After this long unanchored, a certificate expires. */
    deadlineMs: number;
  };
}

/** Thrown inside the counting transaction so that it rolls back: the fingerprint went live meanwhile. */
class FingerprintTaken extends Error {}

/**
 * Timestamps a document on the account's monthly plan, without a card: the document counts against the
 * current period (one atomic conditional update, so concurrent calls never exceed the quota), its pending
 * certificate is created as a paid one is, then anchored and awaited as the pay-per-use confirmation does.
 * A fingerprint already anchored answers its certificate without counting; a retry of a document of ours
 * still anchoring waits for it again, without counting.
 */
export async function timestampOnPlan(
  ctx: PlanTimestampContext,
  input: { accountId: string; fileHash: string; fileName: string; fileSize: number; now: Date },
): Promise<PlanTimestampResult | PlanTimestampRefusal> {
  const existing = await findLiveCertificateByHash(ctx.db, input.fileHash, 'live');
  if (existing) return answerExisting(ctx, input, existing);
  if (!ctx.anchoring.isAvailable()) return { kind: 'anchoring_paused' };

  const subscription = (await liveSubscriptions(ctx.db, input.accountId)).find((row) =>
    isUsable(row, input.now),
  );
  if (!subscription) return { kind: 'no_active_plan' };
  const plan = planOf(subscription);
  let counted: Awaited<ReturnType<typeof countPlanDocument>>;
  let certificate: CertificateRow;
  try {
    ({ counted, certificate } = await ctx.db.transaction(async (tx) => {
      const counted = await countPlanDocument(tx, {
        subscriptionId: subscription.id,
        quota: plan.documentsPerMonth,
        now: input.now,
      });
      if (!counted) return { counted, certificate: null as never };
      const created = await createPendingCertificate(tx, {
        fileHash: input.fileHash,
        fileName: input.fileName,
        fileSize: input.fileSize,
        source: 'web',
        accountId: input.accountId,
        deadlineMs: ctx.settings.deadlineMs,
        now: input.now,
      });
      if (created.kind === 'fingerprint_taken') throw new FingerprintTaken();
      const { certificate } = created;
      await recordPlanDocument(tx, {
        certificateId: certificate.id,
        subscriptionId: subscription.id,
        periodStart: counted.periodStart,
      });
      return { counted, certificate };
    }));
  } catch (error) {
    if (!(error instanceof FingerprintTaken)) throw error;
    const live = await findLiveCertificateByHash(ctx.db, input.fileHash, 'live');
    if (!live) return { kind: 'fingerprint_anchoring' };
    return answerExisting(ctx, input, live);
  }
  if (!counted) return limitReached(subscription, input.now);
  if (counted.documentsUsed >= plan.documentsPerMonth) {
    await emailLimitOnce(ctx, subscription, counted.periodStart);
  }
  return anchorAndAnswer(ctx, input, certificate, false);
}

/** A fingerprint already live: anchored, its certificate; ours still anchoring, awaited again; else refused. */
async function answerExisting(
  ctx: PlanTimestampContext,
  input: { accountId: string; now: Date },
  certificate: CertificateRow,
): Promise<PlanTimestampResult | PlanTimestampRefusal> {
  if (certificate.status === 'completed') return anchorAndAnswer(ctx, input, certificate, true);
  if (await isAccountPlanDocument(ctx.db, input.accountId, certificate.id)) {
    return anchorAndAnswer(ctx, input, certificate, false);
  }
  return { kind: 'fingerprint_anchoring' };
}

async function anchorAndAnswer(
  ctx: PlanTimestampContext,
  input: { accountId: string; now: Date },
  certificate: CertificateRow,
  alreadyTimestamped: boolean,
): Promise<PlanTimestampResult> {
  let current = certificate;
  if (current.status === 'pending') {
    try {
      current = await ctx.anchoring.anchorNowAndWait(current.id, ctx.settings.webTimeoutMs);
    } catch (error) {
      if (!(error instanceof AnchoringError)) throw error;
      current = (await findCertificateById(ctx.db, current.id)) ?? current;
    }
  }
  if (current.status === 'failed' || current.status === 'expired')
    return { kind: 'failed', certificate: current };
  if (current.status !== 'completed') return { kind: 'pending', certificate: current };
  // Our rows alone never make an answer "anchored": the root is read from the chain first.
  const onChain = await checkCertificateOnChain({
    db: ctx.db,
    chain: ctx.chain,
    certificateId: current.id,
    timeoutMs: CHAIN_CHECK_TIMEOUT_MS,
    now: input.now,
  });
  if (onChain.status !== 'verified') {
    if (onChain.status === 'not_on_chain') ctx.anchoring.requestChainLogCheck();
    return { kind: 'pending', certificate: current };
  }
  const subscription = (await liveSubscriptions(ctx.db, input.accountId)).find((row) =>
    isUsable(row, input.now),
  );
  return {
    kind: 'completed',
    certificate: current,
    alreadyTimestamped,
    usage: subscription ? planUsage(subscription, input.now) : null,
  };
}

/** 'Limite atteinte', with what the route needs to word the way on: the next plan, or pay-per-use. */
function limitReached(subscription: SubscriptionRow, now: Date): PlanTimestampRefusal {
  if (!isUsable(subscription, now)) return { kind: 'no_active_plan' };
  const plan = planOf(subscription);
  return {
    kind: 'plan_limit_reached',
    planId: plan.id,
    planName: plan.name,
    documentsPerMonth: plan.documentsPerMonth,
    renewsAt: subscription.currentPeriodEnd,
  };
}

/** The 'Limite atteinte' e-mail goes out once per period, whoever used the last document. */
async function emailLimitOnce(ctx: PlanTimestampContext, subscription: SubscriptionRow, periodStart: Date) {
  if (!(await claimLimitEmail(ctx.db, subscription.id, periodStart))) return;
  const account = await findAccountById(ctx.db, subscription.accountId);
  const plan = planOf(subscription);
  const periodEnd = subscription.currentPeriodEnd;
  if (!account || !periodEnd) return;
  sendPlanEmail(
    ctx,
    account.email,
    limitReachedEmail({ planName: plan.name, documents: plan.documentsPerMonth, periodEnd }),
  );
}
