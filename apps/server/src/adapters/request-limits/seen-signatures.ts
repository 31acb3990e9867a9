import { lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Clock, systemClock } from '../clock/clock';
import type { Db } from '../db/database';
import { createGroupCommit } from '../db/group-commit';
import { executePrepared } from '../db/prepared-statement';
import { rowsOf } from '../db/rows';
import { seenSignatures } from '../db/schema/accounts';

/**
 * Where the signed requests that changed something are remembered until their timestamp leaves the window,
 * each by its replay key (its signature with its body's digest, see `claimRequest`), so that a replay is
 * refused by every instance: the database by default, Redis when configured.
 */
export interface SeenSignatures {
  /**
   * Records a request's replay key until `expiresAt`.
   * @returns false when it was already recorded: the request is a replay.
   */
  claim(key: string, expiresAt: Date): Promise<boolean>;
  /** The database's store only: how a statement on the same database records its request's claim itself. */
  carried?: CarriedClaims;
}

/**
 * Claims recorded by a route's own write, in its statement's transaction: one round trip instead of two for
 * a request whose write goes to the database that keeps the seen signatures. The claim and the write commit
 * or roll back together, so a replay is refused by the same row as a claim made alone.
 */
export interface CarriedClaims {
  /**
   * The insert of the claims of `rows` (a query yielding `key text, expires_at timestamptz`), for a `with`
   * clause: it returns the `signature` of each claim won. `now` may be a placeholder, filled at each run.
   */
  claimSql(rows: SQL, now: Date | Placeholder): SQL;
  /** Expired claims are purged as claims go by, carried ones included. */
  purgeIfDue(): Promise<void> | undefined;
}

/** The one insert of claims, made alone by the store or carried by a write. */
function claimSql(rows: SQL, now: Date | Placeholder): SQL {
  return sql`insert into ${seenSignatures} (signature, expires_at)
    ${rows}
    on conflict (signature) do update set expires_at = excluded.expires_at
      -- An entry whose window ended may be taken again (its timestamp is stale anyway).
      where ${seenSignatures.expiresAt} < ${now}
    returning signature`;
}

/** Expired rows are deleted at most this often, by whichever claim comes first after it. */
const PURGE_EVERY_MS = 60_000;

/** The most claims written by one statement. */
const MAX_GROUP = 512;

interface Claim {
  key: string;
  expiresAt: Date;
}

/**
 * The database's table of seen signatures; entries past their window are purged as claims go by. The claims
 * of requests arriving together are written by one statement, each answered once committed.
 *
 * The commit does not wait for the disk (`synchronous_commit = off`): it is seen at once by every instance,
 * and only a crash of PostgreSQL itself within a fraction of a second could lose it. Whatever the request
 * then writes commits after it, and a durable commit makes everything before it in the log durable too: no
 * effect of a signed request is ever acknowledged before its claim is safe on disk. A request that writes
 * nothing saves a disk flush, the slowest part of its claim.
 */
export function databaseSeenSignatures(db: Db, clock: Clock = systemClock): SeenSignatures {
  let lastPurge = 0;
  const purge = async () => {
    lastPurge = clock.now();
    await db.delete(seenSignatures).where(lt(seenSignatures.expiresAt, new Date(lastPurge)));
  };
  const purgeIfDue = () => (clock.now() - lastPurge >= PURGE_EVERY_MS ? purge() : undefined);
  const group = createGroupCommit(
    async (claims: Claim[]) => {
      await purgeIfDue();
      // The same key twice in one group: only its first claim may win (one statement cannot write a
      // row twice).
      const first = new Map<string, Claim>();
      for (const claim of claims) if (!first.has(claim.key)) first.set(claim.key, claim);
      const input = JSON.stringify([...first.values()]);
      const rows = rowsOf<{ signature: string }>(
        await executePrepared(
          db,
          'claim_seen_signatures',
          claimSql(
            sql`select s.key, s."expiresAt"
              from json_to_recordset(${input}::json) as s(key text, "expiresAt" timestamptz)
              -- For this statement's own transaction only; one round trip instead of begin, set, insert, commit.
              where set_config('synchronous_commit', 'off', true) is not null`,
            new Date(clock.now()),
          ),
        ),
      );
      const won = new Set(rows.map((row) => row.signature));
      return claims.map((claim) => first.get(claim.key) === claim && won.has(claim.key));
    },
    { maxItems: MAX_GROUP },
  );
  return {
    claim: (key, expiresAt) => group.add({ key, expiresAt }),
    carried: { claimSql, purgeIfDue },
  };
}

/**
 * Seen signatures in this process's memory, for an embedded (PGlite) database: such a database belongs to
 * one process, so every instance that can reach it lives here and shares this one store (see `seenFor`),
 * and a replay is still refused by all of them without a write per request.
 */
export function memorySeenSignatures(clock: Clock = systemClock): SeenSignatures {
  const expiries = new Map<string, number>();
  let lastPurge = clock.now();
  return {
    async claim(key, expiresAt) {
      const at = clock.now();
      if (at - lastPurge >= PURGE_EVERY_MS) {
        lastPurge = at;
        for (const [seen, until] of expiries) if (until < at) expiries.delete(seen);
      }
      const until = expiries.get(key);
      if (until !== undefined && until >= at) return false;
      expiries.set(key, expiresAt.getTime());
      return true;
    },
  };
}
