import type { PlanUsage, Subscription } from '@horodoc/shared/web-account-api';
import type { Db } from '../../adapters/db/database';
import { liveSubscriptions } from './subscription-repository';
import { isUsable, planUsage, toWebSubscription } from './to-web-subscription';

/**
 * The account's current subscription (the usable one first, else the newest still billing) and, when it is
 * usable, the period's documents.
 */
export async function readCurrentPlan(
  db: Db,
  accountId: string,
  now: Date,
): Promise<{ subscription: Subscription | null; usage: PlanUsage | null }> {
  const live = await liveSubscriptions(db, accountId);
  const current = live.find((row) => isUsable(row, now)) ?? live[0];
  if (!current) return { subscription: null, usage: null };
  return { subscription: toWebSubscription(current, now), usage: planUsage(current, now) };
}
