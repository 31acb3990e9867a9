import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db/database';
import { authEvents } from '../../adapters/db/schema/accounts';

export type AuthEventKind = (typeof authEvents.$inferInsert)['kind'];

/** Who is calling, as the privacy policy says we record it with each authentication event. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** Records one authentication event (signup, login, rejected signature…) with its IP and user agent. */
export async function recordAuthEvent(
  db: Db | Tx,
  event: {
    kind: AuthEventKind;
    accountId?: string | null;
    email?: string | null;
    detail?: string;
    client: ClientInfo;
  },
): Promise<void> {
  await db.insert(authEvents).values({
    kind: event.kind,
    accountId: event.accountId ?? null,
    email: event.email ?? null,
    ip: event.client.ip,
    userAgent: event.client.userAgent?.slice(0, 500) ?? null,
    detail: event.detail ?? null,
  });
}

/** The account's latest authentication events of these kinds, newest first. */
export async function listAccountAuthEvents(
  db: Db,
  accountId: string,
  kinds: readonly AuthEventKind[],
  limit: number,
) {
  return db
    .select({
      kind: authEvents.kind,
      ip: authEvents.ip,
      userAgent: authEvents.userAgent,
      createdAt: authEvents.createdAt,
    })
    .from(authEvents)
    .where(and(eq(authEvents.accountId, accountId), inArray(authEvents.kind, [...kinds])))
    .orderBy(desc(authEvents.createdAt))
    .limit(limit);
}
