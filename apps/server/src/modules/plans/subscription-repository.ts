import { and, desc, eq, gt, inArray, lt, lte, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { subscriptions } from '../../adapters/db/schema/subscriptions';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type NewSubscription = typeof subscriptions.$inferInsert;

/** The statuses of a subscription that still bills or may bill again: at most one plan is "current". */
const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'unpaid'] as const;

export async function insertSubscription(db: Db | Tx, values: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('subscription insert returned nothing');
  return row;
}

export async function findSubscriptionById(db: Db | Tx, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

export async function findSubscriptionOfAccount(
  db: Db | Tx,
  accountId: string,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.accountId, accountId)));
  return row;
}

export async function findSubscriptionByProviderId(
  db: Db | Tx,
  provider: SubscriptionRow['provider'],
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    );
  return row;
}

/** The account's subscriptions, newest first. */
export async function listAccountSubscriptions(db: Db | Tx, accountId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(100);
}

/** The account's subscriptions still billing (newest first): the current plan is the first. */
export async function liveSubscriptions(db: Db | Tx, accountId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), inArray(subscriptions.status, [...LIVE_STATUSES])))
    .orderBy(desc(subscriptions.createdAt));
}

/** The account's other subscriptions still billing: a new plan replaces them once it is paid. */
export async function otherLiveSubscriptions(
  db: Db | Tx,
  accountId: string,
  exceptId: string,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.accountId, accountId),
        ne(subscriptions.id, exceptId),
        inArray(subscriptions.status, [...LIVE_STATUSES]),
      ),
    );
}

/** A provider customer of the account from an earlier subscription, so its saved cards stay together. */
export async function findProviderCustomer(
  db: Db | Tx,
  accountId: string,
  provider: SubscriptionRow['provider'],
): Promise<string | null> {
  const [row] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), eq(subscriptions.provider, provider)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row?.customerId ?? null;
}

export async function lockSubscription(tx: Tx, id: string): Promise<SubscriptionRow> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  if (!row) throw new Error(`subscription ${id} vanished`);
  return row;
}

export async function updateSubscription(
  db: Db | Tx,
  id: string,
  values: Partial<NewSubscription>,
  now: Date,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: now })
    .where(eq(subscriptions.id, id))
    .returning();
  if (!row) throw new Error(`subscription ${id} vanished`);
  return row;
}

/**
 * Subscriptions our copy of may lag behind the provider's (a webhook lost): a first payment still due, or a
 * period over without news of its renewal or end. Each is looked at again at most every five minutes.
 */
export async function subscriptionsToReconcile(
  db: Db | Tx,
  now: Date,
  limit: number,
): Promise<SubscriptionRow[]> {
  const quiet = new Date(now.getTime() - 5 * 60_000);
  const recent = new Date(now.getTime() - 24 * 3600_000);
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        lt(subscriptions.updatedAt, quiet),
        or(
          and(eq(subscriptions.status, 'incomplete'), gt(subscriptions.createdAt, recent)),
          and(inArray(subscriptions.status, [...LIVE_STATUSES]), lte(subscriptions.currentPeriodEnd, now)),
        ),
      ),
    )
    .orderBy(subscriptions.updatedAt)
    .limit(limit);
}
